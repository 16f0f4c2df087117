import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// A document a document-based app reads from and writes to a file, as SwiftUI's
/// `FileDocument` describes it.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types the document saves as; the readable ones unless it says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// The document read from a file.
  init(configuration: ReadConfiguration) throws
  /// The file the document saves as.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of reference type, saved through snapshots of its state, as SwiftUI's
/// `ReferenceFileDocument` describes it.
public protocol ReferenceFileDocument: ObservableObject {
  /// The state saved at one moment.
  associatedtype Snapshot
  /// The types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types the document saves as.
  static var writableContentTypes: [UTType] { get }
  /// The document read from a file.
  init(configuration: ReadConfiguration) throws
  /// The state to save now.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file a snapshot saves as.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  /// A configuration for reading `file`, as a test that opens a document writes it.
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document writes: the type asked for and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file being replaced.
  public let existingFile: FileWrapper?

  /// A configuration for writing as `contentType`.
  public init(contentType: UTType, existingFile: FileWrapper? = nil) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// A document as its editor sees it: a binding to the document, where it is saved and
/// whether it may be changed.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
/// ```
public struct FileDocumentConfiguration<Document> {
  /// The document.
  @Binding public var document: Document
  /// Where the document is saved; `nil` for a new one.
  public let fileURL: URL?
  /// Whether the editor may change the document.
  public let isEditable: Bool

  /// The configuration of an editor showing `document`.
  public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
