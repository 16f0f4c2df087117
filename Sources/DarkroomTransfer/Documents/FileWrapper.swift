import DarkroomViews
import UniformTypeIdentifiers
import Foundation

#if !canImport(Darwin)
/// A file or a folder of files in memory, as Foundation's `FileWrapper` on Apple's systems,
/// which Linux Foundation lacks. Documents read and write themselves through it.
///
/// ```swift
/// let file = FileWrapper(regularFileWithContents: Data("Milk".utf8))
/// file.preferredFilename = "list.txt"
/// ```
open class FileWrapper: @unchecked Sendable {
  /// Options for reading a file wrapper from disk.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let immediate = ReadingOptions(rawValue: 1)
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// Options for writing a file wrapper to disk.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }

  private enum Contents {
    case regular(Data)
    case directory([String: FileWrapper])
  }

  private var contents: Contents
  /// The name the wrapper was read from or last written as.
  open var filename: String?
  /// The name the wrapper would like in its folder.
  open var preferredFilename: String?

  /// A regular file holding `contents`.
  public init(regularFileWithContents contents: Data) {
    self.contents = .regular(contents)
  }

  /// A folder of the wrappers given, by name.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    contents = .directory(childrenByPreferredName)
  }

  /// The file or folder at `url`, read whole.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    if isDirectory.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      contents = .directory(children)
    } else {
      contents = .regular(try Data(contentsOf: url))
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool {
    if case .regular = contents { return true }
    return false
  }

  /// Whether the wrapper is a folder.
  open var isDirectory: Bool { !isRegularFile }

  /// Whether the wrapper is a symbolic link; Darkroom's never are.
  open var isSymbolicLink: Bool { false }

  /// A regular file's bytes; `nil` for a folder.
  open var regularFileContents: Data? {
    if case .regular(let data) = contents { return data }
    return nil
  }

  /// A folder's wrappers by name; `nil` for a regular file.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = contents { return children }
    return nil
  }

  /// Adds `child` to a folder under its preferred name, or a numbered one if that is taken;
  /// returns the name used. A regular file takes no children and returns its own name.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = contents else { return filename ?? "" }
    let base = child.preferredFilename ?? "file"
    var name = base
    var number = 2
    while children[name] != nil {
      name = "\(number) \(base)"
      number += 1
    }
    child.filename = name
    children[name] = child
    contents = .directory(children)
    return name
  }

  /// Adds a regular file holding `data` to a folder; returns the name used.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes `child` from a folder.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = contents else { return }
    children = children.filter { $0.value !== child }
    contents = .directory(children)
  }

  /// Writes the wrapper to `url`: a file's bytes, or a folder and everything in it.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    switch contents {
    case .regular(let data):
      try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .directory(let children):
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children.sorted(by: { $0.key < $1.key }) {
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }
}
#endif
