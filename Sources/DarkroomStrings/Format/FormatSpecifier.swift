/// A piece of a printf-style format as Apple's `String(format:)` reads it: literal text, a
/// conversion such as `%lld`, `%@`, `%.2f` or positional `%2$@`, a String Catalog
/// substitution token `%#@name@`, or a substitution's `%arg`.
///
/// ```swift
/// FormatSpecifier.parse("%1$@ has %2$#@photos@")
/// // [.specifier(%1$@), .literal(" has "), .specifier(%2$#@photos@)]
/// ```
public enum FormatPiece: Sendable, Equatable {
  case literal(String)
  case specifier(FormatSpecifier)

  /// The name of a `%#@name@` token, if this is one.
  public var substitutionName: String? {
    if case .specifier(let specifier) = self { return specifier.substitutionName }
    return nil
  }
}

/// One conversion of a format.
public struct FormatSpecifier: Sendable, Equatable, CustomStringConvertible {
  /// The text as written (`%2$lld`).
  public var text: String
  /// The explicit 1-based argument number (`2` in `%2$lld`), if written.
  public var position: Int?
  /// Flags: any of `-+ #0'`.
  public var flags: String
  /// The minimum width, if written.
  public var width: Int?
  /// The precision (`2` in `%.2f`), if written.
  public var precision: Int?
  /// The length modifier (`l`, `ll`, `h`, `q`, `z`…), which Swift's types make irrelevant.
  public var length: String
  /// The conversion character: `d i u o x X f F e E g G a A c C s S @ %`.
  public var conversion: Character
  /// For `%#@name@`: the substitution's name.
  public var substitutionName: String?
  /// For a substitution variation's `%arg`.
  public var isSubstitutionArgument: Bool

  public var description: String { text }

  /// Whether the conversion shows a number (and so can choose a plural form).
  public var isNumeric: Bool { "diuoxXfFeEgGaA".contains(conversion) }

  /// Whether the conversion consumes an argument (everything but `%%`).
  public var takesArgument: Bool { conversion != "%" }

  /// The same conversion referring to argument `number` explicitly (`%lld` → `%3$lld`).
  public func positional(_ number: Int) -> String {
    guard takesArgument else { return text }
    var result = "%\(number)$"
    if let substitutionName { return result + "#@\(substitutionName)@" }
    result += flags
    if let width { result += "\(width)" }
    if let precision { result += ".\(precision)" }
    return result + length + String(conversion)
  }

  /// Splits a format into literals and conversions. `%arg` is read as a substitution's
  /// argument only when `substitutionArgument` is true (inside a substitution's variation);
  /// elsewhere it is `%a` followed by "rg", as printf reads it. A `%` that starts no valid
  /// conversion stays literal text.
  public static func parse(_ format: String, substitutionArgument: Bool = false) -> [FormatPiece] {
    var pieces: [FormatPiece] = []
    var literal = ""
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "%", let (specifier, end) = read(characters, from: index, substitutionArgument) else {
        literal.append(character)
        index += 1
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.specifier(specifier))
      index = end
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }

  private static func read(
    _ characters: [Character], from start: Int, _ substitutionArgument: Bool
  ) -> (FormatSpecifier, Int)? {
    var index = start + 1
    func text(_ end: Int) -> String { String(characters[start..<end]) }
    func digits() -> Int? {
      var value: Int?
      while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
        value = min((value ?? 0) * 10 + digit, 9_999)
        index += 1
      }
      return value
    }
    if substitutionArgument, characters.count >= start + 4, String(characters[start + 1..<start + 4]) == "arg" {
      let spec = FormatSpecifier(
        text: "%arg", position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "@",
        substitutionName: nil, isSubstitutionArgument: true)
      return (spec, start + 4)
    }
    var position: Int?
    let afterPercent = index
    if let number = digits(), index < characters.count, characters[index] == "$", number > 0 {
      position = number
      index += 1
    } else {
      index = afterPercent
    }
    // %#@name@
    if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
      var end = index + 2
      while end < characters.count, characters[end] != "@" { end += 1 }
      guard end < characters.count, end > index + 2 else { return nil }
      let name = String(characters[index + 2..<end])
      let spec = FormatSpecifier(
        text: text(end + 1), position: position, flags: "", width: nil, precision: nil, length: "", conversion: "@",
        substitutionName: name, isSubstitutionArgument: false)
      return (spec, end + 1)
    }
    var flags = ""
    while index < characters.count, "-+ #0'".contains(characters[index]) {
      flags.append(characters[index])
      index += 1
    }
    let width = digits()
    var precision: Int?
    if index < characters.count, characters[index] == "." {
      index += 1
      precision = digits() ?? 0
    }
    var length = ""
    while index < characters.count, "hlqLzjt".contains(characters[index]), length.count < 2 {
      length.append(characters[index])
      index += 1
    }
    guard index < characters.count, "diuoxXfFeEgGaAcCsS@%".contains(characters[index]) else { return nil }
    let conversion = characters[index]
    let spec = FormatSpecifier(
      text: text(index + 1), position: position, flags: flags, width: width, precision: precision, length: length,
      conversion: conversion, substitutionName: nil, isSubstitutionArgument: false)
    return (spec, index + 1)
  }
}
