import Foundation

/// Writes any value as an indented tree: the text swift-snapshot-testing's `.dump` writes, so
/// that references recorded with it match byte for byte.
///
/// - A value with parts is `▿ label: Header` with its parts two spaces deeper; one without is
///   `- label: Header`.
/// - Headers: `N elements` for collections, `N key/value pairs` for dictionaries, `N members`
///   for sets, `(N elements)` for tuples, the wrapped type for optionals (`Optional<T>.none`
///   when empty), a type's own `description` when it has one, else its type name
///   (`Type.case` for an enum case without payload).
/// - The parts of structs, classes, dictionaries and sets are sorted by their written form
///   (labels first), because dictionaries and sets change order between runs.
/// - A class met again below itself is written `label (circular reference detected)`.
/// - ``AnySnapshotStringConvertible`` types write their own text; memory addresses
///   (`0x7f…`) are taken out of the text of objects.
enum DeterministicDump {
  static func render(_ value: Any) -> String {
    node(value, label: nil, depth: 0, ancestors: [])
  }

  private static func node(
    _ value: Any, label: String?, depth: Int, ancestors: Set<ObjectIdentifier>
  ) -> String {
    let indentation = String(repeating: " ", count: depth)
    let named = label.map { "\($0): " } ?? ""
    let mirror = Mirror(reflecting: value)
    var children = Array(mirror.children)
    var ancestors = ancestors
    let bullet = children.isEmpty ? "-" : "▿"

    let header: String
    switch mirror.displayStyle {
    case .collection?:
      header = counted(children.count, "element", "elements")
    case .dictionary?:
      header = counted(children.count, "key/value pair", "key/value pairs")
      children = sorted(children, ancestors)
    case .set?:
      header = counted(children.count, "member", "members")
      children = sorted(children, ancestors)
    case .tuple?:
      header = "(" + counted(children.count, "element", "elements") + ")"
    case .optional?:
      header = typeName(mirror.subjectType) + (children.isEmpty ? ".none" : "")
    default:
      if let custom = value as? AnySnapshotStringConvertible {
        guard type(of: custom).renderChildren else {
          return "\(indentation)- \(named)\(custom.snapshotDescription)\n"
        }
        header = custom.snapshotDescription
      } else if let describable = value as? CustomStringConvertible {
        header = withoutAddresses(describable.description, minimumDigits: 8)
      } else if mirror.displayStyle == .class {
        let identity = ObjectIdentifier(value as AnyObject)
        if ancestors.contains(identity) {
          return "\(indentation)\(bullet) \(label ?? "value") (circular reference detected)\n"
        }
        ancestors.insert(identity)
        header = typeName(mirror.subjectType)
        children = sorted(children, ancestors)
      } else if mirror.displayStyle == .struct {
        header = typeName(mirror.subjectType)
        children = sorted(children, ancestors)
      } else if mirror.displayStyle == .enum {
        header = typeName(mirror.subjectType) + (children.isEmpty ? ".\(value)" : "")
      } else {
        header = withoutAddresses(String(describing: value), minimumDigits: 8)
      }
    }

    var text = "\(indentation)\(bullet) \(named)\(header)\n"
    for child in children {
      text += node(child.value, label: child.label, depth: depth + 2, ancestors: ancestors)
    }
    return text
  }

  /// Parts in the order of their written form, label included, as swift-snapshot-testing
  /// sorts them (so struct properties come out alphabetically).
  private static func sorted(_ children: [Mirror.Child], _ ancestors: Set<ObjectIdentifier>) -> [Mirror.Child] {
    children
      .map { child in (child, node((label: child.label, value: child.value), label: nil, depth: 0, ancestors: ancestors)) }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }

  static func typeName(_ type: Any.Type) -> String {
    withoutLocalMarkers(String(describing: type))
  }

  /// A type's name without the ` #1` that can mark a type declared inside a function.
  static func withoutLocalMarkers(_ name: String) -> String {
    guard name.contains(" #") else { return name }
    var result = ""
    var rest = name[...]
    while let marker = rest.range(of: " #") {
      let digits = rest[marker.upperBound...].prefix(while: \.isASCIIDigit)
      result += rest[..<marker.lowerBound]
      if digits.isEmpty { result += rest[marker] }
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }

  /// Text with hexadecimal memory addresses (`: 0x00007f…`) taken out, spaces after them kept.
  /// Only runs of at least `minimumDigits` lowercase hex digits count as addresses, so that
  /// numbers a type writes in hex (`0x2A`) stay.
  static func withoutAddresses(_ text: String, minimumDigits: Int) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = text[...]
    while let marker = rest.range(of: "0x") {
      let digits = rest[marker.upperBound...].prefix(while: { $0.isASCIIDigit || ("a"..."f").contains($0) })
      result += rest[..<marker.lowerBound]
      if digits.count >= minimumDigits, !digits.isEmpty {
        while result.last?.isWhitespace == true { result.removeLast() }
        if result.last == ":" { result.removeLast() }
      } else {
        result += rest[marker.lowerBound..<digits.endIndex]
      }
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
