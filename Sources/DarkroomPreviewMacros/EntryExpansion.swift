import Foundation

/// Expands `@Entry`, SwiftUI's shorthand for an environment value: the variable becomes a
/// computed property that reads and writes a key, and a key type holding its default is
/// declared beside it (developer.apple.com/documentation/swiftui/entry()).
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentTint: Color = .orange
/// }
/// // becomes
/// extension EnvironmentValues {
///   var accentTint: Color {
///     get { self[__Key_accentTint.self] }
///     set { self[__Key_accentTint.self] = newValue }
///   }
///   private struct __Key_accentTint: EnvironmentKey {
///     typealias Value = Color
///     static var defaultValue: Value { .orange }
///   }
/// }
/// ```
///
/// A variable without a default must be optional; its default is `nil`. In an extension of
/// `FocusedValues` the variable is optional with no default, and its key a `FocusedValueKey`.
enum EntryExpansion {
  /// The parts of the variable the expansion needs.
  struct Variable: Equatable {
    var name: String
    var type: String?
    var initializer: String?

    /// The key's name, without the backticks a name may be written with.
    var keyName: String { "__Key_" + name.filter { $0 != "`" } }
  }

  /// The accessor block that replaces the variable's storage.
  static func accessors(of source: String) throws(EntryMacroError) -> String {
    let variable = try parse(source)
    return """
      {
        get { self[\(variable.keyName).self] }
        set { self[\(variable.keyName).self] = newValue }
      }
      """
  }

  /// The sets of values `@Entry` declares keys in.
  enum Container: Equatable {
    /// `EnvironmentValues`: an `EnvironmentKey` holding the default.
    case environment
    /// `FocusedValues`: a `FocusedValueKey` whose value is the variable's optional's wrapped
    /// type, since a focused value is absent until a view publishes it.
    case focused
  }

  /// The key type declared beside the variable. `parent`, the declaration the variable is
  /// in, must extend `EnvironmentValues` or `FocusedValues`.
  static func key(of source: String, parent: String?) throws(EntryMacroError) -> String {
    let container = parent.map(container(of:)) ?? .environment
    guard let container else { throw .unsupportedContainer }
    let variable = try parse(source)
    if container == .focused { return try focusedKey(of: variable) }
    var lines = ["private struct \(variable.keyName): EnvironmentKey {"]
    switch (variable.type, variable.initializer) {
    case (let type?, let initializer?):
      lines.append("  typealias Value = \(type)")
      lines.append("  static var defaultValue: Value { \(initializer) }")
    case (let type?, nil):
      guard type.hasSuffix("?") || type.hasPrefix("Optional<") else { throw .missingDefault(variable.name) }
      lines.append("  typealias Value = \(type)")
      lines.append("  static var defaultValue: Value { nil }")
    case (nil, let initializer?):
      lines.append("  static let defaultValue = \(initializer)")
    case (nil, nil):
      throw .missingDefault(variable.name)
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A focused value's key: the variable is written `var name: Value?`, with no default.
  static func focusedKey(of variable: Variable) throws(EntryMacroError) -> String {
    guard variable.initializer == nil, let type = variable.type else { throw .focusedValueNotOptional(variable.name) }
    let wrapped: String
    if type.hasSuffix("?") {
      wrapped = String(type.dropLast())
    } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
      wrapped = String(type.dropFirst("Optional<".count).dropLast())
    } else {
      throw .focusedValueNotOptional(variable.name)
    }
    let value = wrapped.trimmingCharacters(in: .whitespaces)
    return """
      private struct \(variable.keyName): FocusedValueKey {
        typealias Value = \(value)
      }
      """
  }

  /// Which set of values `parent` (`extension EnvironmentValues`, `SwiftUI.FocusedValues`,
  /// after any attributes and modifiers) extends, or `nil` for any other declaration.
  static func container(of parent: String) -> Container? {
    var scanner = SourceScanner(parent)
    do {
      while true {
        scanner.skipTrivia()
        if try scanner.skipAttribute() != nil { continue }
        let word = scanner.word()
        guard !word.isEmpty else { return nil }
        if word == "extension" { break }
      }
    } catch {
      return nil
    }
    scanner.skipTrivia()
    var name = ""
    while let c = scanner.current, c.isLetter || c.isNumber || c == "_" || c == "." {
      name.append(c)
      scanner.position += 1
    }
    switch name.split(separator: ".").last {
    case "EnvironmentValues": return .environment
    case "FocusedValues": return .focused
    default: return nil
    }
  }

  /// Reads `@Entry [modifiers] var name[: Type][ = default]`.
  static func parse(_ source: String) throws(EntryMacroError) -> Variable {
    var scanner = SourceScanner(source)
    // Attributes (`@Entry`, others with arguments) and modifiers, up to `var`.
    while true {
      scanner.skipTrivia()
      do {
        if try scanner.skipAttribute() != nil { continue }
      } catch {
        throw .notAVariable
      }
      let word = scanner.word()
      if word == "var" { break }
      if word == "let" { throw .notAVariable }
      guard !word.isEmpty else { throw .notAVariable }
      if scanner.current == "(" { do { try scanner.skipBracketed() } catch { throw .notAVariable } }  // private(set)
    }
    scanner.skipTrivia()
    var name = ""
    if scanner.current == "`" {
      scanner.position += 1
      while let c = scanner.current, c != "`" { name.append(c); scanner.position += 1 }
      scanner.position += 1
      name = "`\(name)`"
    } else {
      name = scanner.word()
    }
    guard !name.isEmpty else { throw .notAVariable }
    let rest = scanner.slice(scanner.position..<scanner.text.count)
    // A type holds no `=`; the first one starts the default.
    let parts = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let declared = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
    let type: String?
    if declared.hasPrefix(":") {
      type = declared.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
    } else if declared.isEmpty {
      type = nil
    } else {
      throw .notAVariable
    }
    let initializer = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespacesAndNewlines) : nil
    if let initializer, initializer.isEmpty { throw .notAVariable }
    return Variable(name: name, type: type?.isEmpty == false ? type : nil, initializer: initializer)
  }
}

/// Why an `@Entry` could not be expanded; the message is shown at the attribute.
enum EntryMacroError: Error, Equatable, CustomStringConvertible {
  case notAVariable
  case missingDefault(String)
  case unsupportedContainer
  case focusedValueNotOptional(String)

  var description: String {
    switch self {
    case .notAVariable:
      "@Entry goes on a stored variable: @Entry var name: Type = defaultValue"
    case .missingDefault(let name):
      "@Entry var \(name) needs a default value (or an optional type, whose default is nil)"
    case .unsupportedContainer:
      "@Entry is supported in an extension of EnvironmentValues or FocusedValues; declare other keys by hand"
    case .focusedValueNotOptional(let name):
      "@Entry var \(name) in FocusedValues needs an optional type and no default: @Entry var \(name): Value?"
    }
  }
}
