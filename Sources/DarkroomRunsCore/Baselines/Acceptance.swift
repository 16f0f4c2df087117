import DarkroomFiles

/// `darkroom run accept`: promotes a report's current images to baselines, for every state
/// that is changed, new or missing its baseline, or only for the states named.
///
/// The new baselines are made beside the old ones (the old files hard-linked, the accepted
/// images and the manifest, which learns each state's new size, written over their links)
/// and swapped in whole, as a record is: a kill leaves the old baselines or the new ones.
/// Accept holds the baselines' lock alone and shares the report's.
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
    // The new baselines are the old ones linked into a sibling folder, the accepted images
    // and the manifest written over their links, and the folder swapped in whole.
    let staging = "\(store.folder).recording-\(FileTree.processID)"
    FileTree.remove(staging)
    do {
      try FileTree.cloneLinked(store.folder, to: staging)
      for result in chosen {
        try FileTree.copy("\(reportFolder)/\(result.currentImage!)", to: "\(staging)/\(result.state.fileStem).png")
        let recorded = RunManifest.RecordedState(id: result.state.id, file: result.state.fileStem, width: result.width, height: result.height)
        if let position = manifest.states.firstIndex(where: { $0.id == result.state.id }) {
          manifest.states[position] = recorded
        } else {
          manifest.states.append(recorded)
        }
      }
      try FileBytes.writeAtomically(Array(manifest.json.text(pretty: true).utf8) + [10], to: "\(staging)/manifest.json")
    } catch {
      FileTree.remove(staging)
      throw RunInputError("cannot stage the accepted baselines beside \(store.folder) (\(error.description)); nothing was accepted")
    }
    try store.commitRecording(staging)
    return chosen.map(\.state.id)
  }
}
