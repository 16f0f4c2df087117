import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// A file handed out by an exporting `FileRepresentation`.
///
/// ```swift
/// FileRepresentation(exportedContentType: .pdf) { report in SentTransferredFile(report.url) }
/// ```
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether the receiver may read the original rather than a copy.
  public let allowAccessingOriginalFile: Bool

  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received by an importing `FileRepresentation`.
public struct ReceivedTransferredFile: Sendable {
  /// Where the received file is.
  public let file: URL
  /// Whether `file` is the sender's original rather than a copy.
  public let isOriginalFile: Bool
}

/// An item as a file of a content type, for items too big to hold in memory.
///
/// ```swift
/// FileRepresentation(contentType: .mpeg4Movie) { SentTransferredFile($0.url) } importing: {
///   Movie(url: $0.file)
/// }
/// ```
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, ResolvableTransferRepresentation {
  public typealias Body = Never
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
  let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// A file both ways.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// A file that can only be exported.
  public init(
    exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }

  /// A file that can only be imported.
  public init(
    importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }

  var conversions: [TransferConversion] {
    let export = exporting.map { exporting in
      TransferConversion.exporting { (item: Item) in try Data(contentsOf: try await exporting(item).file) }
    }
    var receive: TransferConversion.Import?
    if let importing {
      let fileExtension = contentType.preferredFilenameExtension ?? "data"
      receive = { data in
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("received-\(UUID().uuidString)").appendingPathExtension(fileExtension)
        try data.write(to: file, options: .atomic)
        return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
      }
    }
    return [TransferConversion(contentType: contentType, export: export, importing: receive)]
  }
}

/// A representation with a file name, an exporting condition or a visibility.
public struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation,
  ResolvableTransferRepresentation
{
  public typealias Item = Base.Item
  public typealias Body = Never
  let base: Base
  var fileName: (@Sendable (Item) -> String?)?
  var condition: (@Sendable (Item) -> Bool)?

  var conversions: [TransferConversion] {
    transferConversions(of: base).map { conversion in
      var conversion = conversion
      if let fileName { conversion.suggestedFileName = { item in (item as? Item).flatMap(fileName) } }
      if let condition { conversion.isExported = { item in (item as? Item).map(condition) ?? false } }
      return conversion
    }
  }
}

extension TransferRepresentation {
  /// The file name a receiver gives a file made from the item.
  ///
  /// ```swift
  /// CodableRepresentation(contentType: .json).suggestedFileName("Recipe.json")
  /// ```
  public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Self> {
    ModifiedTransferRepresentation(base: self, fileName: { _ in fileName })
  }

  /// The file name a receiver gives a file made from each item.
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Self> {
    ModifiedTransferRepresentation(base: self, fileName: fileName)
  }

  /// Offers the representation only for the items `condition` accepts.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Self> {
    ModifiedTransferRepresentation(base: self, condition: condition)
  }

  /// Where the representation may be offered; Darkroom, with one process, offers it anyway.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Self> {
    ModifiedTransferRepresentation(base: self)
  }
}
