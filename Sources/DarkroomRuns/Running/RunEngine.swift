import DarkroomPixels
import DarkroomRunsCore

/// Records or verifies a run's states.
///
/// Record renders every state into a new folder with its manifest and swaps it in for the
/// baselines. Verify first checks the environment against the baselines' manifest (a
/// mismatch stops the run before any comparison), then renders and compares each state of
/// the run (or of its shard) and writes the report.
///
/// ```swift
/// let outcome = try RunEngine.run(matrix, RunOptions(mode: .verify, baselines: "Baselines", report: "report"))
/// print(outcome.message)
/// exit(outcome.passed ? 0 : 1)
/// ```
@MainActor public enum RunEngine {
  /// What a run did.
  public struct Outcome: Sendable {
    /// The verify's summary; `nil` for a record.
    public var summary: RunSummary?
    /// Whether every state was recorded, or every state verified unchanged.
    public var passed: Bool
    /// The closing line.
    public var message: String
    /// Seconds the whole run took: the environment check, rendering, comparing, writing.
    public var seconds: Double
    /// SF Symbol names drawn with an icon-font stand-in, sorted.
    public var standInSymbols: [String] = []
    /// SF Symbol names drawn as placeholders (no template or stand-in knows them), sorted.
    public var placeholderSymbols: [String] = []
  }

  /// - Throws: ``RunInputError`` when the run cannot start or record (a bad matrix, missing or
  ///   unreadable baselines, an environment mismatch, a folder that cannot be written).
  public static func run(_ matrix: RunMatrix, _ options: RunOptions) throws(RunInputError) -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    try matrix.validate()
    var outcome: Outcome
    switch options.mode {
    case .record: outcome = try record(matrix, options)
    case .verify: outcome = try verify(matrix, options)
    }
    outcome.seconds = RunProgress.seconds(clock.now - start)
    outcome.standInSymbols = SymbolsDrawn.standIns
    outcome.placeholderSymbols = SymbolsDrawn.placeholders
    if !outcome.placeholderSymbols.isEmpty || !outcome.standInSymbols.isEmpty {
      outcome.message += "\n" + symbolLine(outcome)
    }
    return outcome
  }

  /// Says at once what a run found before it starts: a run it waits for, what a killed run left.
  static func notice(_ line: String) {
    RunProgress.write("run: \(line)\n")
  }

  static func currentManifest(_ matrix: RunMatrix, states: [RunManifest.RecordedState] = []) -> RunManifest {
    RunManifest(run: matrix.name, environment: EnvironmentProbe.entries(devices: matrix.devicesUsed), axes: matrix.axes, states: states)
  }

  static func record(_ matrix: RunMatrix, _ options: RunOptions) throws(RunInputError) -> Outcome {
    guard options.shard == nil else {
      throw RunInputError("record takes every state; run it without --shard (verify is the step to shard)")
    }
    let store = BaselineStore(folder: options.baselines)
    let lock = try store.lock(for: "darkroom run record", waiting: notice)
    defer { lock.release() }
    (lock.notices + store.recover()).forEach(notice)
    let staging = try store.beginRecording()
    let states = matrix.states
    var progress = RunProgress(total: states.count, enabled: options.showsProgress)
    var recorded: [RunManifest.RecordedState] = []
    var failures: [String] = []
    var rendered: [Result<PixelSize, RunInputError>] = []
    if options.isolated {
      rendered = StateIsolation.record(states, of: matrix, into: staging, timeout: options.timeoutSeconds, progress: &progress)
    } else {
      for state in states {
        do {
          rendered.append(.success(try StateIsolation.render(state, of: matrix, into: staging)))
          progress.finished(state.id, status: "recorded", failing: false)
        } catch {
          rendered.append(.failure(RunInputError("\(error)")))
          progress.finished(state.id, status: "failed", failing: true)
        }
      }
    }
    for (state, outcome) in zip(states, rendered) {
      switch outcome {
      case .success(let size): recorded.append(.init(id: state.id, file: state.fileStem, width: size.width, height: size.height))
      case .failure(let error): failures.append("\(state.id): \(error.message)")
      }
    }
    guard failures.isEmpty else {
      store.abandonRecording(staging)
      throw RunInputError(
        "\(failures.count) of \(states.count) states could not be rendered, so no baseline was changed:\n  "
          + failures.joined(separator: "\n  "))
    }
    let manifest = currentManifest(matrix, states: recorded)
    do {
      try FileBytes.writeAtomically(Array(manifest.json.text(pretty: true).utf8) + [10], to: "\(staging)/manifest.json", creatingFolder: true)
    } catch {
      store.abandonRecording(staging)
      throw RunInputError("cannot write the manifest into \(staging) (\(error.reason))")
    }
    try store.commitRecording(staging)
    return Outcome(
      summary: nil, passed: true, message: "run: recorded \(states.count) states of '\(matrix.name)' into \(store.folder)",
      seconds: progress.elapsedSeconds)
  }

  static func verify(_ matrix: RunMatrix, _ options: RunOptions) throws(RunInputError) -> Outcome {
    let store = BaselineStore(folder: options.baselines)
    // The baselines' lock before the report's, as every command takes them.
    let baselinesLock = try store.lock(for: "darkroom run verify", shared: true, waiting: notice)
    defer { baselinesLock.release() }
    let reportLock = try ReportFolder.lock(options.report, for: "darkroom run verify", waiting: notice)
    defer { reportLock.release() }
    (baselinesLock.notices + reportLock.notices + store.recover() + ReportFolder.recover(options.report)).forEach(notice)
    let recorded = try store.manifest()
    guard recorded.run == matrix.name else {
      throw RunInputError("the baselines in \(store.folder) are of the run '\(recorded.run)', not '\(matrix.name)'; pass the right --baselines or --matrix")
    }
    if let mismatch = recorded.mismatch(with: currentManifest(matrix)) {
      throw RunInputError(
        "the environment differs from the one the baselines in \(store.folder) were recorded in, so nothing was compared:\n  "
          + mismatch.replacingNewlines(with: "\n  ")
          + "\nRecord the baselines again here (darkroom run record) if the change is intended, or verify where they were recorded.")
    }
    let everyState = matrix.states
    var states = everyState
    if let shard = options.shard {
      states = ShardPlan.states(of: everyState, shard: shard) { state in
        recorded.state(state.id).map { $0.width * $0.height } ?? StateRendering.estimatedPixels(state, of: matrix)
      }
    }
    let draft = try ReportFolder.begin(options.report, operation: "darkroom run verify")
    let context = StateVerification.Context(
      matrix: matrix, manifest: recorded, store: store, rule: options.rule, report: draft.root, lint: options.lint,
      audit: options.audit)
    var progress = RunProgress(total: states.count, enabled: options.showsProgress)
    var results: [StateResult] = []
    results.reserveCapacity(states.count)
    if options.isolated {
      results = StateIsolation.verify(states, context, timeout: options.timeoutSeconds, progress: &progress)
    } else {
      for state in states {
        let result = StateVerification.verify(state, context)
        progress.finished(state.id, status: result.status.label, changed: result.status == .changed, failing: result.status.fails)
        results.append(result)
      }
    }
    if let failed = results.first(where: { $0.message?.hasPrefix(StateVerification.writeFailure) == true }) {
      draft.abandon()
      throw RunInputError(
        "cannot write the report in \(options.report) (\(failed.state.id): \(failed.message ?? "")); the previous report is unchanged")
    }
    var summary = RunSummary(run: matrix.name, rule: options.rule.name, axes: matrix.axes, baselines: FileTree.absolute(store.folder), shard: options.shard)
    let ids = Set(everyState.map(\.id))
    summary.removedStates = recorded.states.map(\.id).filter { !ids.contains($0) }
    summary.lintPolicy = options.lint
    summary.auditPolicy = options.audit
    if options.audit != .off { summary.auditExceptions = matrix.audit.exceptions }
    summary.results = results
    do { try ReportFolder.write(summary, to: draft.root) } catch {
      draft.abandon()
      throw error
    }
    try ReportFolder.commit(draft)
    let shardNote = options.shard.map { " (shard \($0))" } ?? ""
    var lines = ["run: \(summary.line)\(shardNote); report at \(options.report)/index.html"]
    let failing = summary.results.filter(\.status.fails)
    for result in failing.prefix(12) {
      var line = "  \(result.status.label): \(result.state.id)"
      if result.status == .changed { line += " \(JUnitReport.percent(result.changedShare)) (\(result.changedPixels) pixels)" }
      if let message = result.message, result.status != .missingBaseline { line += " \(message)" }
      lines.append(line)
    }
    if failing.count > 12 { lines.append("  … and \(failing.count - 12) more in the report") }
    lines += lintLines(summary)
    lines += auditLines(summary)
    return Outcome(summary: summary, passed: summary.passed, message: lines.joined(separator: "\n"), seconds: progress.elapsedSeconds)
  }
}

