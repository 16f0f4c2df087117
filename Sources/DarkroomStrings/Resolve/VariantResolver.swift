/// Turns one language's `LocalizedValue` into a single format: picks the device variation,
/// the plural form for the numeric argument, and replaces each `%#@name@` token with its
/// substitution's form (`%arg` becoming a positional conversion of the substitution's
/// argument). What is left still holds the format's own conversions, for `StringFormatter`.
struct VariantResolver {
  let rules: PluralRules
  let device: DeviceClass
  let arguments: [StringArgument]
  /// Names the file and place in errors about the value.
  let origin: (file: String, key: String, language: String)

  private static let maximumNesting = 4
  /// The longest text substitutions may expand to. Each level can repeat the one below, so a
  /// few kilobytes that repeat a substitution would otherwise grow to gigabytes.
  static let maximumExpandedLength = 1 << 16

  func format(for value: LocalizedValue) throws -> (format: String, state: TranslationState?) {
    let (unit, substitutions) = try choose(value, inherited: [:])
    let expanded = try expand(unit.value, substitutions: substitutions, depth: 0)
    return (expanded, unit.state)
  }

  // MARK: Variations

  /// Walks device and plural variations down to a plain value.
  private func choose(
    _ value: LocalizedValue, inherited: [String: Substitution]
  ) throws -> (StringUnit, [String: Substitution]) {
    var node = value
    var substitutions = inherited
    for _ in 0..<16 {
      substitutions.merge(node.substitutions) { _, inner in inner }
      if !node.device.isEmpty {
        if let child = node.device[device] ?? node.device[.other] {
          node = child
          continue
        }
        if let unit = node.unit { return (unit, substitutions) }
        guard let first = node.device.keys.sorted().first, let child = node.device[first] else { break }
        node = child
      } else if !node.plural.isEmpty {
        let (number, specifier) = pluralArgument(node.plural)
        let category = try self.category(number, forms: node.plural, specifier: specifier)
        guard let child = node.plural[category] ?? node.plural[.other] else { break }
        node = child
      } else if let unit = node.unit {
        return (unit, substitutions)
      } else {
        break
      }
    }
    throw StringsFileError(
      file: origin.file, key: origin.key, path: ["localizations", origin.language],
      problem: "has variations that lead to no text; give each variation a \"stringUnit\".")
  }

  /// The argument a plain plural variation is chosen by: the first numeric conversion of its
  /// `other` form, or else the first numeric argument.
  private func pluralArgument(_ forms: [PluralCategory: LocalizedValue]) -> (Int?, FormatSpecifier?) {
    let sample = (forms[.other] ?? forms.values.first)?.allUnits.first?.value ?? ""
    var next = 1
    for piece in FormatSpecifier.parse(sample) {
      guard case .specifier(let specifier) = piece, specifier.takesArgument else { continue }
      let number = specifier.position ?? next
      if specifier.position == nil { next += 1 }
      if specifier.isNumeric { return (number, specifier) }
    }
    let first = arguments.firstIndex { argument in
      if case .integer = argument { return true }
      if case .double = argument { return true }
      return false
    }
    return (first.map { $0 + 1 }, nil)
  }

  /// The plural category of argument `number`. A form for `zero` is used for the number 0 even
  /// in languages whose CLDR rules have no zero category, as Apple's Stringsdict format
  /// documents. A missing or non-numeric argument chooses `other`.
  private func category(
    _ number: Int?, forms: [PluralCategory: LocalizedValue], specifier: FormatSpecifier?
  ) throws -> PluralCategory {
    guard let number, arguments.indices.contains(number - 1) else { return .other }
    let chosen: PluralCategory
    switch arguments[number - 1] {
    case .integer(let value):
      if value == 0, forms[.zero] != nil { return .zero }
      chosen = try rules.category(for: value)
    case .double(let value):
      if value == 0, forms[.zero] != nil { return .zero }
      let digits: Int
      if let specifier, "fF".contains(specifier.conversion) {
        digits = specifier.precision ?? 6
      } else if let specifier, "di".contains(specifier.conversion) {
        digits = 0
      } else {
        digits = Self.visibleFractionDigits(value)
      }
      chosen = try rules.category(for: value, fractionDigits: digits)
    case .string, .date:
      return .other
    }
    return forms[chosen] != nil ? chosen : .other
  }

