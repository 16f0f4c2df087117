import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// Where a representation may be offered.
///
/// ```swift
/// DataRepresentation(exportedContentType: .png) { try await $0.png() }.visibility(.ownProcess)
/// ```
public struct TransferRepresentationVisibility: Hashable, Sendable {
  let rawValue: Int
  /// To every app.
  public static let all = TransferRepresentationVisibility(rawValue: 0)
  /// To apps of the same team.
  public static let team = TransferRepresentationVisibility(rawValue: 1)
  /// To apps of the same app group.
  public static let group = TransferRepresentationVisibility(rawValue: 2)
  /// Only within this process.
  public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

/// A representation as Darkroom resolves it: a content type and the ways to and from data.
/// Conversions are made for one transfer and used where they were made, so their closures
/// need not be sendable.
struct TransferConversion {
  typealias Export = (Any) async throws -> Data
  typealias Import = (Data) async throws -> Any
  let contentType: UTType
  let export: Export?
  let importing: Import?
  var suggestedFileName: ((Any) -> String?)?
  var isExported: (Any) -> Bool = { _ in true }
}

extension TransferConversion {
  /// An export of any item that hands `export` the item as the representation's own type.
  static func exporting<Item>(_ export: @escaping (Item) async throws -> Data) -> Export {
    { item in
      guard let item = item as? Item else { throw TransferError.wrongItem(expected: "\(Item.self)") }
      return try await export(item)
    }
  }
}

/// Built-in representations, which Darkroom turns into conversions.
protocol ResolvableTransferRepresentation {
  var conversions: [TransferConversion] { get }
}

extension TupleTransferRepresentation: ResolvableTransferRepresentation {
  var conversions: [TransferConversion] { parts.flatMap(transferConversions(of:)) }
}

extension EitherTransferRepresentation: ResolvableTransferRepresentation {
  var conversions: [TransferConversion] { transferConversions(of: chosen) }
}

/// The conversions a representation stands for, in its order.
func transferConversions(of representation: any TransferRepresentation) -> [TransferConversion] {
  if let resolvable = representation as? any ResolvableTransferRepresentation { return resolvable.conversions }
  return transferConversions(of: representation.body)
}

/// An item as JSON of `contentType`, for `Codable` types.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///   CodableRepresentation(contentType: .recipe)
/// }
/// ```
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, ResolvableTransferRepresentation {
  public typealias Body = Never
  let contentType: UTType
  let encoder: @Sendable () -> JSONEncoder
  let decoder: @Sendable () -> JSONDecoder

  /// The item encoded as JSON.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
    encoder = { JSONEncoder() }
    decoder = { JSONDecoder() }
  }

  /// The item encoded and decoded with the coders given, made afresh for each transfer.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: @autoclosure @escaping @Sendable () -> JSONEncoder,
    decoder: @autoclosure @escaping @Sendable () -> JSONDecoder
  ) {
    self.contentType = contentType
    self.encoder = encoder
    self.decoder = decoder
  }

  var conversions: [TransferConversion] {
    let encoder = encoder
    let decoder = decoder
    let export = TransferConversion.exporting { (item: Item) in try encoder().encode(item) }
    let receive: TransferConversion.Import = { data in try decoder().decode(Item.self, from: data) }
    return [TransferConversion(contentType: contentType, export: export, importing: receive)]
  }
}

/// An item as data of a content type, made and read by closures.
///
/// ```swift
/// DataRepresentation(contentType: .png) { try $0.pngData() } importing: { try Photo(png: $0) }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, ResolvableTransferRepresentation {
  public typealias Body = Never
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?

  /// Data both ways.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// Data that can only be exported.
  public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }

  /// Data that can only be imported.
  public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }

  var conversions: [TransferConversion] {
    let export = exporting.map { TransferConversion.exporting($0) }
    var receive: TransferConversion.Import?
    if let importing { receive = { data in try await importing(data) } }
    return [TransferConversion(contentType: contentType, export: export, importing: receive)]
  }
}

/// An item as another transferable value, such as a text for a type that has no format of its
/// own.
///
/// ```swift
/// ProxyRepresentation(exporting: \.title)
/// ```
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
  ResolvableTransferRepresentation
{
  public typealias Body = Never
  let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
  let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// The item exported as its proxy.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    self.exporting = exporting
    importing = nil
  }

  /// The item exported as its proxy and imported from one.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// The item imported from its proxy.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  var conversions: [TransferConversion] {
    transferConversions(of: ProxyRepresentation.transferRepresentation).map(conversion(through:))
  }

  /// The proxy's own conversion, reached through this representation's closures.
  private func conversion(through proxy: TransferConversion) -> TransferConversion {
    var export: TransferConversion.Export?
    if let exporting, let exportProxy = proxy.export {
      export = TransferConversion.exporting { (item: Item) in try await exportProxy(try await exporting(item)) }
    }
    var receive: TransferConversion.Import?
    if let importing, let importProxy = proxy.importing {
      receive = { data in
        guard let value = try await importProxy(data) as? ProxyRepresentation else {
          throw TransferError.wrongItem(expected: "\(ProxyRepresentation.self)")
        }
        return try await importing(value)
      }
    }
    return TransferConversion(contentType: proxy.contentType, export: export, importing: receive)
  }
}

/// What went wrong moving an item to or from data.
public enum TransferError: Error, CustomStringConvertible, Sendable {
  /// A representation was handed an item of another type.
  case wrongItem(expected: String)
  /// No representation of the item has a content type the receiver takes.
  case noRepresentation(type: String, contentTypes: [UTType])

  public var description: String {
    switch self {
    case .wrongItem(let expected): "The representation expects an item of type \(expected)."
    case .noRepresentation(let type, let contentTypes):
      "\(type) has no representation in \(contentTypes.map(\.identifier).joined(separator: ", "))."
    }
  }
}
