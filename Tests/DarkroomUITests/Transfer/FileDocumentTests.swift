import DarkroomTransfer
import DarkroomUI
import Foundation
import Testing

/// A text document as the document-based app template writes one.
private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// Documents, the file wrappers they read and write, and the document group's editor.
@Suite struct FileDocumentTests {
  @Test func aDocumentRoundTripsThroughItsFileWrapper() throws {
    let written = try TextFile(text: "Milk").fileWrapper(configuration: .init(contentType: .plainText))
    let read = try TextFile(configuration: .init(contentType: .plainText, file: written))
    #expect(read.text == "Milk")
    #expect(TextFile.writableContentTypes == [.plainText])
  }

  @Test func aFolderWrapperWritesAndReadsItsFiles() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    #expect(folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "note.txt") == "note.txt")
    #expect(folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "note.txt") == "2 note.txt")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try folder.write(to: url, originalContentsURL: nil)
    let read = try FileWrapper(url: url)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["2 note.txt"]?.regularFileContents == Data("b".utf8))
  }

  @Test func readingAMissingFileNamesIt() {
    let url = URL(fileURLWithPath: "/nonexistent/darkroom-wrapper.txt")
    #expect { try FileWrapper(url: url) } throws: { "\($0)".contains("darkroom-wrapper.txt") || $0 is CocoaError }
  }

  @MainActor @Test func theDocumentGroupShowsTheEditorOfANewDocument() throws {
    let group = DocumentGroup(newDocument: TextFile(text: "Shopping")) { file in Text(file.document.text) }
    let editor = try #require(group.content)
    #expect(try DrawnText(editor).strings == ["Shopping"])
    let viewer = DocumentGroup(viewing: TextFile.self) { file in Text(file.isEditable ? "edit" : "view") }
    #expect(viewer.content == nil)
    #expect(try DrawnText(viewer.content(showing: TextFile(text: "x"))).strings == ["view"])
  }
}
