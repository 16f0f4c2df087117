import DarkroomFiles
import Foundation
import Testing

/// Folder work without Foundation: writes that create their folder, sorted listings,
/// renames, copies, and removal of a whole tree.
@Suite struct FileTreeTests {
  /// A fresh folder under the temporary directory, removed by the caller.
  func makeFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "darkroom-files-\(UUID().uuidString)"
    try FileBytes.createFolders(folder)
    return folder
  }

  @Test func aWriteCreatesItsFolderOnlyWhenAsked() throws {
    let folder = try makeFolder()
    defer { FileTree.remove(folder) }
    #expect(throws: FileError.self) { try FileBytes.writeAtomically([1], to: folder + "/a/b/c.bin") }
    try FileBytes.writeAtomically([1, 2], to: folder + "/a/b/c.bin", creatingFolder: true)
    #expect(try FileBytes.read(folder + "/a/b/c.bin") == [1, 2])
    #expect(FileTree.isFolder(folder + "/a/b") && !FileTree.isFolder(folder + "/a/b/c.bin"))
  }

  @Test func listingsAreSortedAndLeaveOutTheDotEntries() throws {
    let folder = try makeFolder()
    defer { FileTree.remove(folder) }
    for name in ["b.png", "a.png", ".hidden"] { try FileBytes.writeAtomically([], to: folder + "/" + name) }
    #expect(try FileTree.list(folder) == [".hidden", "a.png", "b.png"])
    #expect(throws: FileError.self) { try FileTree.list(folder + "/missing") }
  }

  @Test func renameCopyAndRemoveWorkOnWholeTrees() throws {
    let folder = try makeFolder()
    defer { FileTree.remove(folder) }
    try FileBytes.writeAtomically([7], to: folder + "/tree/inner/x.bin", creatingFolder: true)
    try FileTree.rename(folder + "/tree", to: folder + "/moved")
    #expect(!FileTree.exists(folder + "/tree") && FileTree.exists(folder + "/moved/inner/x.bin"))
    try FileTree.copy(folder + "/moved/inner/x.bin", to: folder + "/copies/x.bin")
    #expect(try FileBytes.read(folder + "/copies/x.bin") == [7])
    FileTree.remove(folder + "/moved")
    #expect(!FileTree.exists(folder + "/moved"))
    FileTree.remove(folder + "/never-there")
  }

  @Test func aRelativePathIsMadeAbsoluteAgainstTheCurrentFolder() {
    #expect(FileTree.absolute("/already/absolute") == "/already/absolute")
    let made = FileTree.absolute("./report")
    #expect(made.hasPrefix("/") && made.hasSuffix("/report") && !made.contains("/./"))
  }
}
