import DarkroomFiles

/// `darkroom run accept`: promotes a report's current images to baselines, for every state
/// that is changed, new or missing its baseline, or only for the states named.
///
/// Every image and the new manifest (which learns each state's new size) are first written
/// into a staging folder inside the baselines, then put in place together (``StagedChanges``):
/// a kill leaves the old baselines, or a change the next run finishes. Accept holds the
/// baselines' lock alone and shares the report's.
///
/// ```swift
/// let accepted = try Acceptance.accept(reportFolder: "report", states: ["paywall/ja/dark"])
/// print(accepted)   // ["paywall/ja/dark"]
/// ```
public enum Acceptance {
  /// The ids of the states accepted, in report order.
  ///
  /// - Parameters:
  ///   - baselines: The baselines folder; by default the one the summary names.
  ///   - states: Ids (`paywall/ja/dark`) or file names (`paywall_ja_dark`); empty means all.
  ///   - notices: Told what the command found: a run it waits for, or what a killed run left.
  /// - Throws: ``RunInputError`` for an unreadable summary, a state the report does not have,
  ///   a missing image, or baselines that cannot be written.
  public static func accept(
    reportFolder: String, baselines: String? = nil, states: [String] = [], notices: (String) -> Void = { _ in }
  ) throws(RunInputError) -> [String] {
    // The baselines' lock is always taken before the report's, by every command, so that
    // two commands never wait for each other.
    var named = baselines ?? ""
    if baselines == nil { named = try ReportFolder.readSummary(reportFolder).baselines }
    let store = BaselineStore(folder: named)
    let baselinesLock = try store.lock(for: "darkroom run accept", waiting: notices)
    defer { baselinesLock.release() }
    let reportLock = try ReportFolder.lock(reportFolder, for: "darkroom run accept", shared: true, waiting: notices)
    defer { reportLock.release() }
    (baselinesLock.notices + reportLock.notices + store.recover() + ReportFolder.recover(reportFolder)).forEach(notices)
    let summary = try ReportFolder.readSummary(reportFolder)
    var manifest = try store.manifest()
    for name in states where !summary.results.contains(where: { $0.state.id == name || $0.state.fileStem == name }) {
      throw RunInputError("the report \(reportFolder) has no state '\(name)'; use an id from its summary.json, like \(summary.results.first?.state.id ?? "screen/language")")
    }
    let chosen = summary.results.filter { result in
      (states.isEmpty || states.contains(result.state.id) || states.contains(result.state.fileStem))
        && [.changed, .new, .missingBaseline].contains(result.status)
    }
    for result in chosen where result.currentImage == nil {
      throw RunInputError("the report has no current image for \(result.state.id); run darkroom run verify again")
    }
    guard !chosen.isEmpty else { return [] }
    let changes: StagedChanges
    do { changes = try StagedChanges.begin(in: store.folder, operation: "darkroom run accept") } catch {
      throw RunInputError("cannot write into the baselines at \(store.folder) (\(error.description)); nothing was accepted")
    }
    do {
      for result in chosen {
        try FileTree.copy("\(reportFolder)/\(result.currentImage!)", to: changes.path("\(result.state.fileStem).png"))
        let recorded = RunManifest.RecordedState(id: result.state.id, file: result.state.fileStem, width: result.width, height: result.height)
        if let position = manifest.states.firstIndex(where: { $0.id == result.state.id }) {
          manifest.states[position] = recorded
        } else {
          manifest.states.append(recorded)
        }
      }
      try FileBytes.writeAtomically(Array(manifest.json.text(pretty: true).utf8) + [10], to: changes.path("manifest.json"))
    } catch {
      changes.abandon()
      throw RunInputError("cannot stage the accepted images in \(store.folder) (\(error.description)); nothing was accepted")
    }
    do {
      try changes.commit(putting: chosen.map { "\($0.state.fileStem).png" } + ["manifest.json"], removing: [])
    } catch {
      throw RunInputError("cannot put the accepted images in place in \(store.folder) (\(error.description)); the next run finishes the change")
    }
    return chosen.map(\.state.id)
  }
}
