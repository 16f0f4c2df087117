import Foundation

/// A uniform type identifier: what kind of data a file, a pasteboard item or a dragged item
/// holds, as Apple's `UniformTypeIdentifiers` framework describes it.
///
/// The standard types (`.png`, `.plainText`, `.json`, …) know their supertypes, filename
/// extensions and MIME types, so conformance and look-ups answer as on Apple's systems:
///
/// ```swift
/// UTType.png.conforms(to: .image)            // true
/// UTType(filenameExtension: "csv")           // .commaSeparatedText
/// UTType.pdf.preferredMIMEType               // "application/pdf"
/// let notes = UTType(exportedAs: "com.example.notes", conformingTo: .json)
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's identifier, such as `public.png`.
  public let identifier: String
  let declaration: UTTypeDeclaration

  init(declaration: UTTypeDeclaration) {
    self.identifier = declaration.identifier
    self.declaration = declaration
  }

  /// The declared type with this identifier, or `nil` when no standard type, and no type
  /// made with `init(exportedAs:)` or `init(importedAs:)`, has it.
  ///
  /// ```swift
  /// UTType("public.jpeg") == .jpeg   // true
  /// ```
  public init?(_ identifier: String) {
    guard let declaration = UTTypeRegistry.declaration(for: identifier) else { return nil }
    self.init(declaration: declaration)
  }

  /// A type the app declares and owns, as its `UTExportedTypeDeclarations` would.
  ///
  /// ```swift
  /// extension UTType { static let recipe = UTType(exportedAs: "com.example.recipe") }
  /// ```
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(declaration: UTTypeRegistry.declare(identifier, conformingTo: parentType, isPublic: false))
  }

  /// A type another app owns that this app reads, as its `UTImportedTypeDeclarations` would.
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(declaration: UTTypeRegistry.declare(identifier, conformingTo: parentType, isPublic: false))
  }

  /// The standard type whose filename extensions include `filenameExtension` (any case),
  /// among the types that conform to `supertype`.
  ///
  /// ```swift
  /// UTType(filenameExtension: "JPG")   // .jpeg
  /// ```
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// The standard type with this MIME type, among the types that conform to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// The first standard type that carries `tag` in `tagClass` and conforms to `supertype`.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    guard let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
    self = found
  }

  /// Every standard type that carries `tag` in `tagClass` and conforms to `supertype`.
  public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
    UTTypeRegistry.declarations(tag: tag.lowercased(), tagClass: tagClass)
      .map(UTType.init(declaration:))
      .filter { supertype.map($0.conforms(to:)) ?? true }
  }

  /// Whether this type is `type` or descends from it.
  ///
  /// ```swift
  /// UTType.swiftSource.conforms(to: .text)   // true
  /// ```
  public func conforms(to type: UTType) -> Bool {
    identifier == type.identifier || UTTypeRegistry.ancestors(of: declaration).contains(type.identifier)
  }

  /// Whether `type` conforms to this type and is not this type.
  public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

  /// Whether this type conforms to `type` and is not `type`.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// Every type this one conforms to, itself left out.
  public var supertypes: Set<UTType> {
    Set(UTTypeRegistry.ancestors(of: declaration).compactMap(UTType.init))
  }

  /// The filename extension written for this type, such as `png`.
  public var preferredFilenameExtension: String? { declaration.filenameExtensions.first }

  /// The MIME type written for this type, such as `image/png`.
  public var preferredMIMEType: String? { declaration.mimeTypes.first }

  /// Every tag of the type, by class.
  public var tags: [UTTagClass: [String]] {
    var tags: [UTTagClass: [String]] = [:]
    if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
    if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
    return tags
  }

  /// The type's name in English, such as "PNG image".
  public var localizedDescription: String? { declaration.summary }

  /// Whether the system declares the type (every standard type does).
  public var isDeclared: Bool { true }
  /// Whether the type was made up for a tag no declaration claims; Darkroom makes none.
  public var isDynamic: Bool { false }
  /// Whether the type is one of the standard `public.` types.
  public var isPublic: Bool { declaration.isPublic }
  /// Whether the type is declared by the system rather than by the app.
  public var isSystemDeclared: Bool { declaration.isSystem }

  public var description: String { identifier }
  public var debugDescription: String { "\(identifier) (\(declaration.summary ?? "declared by the app"))" }

  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let identifier = try container.decode(String.self)
    guard let declaration = UTTypeRegistry.declaration(for: identifier) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "No type is declared with the identifier \"\(identifier)\".")
    }
    self.init(declaration: declaration)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}

/// The kinds of tag a type carries.
///
/// ```swift
/// UTType.png.tags[.filenameExtension]   // ["png"]
/// ```
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Filename extensions, such as `jpg`.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  /// MIME types, such as `image/jpeg`.
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
