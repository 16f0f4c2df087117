/// A file under a strings folder that was not read, and why: a name that looks like a
/// strings file but whose content is something else (a folder, a Git LFS pointer, a
/// compiled binary table), or a kind Darkroom does not read.
///
/// ```swift
/// let strings = try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App"))
/// for skipped in strings.skippedFiles { print("\(skipped.path): \(skipped.reason)") }
/// ```
public struct SkippedFile: Sendable, Equatable, CustomStringConvertible {
  /// The file's path.
  public let path: String
  /// Why it was passed over.
  public let reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): skipped, \(reason)" }
}
