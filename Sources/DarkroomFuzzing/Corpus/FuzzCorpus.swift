import DarkroomFiles

/// A folder of inputs for one kind (`FuzzCorpus/<kind>/` seeds, or a findings folder), in
/// name order; names starting with `.` are left out.
///
/// ```swift
/// let seeds = try FuzzCorpus.files(in: "Tests/DarkroomFuzzTests/FuzzCorpus", kind: .png)
/// ```
public enum FuzzCorpus {
  public struct File: Sendable {
    public var path: String
    public var bytes: [UInt8]
  }

  /// The files of `kind` under `root`; none when the kind's folder does not exist.
  public static func files(in root: String, kind: FuzzKind) throws(FileError) -> [File] {
    let folder = "\(root)/\(kind.rawValue)"
    guard FileTree.isFolder(folder) else { return [] }
    var files: [File] = []
    for name in try FileTree.list(folder).sorted() where !name.hasPrefix(".") && !name.hasSuffix(".txt") {
      let path = "\(folder)/\(name)"
      guard !FileTree.isFolder(path) else { continue }
      files.append(File(path: path, bytes: try FileBytes.read(path)))
    }
    return files
  }
}
