import DarkroomFiles

/// `darkroom run merge`: joins the reports of a sharded run's jobs into one report, the
/// same as the report of the run unsharded. The merged report is put in place whole
/// (``ReportFolder``), while every shard's report is locked against a run rewriting it.
///
/// ```swift
/// let merged = try ReportMerge.merge(["shard-1", "shard-2"], into: "report")
/// print(merged.line)
/// ```
public enum ReportMerge {
  /// - Throws: ``RunInputError`` when a folder has no summary, the shards come from different
  ///   runs, or a shard is missing or given twice.
  public static func merge(_ folders: [String], into output: String, notices: (String) -> Void = { _ in }) throws(RunInputError) -> RunSummary {
    guard !folders.isEmpty else { throw RunInputError("merge needs the report folders of the shards") }
    // Locks in one order (by path), so that two merges never wait for each other.
    var locks: [FolderLock] = []
    defer { locks.forEach { $0.release() } }
    for folder in Set(folders + [output]).sorted() {
      let lock = try ReportFolder.lock(folder, for: "darkroom run merge", shared: folder != output, waiting: notices)
      locks.append(lock)
      (lock.notices + ReportFolder.recover(folder)).forEach(notices)
    }
    var summaries: [(String, RunSummary)] = []
    for folder in folders { summaries.append((folder, try ReportFolder.readSummary(folder))) }
    let (firstFolder, first) = summaries[0]
    var seen: [Int: String] = [:]
    for (folder, summary) in summaries {
      guard let shard = summary.shard else {
        throw RunInputError("\(folder) is the report of a whole run, not of a shard; merge the reports of darkroom run verify --shard i/n")
      }
      guard summary.run == first.run, summary.rule == first.rule, summary.axes == first.axes, shard.count == first.shard?.count,
        summary.lintPolicy == first.lintPolicy, summary.auditPolicy == first.auditPolicy, summary.auditExceptions == first.auditExceptions
      else {
        throw RunInputError("\(folder) comes from another run than \(firstFolder) (run, rule, lint, audit, axes or shard count differ); merge the shards of one run")
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
    merged.auditPolicy = first.auditPolicy
    merged.auditExceptions = first.auditExceptions
    let draft = try ReportFolder.begin(output, operation: "darkroom run merge")
    var results: [StateResult] = []
    for (folder, summary) in summaries {
      for result in summary.results {
        for image in [result.baselineImage, result.currentImage, result.diffImage].compactMap({ $0 }) {
          do { try FileTree.copy("\(folder)/\(image)", to: draft.path(image)) } catch {
            draft.abandon()
            throw RunInputError("cannot copy \(error.path) into the merged report (\(error.reason)); is the shard's report complete?")
          }
        }
        results.append(result)
      }
    }
    merged.results = results
    do { try ReportFolder.write(merged, to: draft.root) } catch {
      draft.abandon()
      throw error
    }
    try ReportFolder.commit(draft)
    return merged
  }
}
