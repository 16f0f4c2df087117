import DarkroomFiles

/// A report folder: `index.html`, `summary.json`, `junit.xml` and `images/`. It opens from
/// disk: the page carries its data, so no server is needed.
///
/// ```swift
/// try ReportFolder.prepare("report")            // empties images/ before a run
/// try ReportFolder.write(summary, to: "report")  // after it
/// ```
public enum ReportFolder {
  /// Empties the report's own files (never anything else in the folder) and creates `images/`.
  public static func prepare(_ folder: String) throws(RunInputError) {
    for name in ["images", "index.html", "summary.json", "junit.xml"] { FileTree.remove("\(folder)/\(name)") }
    do { try FileBytes.createFolders("\(folder)/images") } catch {
      throw RunInputError("cannot create the report folder \(folder)/images (\(error.reason)); pass a writable --report folder")
    }
  }

  /// Writes `summary.json`, `junit.xml` and `index.html` (in that order, each atomically).
  public static func write(_ summary: RunSummary, to folder: String) throws(RunInputError) {
    let files: [(String, String)] = [
      ("summary.json", summary.json.text(pretty: true) + "\n"),
      ("junit.xml", JUnitReport.xml(summary)),
      ("index.html", ReportPage.html(summary)),
    ]
    for (name, text) in files {
      do { try FileBytes.writeAtomically(Array(text.utf8), to: "\(folder)/\(name)", creatingFolder: true) } catch {
        throw RunInputError("cannot write \(folder)/\(name) (\(error.reason)); pass a writable --report folder")
      }
    }
  }

  /// Reads a report's `summary.json`.
  public static func readSummary(_ folder: String) throws(RunInputError) -> RunSummary {
    let path = "\(folder)/summary.json"
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch {
      throw RunInputError("cannot read \(path) (\(error.reason)); pass the --report folder of a darkroom run verify")
    }
    let value: JSONValue
    do { value = try JSONValue.parse(bytes, source: path) } catch { throw RunInputError(error.description) }
    return try RunSummary(json: value, source: path)
  }
}

/// `darkroom run merge`: joins the reports of a sharded run's jobs into one report, the
/// same as the report of the run unsharded.
///
/// ```swift
/// let merged = try ReportMerge.merge(["shard-1", "shard-2"], into: "report")
/// print(merged.line)
/// ```
public enum ReportMerge {
  /// - Throws: ``RunInputError`` when a folder has no summary, the shards come from different
  ///   runs, or a shard is missing or given twice.
  public static func merge(_ folders: [String], into output: String) throws(RunInputError) -> RunSummary {
    guard !folders.isEmpty else { throw RunInputError("merge needs the report folders of the shards") }
    var summaries: [(String, RunSummary)] = []
    for folder in folders { summaries.append((folder, try ReportFolder.readSummary(folder))) }
    let (firstFolder, first) = summaries[0]
    var seen: [Int: String] = [:]
    for (folder, summary) in summaries {
      guard let shard = summary.shard else {
        throw RunInputError("\(folder) is the report of a whole run, not of a shard; merge the reports of darkroom run verify --shard i/n")
      }
      guard summary.run == first.run, summary.rule == first.rule, summary.axes == first.axes, shard.count == first.shard?.count,
        summary.lintPolicy == first.lintPolicy
      else {
        throw RunInputError("\(folder) comes from another run than \(firstFolder) (run, rule, lint, axes or shard count differ); merge the shards of one run")
      }
      if let other = seen[shard.index] { throw RunInputError("\(folder) and \(other) are both shard \(shard)") }
      seen[shard.index] = folder
    }
    let count = first.shard!.count
    let missing = (1...count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      throw RunInputError("shard\(missing.count > 1 ? "s" : "") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing; pass every shard's report folder")
    }
    var merged = RunSummary(run: first.run, rule: first.rule, axes: first.axes, baselines: first.baselines)
    merged.removedStates = first.removedStates
    merged.lintPolicy = first.lintPolicy
    try ReportFolder.prepare(output)
    var results: [StateResult] = []
    for (folder, summary) in summaries {
      for result in summary.results {
        for image in [result.baselineImage, result.currentImage, result.diffImage].compactMap({ $0 }) {
          do { try FileTree.copy("\(folder)/\(image)", to: "\(output)/\(image)") } catch {
            throw RunInputError("cannot copy \(error.path) into the merged report (\(error.reason)); is the shard's report complete?")
          }
        }
        results.append(result)
      }
    }
    merged.results = results
    try ReportFolder.write(merged, to: output)
    return merged
  }
}
