import Foundation

/// `os_log`'s `printf`-style format strings, with Apple's `{public}`/`{private}` annotations.
/// Each specifier is formatted on its own with its one argument, so a specifier without an
/// argument stays as written and a string given to `%s` is never read as a C pointer.
enum LogFormat {
  static func render(_ format: String, _ args: [any CVarArg]) -> String {
    var output = ""
    var remaining = args[...]
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      guard let specifier = Specifier(format, at: index) else {
        output.append(contentsOf: format[index...])
        break
      }
      index = specifier.end
      output += specifier.render(&remaining)
    }
    return output
  }

  /// One `%…` specifier: its annotation, its `printf` text without the annotation, and its
  /// conversion character.
  struct Specifier {
    var annotation: [String] = []
    var printf = "%"
    var conversion: Character = "%"
    var end: String.Index
    var asterisks = 0

    init?(_ format: String, at start: String.Index) {
      var index = format.index(after: start)
      end = index
      if index < format.endIndex, format[index] == "{" {
        guard let close = format[index...].firstIndex(of: "}") else { return nil }
        annotation = format[format.index(after: index)..<close].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        index = format.index(after: close)
      }
      while index < format.endIndex {
        let character = format[index]
        index = format.index(after: index)
        if "-+ #0'.123456789hlqLjzt".contains(character) {
          printf.append(character)
        } else if character == "*" {
          asterisks += 1
          printf.append(character)
        } else {
          conversion = character
          printf.append(character)
          end = index
          return
        }
      }
      return nil
    }

    var privacy: OSLogPrivacy {
      let words = Set(annotation.map { $0.lowercased() })
      let mask: OSLogPrivacy.Mask = words.contains("mask.hash") ? .hash : .none
      if words.contains("public") { return .public }
      if words.contains("private") { return .private(mask: mask) }
      if words.contains("sensitive") { return .sensitive(mask: mask) }
      return .auto(mask: mask)
    }

    func render(_ args: inout ArraySlice<any CVarArg>) -> String {
      if conversion == "%" { return "%" }
      // Widths and precisions given as `*` take an argument each, as in `printf`.
      var text = printf
      for _ in 0..<asterisks {
        guard let width = args.popFirst() else { return printf }
        if let range = text.range(of: "*") {
          text.replaceSubrange(range, with: String(describing: width))
        }
      }
      guard conversion != "n" else { return "" }
      guard let argument = args.popFirst() else { return text }
      if "@sS".contains(conversion) {
        return privacy.apply(to: String(describing: argument), scalar: false)
      }
      // Apple's value decorators: `%{bool}d` writes true/false, `%{BOOL}d` YES/NO.
      if annotation.contains("bool") { return privacy.apply(to: truth(argument, "true", "false"), scalar: true) }
      if annotation.contains("BOOL") { return privacy.apply(to: truth(argument, "YES", "NO"), scalar: true) }
      return privacy.apply(to: String(format: text, argument), scalar: true)
    }

    private func truth(_ argument: any CVarArg, _ yes: String, _ no: String) -> String {
      if let value = argument as? Bool { return value ? yes : no }
      if let value = argument as? any BinaryInteger { return isNonZero(value) ? yes : no }
      return String(describing: argument)
    }

    private func isNonZero<T: BinaryInteger>(_ value: T) -> Bool {
      value != 0
    }
  }
}
