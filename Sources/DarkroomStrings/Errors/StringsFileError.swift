import DarkroomJSON
import Foundation

/// A line and column in a strings file, both counted from 1.
public typealias TextPosition = DarkroomJSON.TextPosition

/// A strings file Darkroom could not read, or read but found malformed: names the file, the
/// key when one is involved, and the place (a JSON or property-list path, and a line and
/// column when the format has them), says what is wrong and what to do.
///
/// ```swift
/// do {
///   _ = try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App"))
/// } catch {
///   print(error)
///   // Sources/App/Localizable.xcstrings:12:21: key "Hello", at strings › Hello › localizations
///   //   › de › stringUnit › state: expected a state (a string), found a number.
/// }
/// ```
public struct StringsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path.
  public let file: String
  /// The localization key involved, if any.
  public let key: String?
  /// Where in the file: the members from the root (`strings › Hello › localizations › de`), or
  /// the property-list keys; empty for the whole file.
  public let path: [String]
  /// The line and column, for formats that have them (`.xcstrings`, `.strings`).
  public let position: TextPosition?
  /// What is wrong, and what to do about it.
  public let problem: String

  public init(file: String, key: String? = nil, path: [String] = [], position: TextPosition? = nil, problem: String) {
    self.file = file
    self.key = key
    self.path = path
    self.position = position
    self.problem = problem
  }

  init(file: URL, key: String? = nil, path: [String] = [], position: TextPosition? = nil, problem: String) {
    self.init(file: file.path, key: key, path: path, position: position, problem: problem)
  }

  public var description: String {
    var text = file
    if let position { text += ":\(position.line):\(position.column)" }
    text += ":"
    if let key { text += " key \"\(key)\"" }
    if !path.isEmpty { text += (key == nil ? " " : ", ") + "at " + path.joined(separator: " › ") }
    if key != nil || !path.isEmpty { text += ":" }
    return text + " " + problem
  }
}

/// Arguments that do not fit a format: too few, or of a kind the specifier cannot show.
///
/// ```swift
/// try StringFormatter(locale: Locale(identifier: "en")).format("%lld items", [.string("x")])
/// // throws: argument 1 for '%lld' in "%lld items" is a string; the specifier needs a whole
/// // number. Pass .integer, or use %f or %@.
/// ```
public struct StringFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The format being filled.
  public let format: String
  /// The specifier that could not be filled, as written (`%2$lld`).
  public let specifier: String
  /// The 1-based argument number the specifier refers to.
  public let argumentNumber: Int
  /// What is wrong, and what to do.
  public let problem: String

  public var description: String {
    "argument \(argumentNumber) for '\(specifier)' in \"\(format)\" \(problem)"
  }
}