  private static func visibleFractionDigits(_ value: Double) -> Int {
    let text = "\(value)"
    guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return 0 }
    let fraction = text[text.index(after: dot)...]
    return fraction == "0" ? 0 : fraction.count
  }

  // MARK: Substitutions

  private func expand(_ format: String, substitutions: [String: Substitution], depth: Int) throws -> String {
    let pieces = FormatSpecifier.parse(format)
    guard pieces.contains(where: { $0.substitutionName != nil }) else { return format }
    guard depth < Self.maximumNesting else {
      throw StringsFileError(
        file: origin.file, key: origin.key, path: ["localizations", origin.language, "substitutions"],
        problem: "nests substitutions more than \(Self.maximumNesting) deep; a substitution probably refers to itself.")
    }
    var output = ""
    var next = 1
    for piece in pieces {
      switch piece {
      case .literal(let text):
        output += text
      case .specifier(let specifier) where !specifier.takesArgument:
        output += specifier.text
      case .specifier(let specifier):
        guard let name = specifier.substitutionName else {
          output += specifier.positional(specifier.position ?? next)
          if specifier.position == nil { next += 1 }
          continue
        }
        guard let substitution = substitutions[name] else {
          throw StringsFileError(
            file: origin.file, key: origin.key, path: ["localizations", origin.language, "substitutions"],
            problem: "the text uses %#@\(name)@ but there is no substitution named \"\(name)\"; add it or fix the token.")
        }
        let number = specifier.position ?? substitution.argumentNumber ?? next
        if specifier.position == nil { next += 1 }
        let written = FormatSpecifier.parse("%" + substitution.formatSpecifier).first
        let numeric: FormatSpecifier? = if case .specifier(let spec) = written { spec } else { nil }
        let category = try self.category(number, forms: substitution.plural, specifier: numeric)
        guard let form = substitution.plural[category] ?? substitution.plural[.other] else { continue }
        let (unit, _) = try choose(form, inherited: substitutions)
        output += try expandForm(unit.value, argument: number, specifier: substitution.formatSpecifier, next: &next)
        guard output.utf8.count <= Self.maximumExpandedLength else {
          throw StringsFileError(
            file: origin.file, key: origin.key, path: ["localizations", origin.language, "substitutions"],
            problem: "expands to more than \(Self.maximumExpandedLength) bytes of text; a substitution probably repeats itself or another one.")
        }
      }
    }
    return try expand(output, substitutions: substitutions, depth: depth + 1)
  }

  /// A substitution's chosen form: `%arg` becomes `%<argument>$<specifier>`; in forms without
  /// `%arg` (the Stringsdict way), the first unnumbered conversion is the substituted number,
  /// and any further ones take the next arguments.
  private func expandForm(_ text: String, argument: Int, specifier: String, next: inout Int) throws -> String {
    let pieces = FormatSpecifier.parse(text, substitutionArgument: true)
    var firstIsArgument = !pieces.contains { if case .specifier(let s) = $0 { s.isSubstitutionArgument } else { false } }
    var output = ""
    for piece in pieces {
      switch piece {
      case .literal(let literal): output += literal
      case .specifier(let spec) where spec.isSubstitutionArgument: output += "%\(argument)$\(specifier)"
      case .specifier(let spec) where !spec.takesArgument || spec.position != nil: output += spec.text
      case .specifier(let spec) where spec.substitutionName != nil: output += spec.text
      case .specifier(let spec):
        if firstIsArgument {
          output += spec.positional(argument)
          firstIsArgument = false
        } else {
          output += spec.positional(next)
          next += 1
        }
      }
    }
    return output
  }
}
