/// The ASCII bytes that mean something to the scanner, by name.
///
/// ```swift
/// bytes[index] == .openBrace
/// ```
extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let backtick = UInt8(ascii: "`")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}
