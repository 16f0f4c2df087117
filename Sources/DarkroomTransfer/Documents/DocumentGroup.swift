import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// A document-based app's scene, as SwiftUI's `DocumentGroup`: an editor for each open
/// document. Its `content` is the editor showing a new document; snapshot it as a view.
///
/// ```swift
/// let group = DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
/// assertSnapshot(of: group.content, as: .image(layout: .device(config: .iPhone15)))
/// ```
public struct DocumentGroup<Document, Content: View>: Scene {
  public typealias Body = Never

  private let newDocument: (() -> Document)?
  private let editor: (Document) -> Content

  /// The editor showing a new document; `nil` for a viewer, which only opens existing files.
  public var content: Content? { newDocument.map { editor($0()) } }

  /// The editor showing `document`, as if it had been opened from `fileURL`.
  public func content(showing document: Document) -> Content { editor(document) }
}

extension DocumentGroup where Document: FileDocument {
  /// Editors of documents of one type; new documents start as `newDocument`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.editor = { document in editor(FileDocumentConfiguration(document: .constant(document))) }
  }

  /// Viewers of documents of one type, which cannot be changed.
  public init(
    viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    newDocument = nil
    editor = { document in viewer(FileDocumentConfiguration(document: .constant(document), isEditable: false)) }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Editors of reference documents; new documents are made by `newDocument`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.editor = { document in editor(ReferenceFileDocumentConfiguration(document: document)) }
  }

  /// Viewers of reference documents, which cannot be changed.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    newDocument = nil
    editor = { document in viewer(ReferenceFileDocumentConfiguration(document: document, isEditable: false)) }
  }
}

/// A reference document as its editor sees it.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, observed.
  @ObservedObject public var document: Document
  /// Where the document is saved; `nil` for a new one.
  public let fileURL: URL?
  /// Whether the editor may change the document.
  public let isEditable: Bool

  /// The configuration of an editor showing `document`.
  public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
    self.document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
