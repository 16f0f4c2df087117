import Foundation

/// What a type is declared as: its place in the conformance tree and its tags.
struct UTTypeDeclaration: Hashable, Sendable {
  let identifier: String
  let parents: [String]
  let filenameExtensions: [String]
  let mimeTypes: [String]
  let summary: String?
  let isPublic: Bool
  let isSystem: Bool
}

/// The standard declarations and those the app makes with `init(exportedAs:)` and
/// `init(importedAs:)`. An app's declaration lasts for the process, as its Info.plist's would.
enum UTTypeRegistry {
  static let standard: [String: UTTypeDeclaration] = {
    var table: [String: UTTypeDeclaration] = [:]
    for entry in StandardTypeTable.entries {
      table[entry.identifier] = UTTypeDeclaration(
        identifier: entry.identifier, parents: entry.parents, filenameExtensions: entry.extensions,
        mimeTypes: entry.mimeTypes, summary: entry.summary, isPublic: entry.identifier.hasPrefix("public."),
        isSystem: true)
    }
    return table
  }()

  /// Standard types by tag, in the table's order, so that a look-up by tag is deterministic.
  static let byTag: [UTTagClass: [String: [UTTypeDeclaration]]] = {
    var extensions: [String: [UTTypeDeclaration]] = [:]
    var mimeTypes: [String: [UTTypeDeclaration]] = [:]
    for entry in StandardTypeTable.entries {
      guard let declaration = standard[entry.identifier] else { continue }
      for tag in entry.extensions { extensions[tag, default: []].append(declaration) }
      for tag in entry.mimeTypes { mimeTypes[tag, default: []].append(declaration) }
    }
    return [.filenameExtension: extensions, .mimeType: mimeTypes]
  }()

  private static let declaredByApp = DeclaredTypes()

  static func declaration(for identifier: String) -> UTTypeDeclaration? {
    standard[identifier] ?? declaredByApp.declaration(for: identifier)
  }

  static func declarations(tag: String, tagClass: UTTagClass) -> [UTTypeDeclaration] {
    byTag[tagClass]?[tag] ?? []
  }

  static func declare(_ identifier: String, conformingTo parent: UTType, isPublic: Bool) -> UTTypeDeclaration {
    if let known = standard[identifier] { return known }
    return declaredByApp.declare(
      UTTypeDeclaration(
        identifier: identifier, parents: [parent.identifier], filenameExtensions: [], mimeTypes: [], summary: nil,
        isPublic: isPublic, isSystem: false))
  }

  /// Every identifier `declaration` descends from, nearest first, each once.
  static func ancestors(of declaration: UTTypeDeclaration) -> [String] {
    var seen: Set<String> = [declaration.identifier]
    var order: [String] = []
    var queue = declaration.parents
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next).inserted else { continue }
      order.append(next)
      queue += self.declaration(for: next)?.parents ?? []
    }
    return order
  }

  /// The type the standard table names; a name missing from the table is a mistake in it,
  /// so the type still exists, with no supertypes.
  static func standardType(_ identifier: String) -> UTType {
    UTType(
      declaration: standard[identifier]
        ?? UTTypeDeclaration(
          identifier: identifier, parents: [], filenameExtensions: [], mimeTypes: [], summary: nil, isPublic: true,
          isSystem: true))
  }
}

/// App-declared types, shared by every thread.
private final class DeclaredTypes: @unchecked Sendable {
  private let lock = NSLock()
  private var table: [String: UTTypeDeclaration] = [:]

  func declaration(for identifier: String) -> UTTypeDeclaration? {
    lock.lock()
    defer { lock.unlock() }
    return table[identifier]
  }

  /// The first declaration of an identifier stands, as the first Info.plist entry would.
  func declare(_ declaration: UTTypeDeclaration) -> UTTypeDeclaration {
    lock.lock()
    defer { lock.unlock() }
    if let existing = table[declaration.identifier] { return existing }
    table[declaration.identifier] = declaration
    return declaration
  }
}