extension RunEngine {
  /// `symbols: 2 drawn as stand-ins (gear, cart), 1 as a placeholder (brand.logo)`: symbols
  /// that do not look like Apple's until the team adds its SF Symbols templates.
  static func symbolLine(_ outcome: Outcome) -> String {
    var parts: [String] = []
    if !outcome.standInSymbols.isEmpty {
      parts.append("\(outcome.standInSymbols.count) drawn as stand-ins (\(outcome.standInSymbols.joined(separator: ", ")))")
    }
    if !outcome.placeholderSymbols.isEmpty {
      let count = outcome.placeholderSymbols.count
      parts.append("\(count) as \(count == 1 ? "a placeholder" : "placeholders") (\(outcome.placeholderSymbols.joined(separator: ", ")))")
    }
    return "symbols: " + parts.joined(separator: ", ") + "; add SF Symbols templates to draw Apple's (see the README)"
  }

  /// `lint: 3 issues (de: 1 truncated; es: 1 missing-translation; …)` and the first issues.
  static func lintLines(_ summary: RunSummary) -> [String] {
    guard summary.lintCount > 0 else { return [] }
    let perLanguage = summary.lintByLanguage.filter { !$0.rules.isEmpty }.map { row in
      (row.language.isEmpty ? "" : row.language + ": ") + row.rules.map { "\($0.count) \($0.rule)" }.joined(separator: ", ")
    }
    var lines = [
      "lint: \(summary.lintCount) issue\(summary.lintCount == 1 ? "" : "s") (\(perLanguage.joined(separator: "; ")))"
        + (summary.lintPolicy.failsRun ? ", which fail the run" : "")
    ]
    let issues = summary.results.sorted { $0.state.index < $1.state.index }.flatMap { result in
      result.lint.map { (result.state.id, $0) }
    }
    for (id, issue) in issues.prefix(12) { lines.append("  \(issue.rule): \(id): \(issue.message)") }
    if issues.count > 12 { lines.append("  … and \(issues.count - 12) more in the report") }
    return lines
  }
}

extension String {
  func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
