import Foundation

/// Where an assertion was written and how it was called.
struct SnapshotRequest: Sendable {
  var name: String?
  var record: SnapshotTestingConfiguration.Record?
  var snapshotDirectory: String?
  var timeout: Double
  var fileID: StaticString
  var filePath: StaticString
  var testName: String
  var line: UInt
  var column: UInt
}

/// What an assertion concluded: `failure` is `nil` when it passed.
struct SnapshotVerdict: Sendable {
  var failure: String?
  var attachments: [DiffAttachment] = []

  static let passed = SnapshotVerdict(failure: nil)
}

/// The steps shared by every assertion: decide the record mode and the reference's place,
/// take the snapshot, then compare it with the reference or record it.
enum SnapshotVerifier {
  struct Plan: Sendable {
    var mode: SnapshotTestingConfiguration.Record
    var location: ReferenceLocation
    /// The test of another suite in the same file that already uses this reference, if any.
    var sharedWith: String?
  }

  /// A failure found before comparing anything: its message says what to do.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  static func verify<Value, Format>(
    of value: () throws -> Value, as strategy: Snapshotting<Value, Format>, _ request: SnapshotRequest
  ) -> SnapshotVerdict {
    let plan: Plan
    let format: Format
    let prefetch: ReferencePrefetch<Format>?
    do {
      plan = try makePlan(strategy, request)
      prefetch = startPrefetch(strategy, plan)
      format = try strategy.capture.snapshotWaiting(for: try evaluate(value), timeout: request.timeout)
    } catch {
      return SnapshotVerdict(failure: describeCaptureError(error))
    }
    return conclude(format, strategy, plan, request, prefetched: prefetch)
  }

  static func verify<Value, Format>(
    of value: () async throws -> Value, as strategy: Snapshotting<Value, Format>,
    _ request: SnapshotRequest, isolation: isolated (any Actor)? = #isolation
  ) async -> SnapshotVerdict {
    let plan: Plan
    let format: Format
    let prefetch: ReferencePrefetch<Format>?
    do {
      plan = try makePlan(strategy, request)
      prefetch = startPrefetch(strategy, plan)
      let evaluated: Value
      do { evaluated = try await value() } catch { throw ValueError(underlying: error) }
      format = try await strategy.capture.snapshot(of: evaluated, timeout: request.timeout)
    } catch {
      return SnapshotVerdict(failure: describeCaptureError(error))
    }
    return conclude(format, strategy, plan, request, prefetched: prefetch)
  }

  /// Starts reading the reference while the snapshot is taken, when it will be compared.
  private static func startPrefetch<Value, Format>(_ strategy: Snapshotting<Value, Format>, _ plan: Plan)
    -> ReferencePrefetch<Format>?
  {
    guard plan.mode != .all, plan.sharedWith == nil else { return nil }
    return ReferencePrefetch.start(plan.location.referenceURL, strategy.diffing)
  }

  private struct ValueError: Error { var underlying: any Error }

  private static func evaluate<Value>(_ value: () throws -> Value) throws -> Value {
    do { return try value() } catch { throw ValueError(underlying: error) }
  }

  private static func describeCaptureError(_ error: any Error) -> String {
    switch error {
    case let refusal as Refusal: refusal.description
    case let invalid as RecordModeResolution.InvalidRecordMode: invalid.description
    case let timeout as SnapshotTimeout: timeout.description
    case let thrown as ValueError: "The value to snapshot threw an error: \(thrown.underlying)"
    default: "Could not make the snapshot: \(error)"
    }
  }

  static func makePlan<Value, Format>(_ strategy: Snapshotting<Value, Format>, _ request: SnapshotRequest)
    throws -> Plan
  {
    let mode = try RecordModeResolution.resolve(argument: request.record)
    let test = RunningTest.current
    if test.isParameterized, request.name == nil {
      throw Refusal(
        description: "\(request.testName) is a parameterized test, so its cases would share one "
          + "reference. Pass named: with something that tells the cases apart, e.g. "
          + "assertSnapshot(of: value, as: strategy, named: \"\\(argument)\").")
    }
    let counter = SnapshotCounter.current(for: test)
    let counterKey = [request.snapshotDirectory ?? "\(request.filePath)", test.suite ?? "", request.testName]
      .joined(separator: "|")
    let identifier = request.name.map(ReferenceName.sanitize) ?? String(counter.next(for: counterKey))
    let naming = SnapshotTestingConfiguration.current?.referenceNaming ?? .testName
    let location = ReferenceLocation(
      filePath: "\(request.filePath)", snapshotDirectory: request.snapshotDirectory,
      suite: naming.includesSuite ? test.suite : nil,
      testName: request.testName, identifier: identifier, pathExtension: strategy.pathExtension)
    let claimant = request.name.map { "named \"\($0)\"" } ?? "number \(identifier)"
    if let other = counter.claim(file: location.referenceURL.path, for: claimant) {
      throw Refusal(
        description: "The snapshots \(other) and \(claimant) of \(request.testName) would share the "
          + "reference \(location.referenceURL.path). Give them names that differ in letters or "
          + "digits, not only in punctuation.")
    }
    let owner = [test.suite, request.testName].compactMap { $0 }.joined(separator: ".")
    let sharedWith = ReferenceOwners.claim(location.referenceURL.path, for: owner)
    return Plan(mode: mode, location: location, sharedWith: sharedWith)
  }

  static func conclude<Value, Format>(
    _ format: Format, _ strategy: Snapshotting<Value, Format>, _ plan: Plan, _ request: SnapshotRequest,
    prefetched: ReferencePrefetch<Format>? = nil
  ) -> SnapshotVerdict {
    if let other = plan.sharedWith { return concludeShared(format, strategy, plan, request, other: other) }
    let location = plan.location
    let referencePath = location.referenceURL.path
    // Encoding can be the costliest step (a PNG reference), so it happens only when bytes
    // are written: when recording, or to keep a failed value.
    let encode = { strategy.diffing.toData(format) }
    do {
      if plan.mode == .all {
        try ReferenceFile.write(encode(), to: location.referenceURL)
        return SnapshotVerdict(failure: Messages.recordedInRecordMode(referencePath))
      }

      let referenceData: Data
      let reference: Format
      switch prefetched?.wait() ?? ReferencePrefetch.load(location.referenceURL, strategy.diffing) {
      case .missing:
        if plan.mode == .never { return SnapshotVerdict(failure: Messages.missingNotRecorded(referencePath)) }
        try ReferenceFile.write(encode(), to: location.referenceURL)
        return SnapshotVerdict(failure: Messages.missingRecorded(referencePath))
      case .unreadable(let error):
        throw error
      case .undecodable(_, let error):
        return SnapshotVerdict(failure: Messages.unreadableReference(referencePath, error))
      case .loaded(let data, let decoded):
        referenceData = data
        reference = decoded
      }
      guard let (message, attachments) = strategy.diffing.diff(reference, format) else { return .passed }
      return mismatch(message, attachments, referenceData, encode(), plan, request)
    } catch {
      return SnapshotVerdict(failure: "\(error)")
    }
  }

  /// A reference another suite's test in the same file uses too: it passes when the values
  /// agree, and is never written, so that neither suite overwrites the other's reference.
  private static func concludeShared<Value, Format>(
    _ format: Format, _ strategy: Snapshotting<Value, Format>, _ plan: Plan, _ request: SnapshotRequest,
    other: String
  ) -> SnapshotVerdict {
    let referencePath = plan.location.referenceURL.path
    if let data = try? ReferenceFile.read(plan.location.referenceURL),
      let reference = try? strategy.diffing.fromData(data),
      strategy.diffing.diff(reference, format) == nil
    {
      return plan.mode == .all ? SnapshotVerdict(failure: Messages.recordedInRecordMode(referencePath)) : .passed
    }
    return SnapshotVerdict(failure: Messages.sharedReference(referencePath, test: request.testName, other: other))
  }

  private static func mismatch(
    _ message: String, _ strategyAttachments: [DiffAttachment], _ referenceData: Data, _ newData: Data,
    _ plan: Plan, _ request: SnapshotRequest
  ) -> SnapshotVerdict {
    let location = plan.location
    let extensionSuffix = location.fileName.dropFirst(location.baseName.count)
    var notes: [String] = []

    let artifactPath = location.artifactURL.path
    do {
      try ReferenceFile.write(newData, to: location.artifactURL)
      for attachment in strategyAttachments {
        try ReferenceFile.write(attachment.data, to: location.artifactURL(forAttachment: attachment.name))
      }
    } catch {
      notes.append("The new value could not be kept for inspection: \(error)")
    }
    var recorded = false
    if plan.mode == .failed {
      do {
        try ReferenceFile.write(newData, to: location.referenceURL)
        recorded = true
      } catch {
        notes.append(error.description)
      }
    }

    let failure = Messages.mismatch(
      name: request.name, recorded: recorded, referencePath: location.referenceURL.path,
      artifactPath: artifactPath, notes: notes, difference: message)
    let attachments =
      [DiffAttachment.data(referenceData, name: location.baseName + ".reference" + extensionSuffix),
       .data(newData, name: location.baseName + ".new" + extensionSuffix)]
      + strategyAttachments.map { .data($0.data, name: location.baseName + "." + $0.name) }
    return SnapshotVerdict(failure: failure, attachments: attachments)
  }
}
