import DarkroomFiles
import Synchronization

/// The inline snapshots recorded during a test run, waiting to be written into their test
/// files when the run ends.
///
/// Each test file is read once and kept as it was, so every snapshot's place is found in the
/// same text the compiler saw. A snapshot's edit is worked out when it is recorded (a call
/// that cannot be read fails its test there and then); ``write()`` applies all of a file's
/// edits in one pass and saves the file atomically.
///
/// ```swift
/// let pending = PendingInlineSnapshots()
/// try pending.record(InlineRecording(sourcePath: path, line: 12, column: 25, descriptor: .init(), actual: "42", hadExpected: false))
/// let outcomes = pending.write()   // one per file
/// ```
final class PendingInlineSnapshots: Sendable {
  /// The snapshots of this test process, written by an `atexit` hook.
  static let shared = PendingInlineSnapshots()

  /// Replaces ``shared`` for one task, so tests of this module keep their recordings apart.
  @TaskLocal static var override: PendingInlineSnapshots?

  static var current: PendingInlineSnapshots { override ?? shared }

  private struct Key: Hashable {
    var line: Int
    var column: Int
    var label: String
    var offset: Int
  }

  private struct Entry {
    var actual: String?
    var edit: TextEdit?
  }

  private struct FileState {
    var source: SourceText
    var entries: [Key: Entry] = [:]
    var order: [Key] = []
  }

  private let files = Mutex<[String: FileState]>([:])

  init() {}

  /// The source of a test file as it was when the run first read it.
  func source(at path: String) throws(InlineSnapshotError) -> SourceText {
    if let cached = files.withLock({ $0[path]?.source }) { return cached }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try FileBytes.read(path)
    } catch {
      throw .unreadableSource(path: path, error)
    }
    return files.withLock { files in
      if let cached = files[path]?.source { return cached }
      files[path] = FileState(source: SourceText(bytes: bytes))
      return files[path]!.source
    }
  }

  /// Works out where `recording` goes and keeps it for ``write()``.
  func record(_ recording: InlineRecording) throws(InlineSnapshotError) {
    let path = recording.sourcePath
    let source = try source(at: path)
    let edit: TextEdit?
    do throws(SourceFailure) {
      let call = try CallLocator.locate(in: source, line: recording.line, column: recording.column)
      edit = try SnapshotEdit.make(
        for: call, in: source, descriptor: recording.descriptor, actual: recording.actual,
        hadExpected: recording.hadExpected)
    } catch {
      throw .unplaceable(path: path, error)
    }
    let key = Key(
      line: recording.line, column: recording.column, label: recording.descriptor.trailingClosureLabel,
      offset: recording.descriptor.trailingClosureOffset)
    let refusal = files.withLock { files -> InlineSnapshotError? in
      guard let state = files[path] else { return nil }
      if let existing = state.entries[key] {
        return existing.actual == recording.actual ? nil : .conflictingValues(path: path, line: recording.line)
      }
      if let edit, state.entries.values.contains(where: { $0.edit.map { Self.overlap($0, edit) } ?? false }) {
        return .unplaceable(
          path: path,
          SourceFailure(
            line: recording.line,
            problem: "another inline snapshot recorded in this run is written over the same part "
              + "of the file. Give each snapshot closure its own label or trailingClosureOffset"))
      }
      files[path]?.entries[key] = Entry(actual: recording.actual, edit: edit)
      files[path]?.order.append(key)
      return nil
    }
    if let refusal { throw refusal }
  }

  /// Whether two edits change some of the same bytes (insertions at one place do not).
  private static func overlap(_ first: TextEdit, _ second: TextEdit) -> Bool {
    first.range.lowerBound < second.range.upperBound && second.range.lowerBound < first.range.upperBound
  }

  /// What happened to one file's snapshots when they were written.
  enum Outcome: Equatable, Sendable {
    case written(path: String, snapshots: Int)
    case failed(InlineSnapshotError)
  }

  /// Writes every file's snapshots, each file in one atomic save, and forgets them.
  func write() -> [Outcome] {
    let pending = files.withLock { files in
      defer { files.removeAll() }
      return files
    }
    return pending.sorted { $0.key < $1.key }.compactMap { path, state in
      let edits = state.order.compactMap { state.entries[$0]?.edit }
      guard !edits.isEmpty else { return nil }
      do throws(InlineSnapshotError) {
        try Self.write(edits, to: path, expecting: state.source)
        return .written(path: path, snapshots: edits.count)
      } catch {
        return .failed(error)
      }
    }
  }

  private static func write(_ edits: [TextEdit], to path: String, expecting source: SourceText)
    throws(InlineSnapshotError)
  {
    let current: [UInt8]
    do throws(FileError) { current = try FileBytes.read(path) } catch { throw .unreadableSource(path: path, error) }
    guard current == source.bytes else { throw .sourceChanged(path: path) }
    let rewritten: SourceText
    do throws(SourceFailure) { rewritten = try source.applying(edits) } catch { throw .unplaceable(path: path, error) }
    do throws(FileError) {
      try FileBytes.writeAtomically(rewritten.bytes, to: path, durable: true)
    } catch {
      throw .unwritable(path: path, error)
    }
  }
}
