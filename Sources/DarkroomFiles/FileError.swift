#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the system's reason and what to do.
///
/// ```swift
/// do { _ = try FileBytes.read("missing.png") } catch {
///   print(error)   // "Could not read missing.png: No such file or directory."
/// }
/// ```
public struct FileError: Error, Equatable, CustomStringConvertible {
  public enum Operation: String, Sendable {
    case read = "read"
    case write = "write"
    case createFolder = "create the folder"
  }

  public var operation: Operation
  public var path: String
  /// The `errno` value the system reported.
  public var code: Int32

  public init(_ operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The system's own words for ``code``.
  public var reason: String { String(cString: strerror(code)) }

  public var description: String {
    let advice: String
    switch code {
    case ENOENT where operation == .read: advice = " Check the path."
    case ENOENT: advice = " Create the folder first."
    case EISDIR: advice = " Give the path of a file, not a folder."
    case ENOSPC, EDQUOT: advice = " Free some disk space and try again."
    case EACCES, EPERM, EROFS: advice = " Check the permissions, or choose another path."
    default: advice = ""
    }
    return "Could not \(operation.rawValue) \(path): \(reason).\(advice)"
  }
}
