import Synchronization

/// The process-wide record mode and diff tool behind swift-snapshot-testing's global settings
/// (`isRecording`, `SnapshotTesting.record`, `diffTool`, and the `@_spi(Internals)` `_record`
/// and `_diffTool` its own tests read). Scopes and traits are the way to set them; these exist
/// so that code written for that library compiles and behaves the same.
enum ProcessDefaults {
  /// A record mode set through a global, or `nil` when none was.
  static let record = Mutex<SnapshotTestingConfiguration.Record?>(nil)
  static let diffTool = Mutex<SnapshotTestingConfiguration.DiffTool>(.default)
}

/// The record mode that applies outside any `record:` argument or scope: the mode
/// `DARKROOM_RECORD` forces, else one set through a global, else `SNAPSHOT_TESTING_RECORD`,
/// else `.never` on CI and `.missing` elsewhere.
@_spi(Internals)
public var __record: SnapshotTestingConfiguration.Record {
  get {
    if let forced = try? RecordModeResolution.forcedByEnvironment() { return forced }
    if let global = ProcessDefaults.record.withLock({ $0 }) { return global }
    return (try? RecordModeResolution.unscopedDefault()) ?? .missing
  }
  set { ProcessDefaults.record.withLock { $0 = newValue } }
}

/// The record mode of the current scope (`withSnapshotTesting`, the `.snapshots` trait), or
/// ``__record`` outside one.
///
/// ```swift
/// @Test(.snapshots(record: .all)) func config() { #expect(_record == .all) }
/// ```
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
  get { SnapshotTestingConfiguration.current?.record ?? __record }
  set { __record = newValue }
}

/// The diff tool used when no scope chose one: ``SnapshotTestingConfiguration/DiffTool/default``
/// unless a global set another.
@_spi(Internals)
public var __diffTool: SnapshotTestingConfiguration.DiffTool {
  get { ProcessDefaults.diffTool.withLock { $0 } }
  set { ProcessDefaults.diffTool.withLock { $0 = newValue } }
}

/// The diff tool of the current scope, or ``__diffTool`` outside one.
///
/// ```swift
/// @Test(.snapshots(diffTool: "ksdiff")) func tool() {
///   #expect(_diffTool(currentFilePath: "a.png", failedFilePath: "b.png") == "ksdiff a.png b.png")
/// }
/// ```
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
  get { SnapshotTestingConfiguration.current?.diffTool ?? __diffTool }
  set { __diffTool = newValue }
}

/// Whether the current record mode is `.all`. Setting it sets the process-wide mode
/// (`.all` or `.missing`).
///
/// ```swift
/// isRecording = true   // prefer withSnapshotTesting(record: .all) { … }
/// ```
@available(*, deprecated,
  message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
  get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
  set { _record = newValue ? .all : .missing }
}

/// swift-snapshot-testing's older name for ``isRecording``.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
  get { isRecording }
  set { isRecording = newValue }
}

/// The process-wide diff tool.
///
/// ```swift
/// diffTool = .ksdiff   // prefer withSnapshotTesting(diffTool: .ksdiff) { … }
/// ```
@available(*, deprecated,
  message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get { _diffTool }
  set { _diffTool = newValue }
}
