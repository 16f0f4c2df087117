import Foundation

/// Writes any value as an indented tree that is the same in every run, process and machine.
///
/// - Leaves are `- label: value`; values with parts are `▿ label: Header` with their parts
///   indented below.
/// - Collections keep their order; dictionaries are sorted by key and sets by element, both
///   by their written form, because their iteration order changes from run to run.
/// - Memory addresses and anonymous-context markers in type names are left out.
/// - Dates are UTC ISO 8601; `URL`, `UUID` and `Data` have short forms.
enum DeterministicDump {
  static func render(_ value: Any) -> String {
    var writer = Writer()
    writer.write(value, label: nil, depth: 0)
    return writer.output
  }

  /// The written form of a value whose parts are not shown, or `nil` for one with parts.
  static func leaf(_ value: Any, _ mirror: Mirror) -> String? {
    switch value {
    case let convertible as AnySnapshotStringConvertible:
      return type(of: convertible).renderChildren ? nil : convertible.snapshotDescription
    case let string as String: return quoted(string)
    case let string as Substring: return quoted(String(string))
    case let character as Character: return quoted(String(character))
    case let date as Date: return iso8601(date)
    case let url as URL: return url.absoluteString
    case let uuid as UUID: return uuid.uuidString
    case let data as Data: return "\(data.count) bytes"
    case let type as Any.Type: return typeName(type)
    default: break
    }
    switch mirror.displayStyle {
    case .collection, .dictionary, .set, .optional, .tuple: return nil
    case .enum where !mirror.children.isEmpty && !(value is CustomStringConvertible): return nil
    case .enum: return value is CustomStringConvertible ? withoutAddresses("\(value)") : "\(typeName(type(of: value))).\(value)"
    default:
      if let convertible = value as? CustomStringConvertible { return withoutAddresses(convertible.description) }
      if mirror.children.isEmpty, mirror.superclassMirror == nil { return typeName(type(of: value)) }
      return nil
    }
  }

  struct Writer {
    var output = ""
    private var visiting: Set<ObjectIdentifier> = []

    mutating func write(_ value: Any, label: String?, depth: Int) {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        if let wrapped = mirror.children.first?.value {
          write(wrapped, label: label, depth: depth)
        } else {
          line("-", label, "nil", depth)
        }
        return
      }
      if let leaf = DeterministicDump.leaf(value, mirror) {
        line("-", label, leaf, depth)
        return
      }

      switch mirror.displayStyle {
      case .collection:
        line("▿", label, count(mirror.children.count, "element"), depth)
        for child in mirror.children { write(child.value, label: nil, depth: depth + 1) }
      case .set:
        line("▿", label, count(mirror.children.count, "member"), depth)
        for element in sortedByRendering(mirror.children.map(\.value)) {
          output += element.rendering(indentedBy: depth + 1)
        }
      case .dictionary:
        line("▿", label, count(mirror.children.count, "key/value pair"), depth)
        writeDictionaryEntries(mirror, depth: depth + 1)
      case .tuple:
        line("▿", label, "(\(count(mirror.children.count, "element")))", depth)
        for child in mirror.children { write(child.value, label: child.label, depth: depth + 1) }
      case .enum:
        let child = mirror.children.first!
        line("▿", label, "\(typeName(type(of: value))).\(child.label ?? "")", depth)
        let payload = Mirror(reflecting: child.value)
        if payload.displayStyle == .tuple {
          for element in payload.children {
            write(element.value, label: element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, depth: depth + 1)
          }
        } else {
          write(child.value, label: nil, depth: depth + 1)
        }
      default:
        writeObject(value, mirror, label: label, depth: depth)
      }
    }

    private mutating func writeObject(_ value: Any, _ mirror: Mirror, label: String?, depth: Int) {
      let name = typeName(type(of: value))
      var identity: ObjectIdentifier?
      if mirror.displayStyle == .class {
        let id = ObjectIdentifier(value as AnyObject)
        if visiting.contains(id) {
          line("-", label, "\(name) (refers back to an object above)", depth)
          return
        }
        visiting.insert(id)
        identity = id
      }
      line("▿", label, name, depth)
      var mirrors: [Mirror] = [mirror]
      while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
      for level in mirrors.reversed() {
        for child in level.children { write(child.value, label: child.label, depth: depth + 1) }
      }
      if let identity { visiting.remove(identity) }
    }

    private mutating func writeDictionaryEntries(_ mirror: Mirror, depth: Int) {
      struct Entry { var key: Any; var value: Any; var keyText: String }
      let entries: [Entry] = mirror.children.map { child in
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        return Entry(key: pair[0], value: pair[1], keyText: DeterministicDump.render(pair[0]))
      }
      for entry in entries.sorted(by: { $0.keyText < $1.keyText }) {
        let keyMirror = Mirror(reflecting: entry.key)
        if let keyLeaf = DeterministicDump.leaf(entry.key, keyMirror) {
          write(entry.value, label: keyLeaf, depth: depth)
        } else {
          line("▿", nil, "(key/value pair)", depth)
          write(entry.key, label: "key", depth: depth + 1)
          write(entry.value, label: "value", depth: depth + 1)
        }
      }
    }

    private mutating func line(_ marker: String, _ label: String?, _ text: String, _ depth: Int) {
      output += String(repeating: "  ", count: depth) + marker + " "
      if let label { output += label + ": " }
      output += text + "\n"
    }
  }

  private struct Rendered {
    var text: String
    func rendering(indentedBy depth: Int) -> String {
      let indent = String(repeating: "  ", count: depth)
      return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { indent + $0 + "\n" }.joined()
    }
  }

  private static func sortedByRendering(_ values: [Any]) -> [Rendered] {
    values.map { Rendered(text: render($0)) }.sorted { $0.text < $1.text }
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  static func iso8601(_ date: Date) -> String {
    let hasFraction = date.timeIntervalSinceReferenceDate.rounded(.down) != date.timeIntervalSinceReferenceDate
    return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: hasFraction, timeZone: .gmt))
  }

  /// The type's name without module-private markers such as `(unknown context at $7f…)`.
  static func typeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    while let start = name.range(of: "(unknown context at $") {
      guard let end = name[start.upperBound...].firstIndex(of: ")") else { break }
      var upper = name.index(after: end)
      if upper < name.endIndex, name[upper] == "." { upper = name.index(after: upper) }
      name.removeSubrange(start.lowerBound..<upper)
    }
    return name
  }

  /// Text with hexadecimal memory addresses (`0x00007f…`) taken out.
  static func withoutAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = text[...]
    while let marker = rest.range(of: "0x") {
      let digits = rest[marker.upperBound...].prefix(while: \.isHexDigit)
      result += rest[..<marker.lowerBound]
      if digits.count >= 6 {
        // An address, often written as ": 0x…" after a type name.
        while result.hasSuffix(" ") || result.hasSuffix(":") { result.removeLast() }
      } else {
        result += rest[marker.lowerBound..<digits.endIndex]
      }
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }
}
