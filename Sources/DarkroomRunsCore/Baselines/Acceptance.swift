import DarkroomFiles

/// `darkroom run accept`: promotes a report's current images to baselines, for every state
/// that is changed, new or missing its baseline, or only for the states named.
///
/// Every image is first copied into a folder inside the baselines; only when all copies are
/// written are they renamed over the baselines, one rename each, and the manifest (which
/// learns each state's new size) is written last, also through a rename.
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
  /// - Throws: ``RunInputError`` for an unreadable summary, a state the report does not have,
  ///   a missing image, or baselines that cannot be written.
  public static func accept(reportFolder: String, baselines: String? = nil, states: [String] = []) throws(RunInputError) -> [String] {
    let summary = try ReportFolder.readSummary(reportFolder)
    let store = BaselineStore(folder: baselines ?? summary.baselines)
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
    let staging = "\(store.folder)/.accepting-\(FileTree.processID)"
    FileTree.remove(staging)
    defer { FileTree.remove(staging) }
    do {
      for result in chosen {
        try FileTree.copy("\(reportFolder)/\(result.currentImage!)", to: "\(staging)/\(result.state.fileStem).png")
      }
    } catch {
      throw RunInputError("cannot copy \(error.path) into the baselines (\(error.reason)); nothing was accepted")
    }
    do {
      for result in chosen {
        try FileTree.rename("\(staging)/\(result.state.fileStem).png", to: store.imagePath(result.state.fileStem))
        let recorded = RunManifest.RecordedState(id: result.state.id, file: result.state.fileStem, width: result.width, height: result.height)
        if let position = manifest.states.firstIndex(where: { $0.id == result.state.id }) {
          manifest.states[position] = recorded
        } else {
          manifest.states.append(recorded)
        }
      }
      try FileBytes.writeAtomically(Array(manifest.json.text(pretty: true).utf8) + [10], to: store.manifestPath, creatingFolder: true)
    } catch {
      throw RunInputError("cannot write the baselines at \(error.path) (\(error.reason))")
    }
    return chosen.map(\.state.id)
  }
}
