import DarkroomJSON

/// A request or result file the tool and the host cannot use: missing, unreadable, not JSON,
/// or with a value that is not what it should be. The message names the file and the value.
///
/// ```swift
/// do { _ = try HostRequest.read(from: path) } catch { print(error.message) }
/// ```
public struct HostFileError: Error, Equatable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// Reads a file's JSON object member by member, each failure naming the file and the member.
struct HostFileReader {
  let file: String

  func wrong(_ member: String, _ expectation: String) -> HostFileError {
    HostFileError("\(file): '\(member)' must be \(expectation); write the file again with the darkroom tool")
  }

  func string(_ object: JSONValue, _ member: String) throws(HostFileError) -> String {
    guard let text = object[member]?.string else { throw wrong(member, "a string") }
    return text
  }

  func optionalString(_ object: JSONValue, _ member: String) throws(HostFileError) -> String? {
    guard let value = object[member], value != .null else { return nil }
    guard let text = value.string else { throw wrong(member, "a string or null") }
    return text
  }

  func strings(_ object: JSONValue, _ member: String) throws(HostFileError) -> [String] {
    guard let value = object[member] else { return [] }
    guard let items = value.array else { throw wrong(member, "an array of strings") }
    var texts: [String] = []
    for item in items {
      guard let text = item.string else { throw wrong(member, "an array of strings") }
      texts.append(text)
    }
    return texts
  }

  func bool(_ object: JSONValue, _ member: String, default fallback: Bool) throws(HostFileError) -> Bool {
    guard let value = object[member] else { return fallback }
    guard let flag = value.bool else { throw wrong(member, "true or false") }
    return flag
  }

  func optionalBool(_ object: JSONValue, _ member: String) throws(HostFileError) -> Bool? {
    guard let value = object[member], value != .null else { return nil }
    guard let flag = value.bool else { throw wrong(member, "true, false or null") }
    return flag
  }

  func number(_ object: JSONValue, _ member: String, in range: ClosedRange<Double>) throws(HostFileError) -> Double {
    guard let number = object[member]?.double, range.contains(number) else {
      throw wrong(member, "a number from \(JSONValue.number(range.lowerBound).text()) to \(JSONValue.number(range.upperBound).text())")
    }
    return number
  }

  func int(_ object: JSONValue, _ member: String, in range: ClosedRange<Int>) throws(HostFileError) -> Int {
    guard let number = object[member]?.int, range.contains(number) else {
      throw wrong(member, "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  func object(_ object: JSONValue, _ member: String) throws(HostFileError) -> JSONValue {
    guard let value = object[member] else { return .object([]) }
    guard value.fields != nil else { throw wrong(member, "an object") }
    return value
  }

  /// The file's JSON object, after checking its format version.
  func root(_ bytes: [UInt8], version: Int) throws(HostFileError) -> JSONValue {
    let value: JSONValue
    do { value = try JSONValue.parse(bytes, source: file) } catch { throw HostFileError(error.description) }
    guard value.fields != nil else { throw HostFileError("\(file) must hold a JSON object") }
    guard value["format"]?.int == version else {
      throw HostFileError(
        "\(file) is format \(value["format"].map { $0.text() } ?? "none"), and this Darkroom reads format \(version): "
          + "build the package's tests with the same Darkroom as the darkroom tool")
    }
    return value
  }
}
