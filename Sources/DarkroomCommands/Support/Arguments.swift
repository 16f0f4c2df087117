/// A command's arguments, read one at a time: options (`--name value`, `--name=value`,
/// `--flag`) in any order among positional arguments; `--` ends the options.
struct Arguments {
  private var remaining: [String]
  private(set) var positional: [String] = []

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// The next option name (without its value), collecting positional arguments on the way;
  /// `nil` when nothing is left.
  mutating func nextOption() -> String? {
    while let argument = remaining.first {
      remaining.removeFirst()
      if argument == "--" {
        positional += remaining
        remaining = []
        return nil
      }
      if argument.hasPrefix("-"), argument.count > 1, !isNumber(argument) {
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
          remaining.insert(String(argument[argument.index(after: equals)...]), at: 0)
          pendingInlineValue = true
          return String(argument[..<equals])
        }
        pendingInlineValue = false
        return argument
      }
      positional.append(argument)
    }
    return nil
  }

  private var pendingInlineValue = false

  /// The value of the option just read.
  mutating func value(for option: String) throws(CommandError) -> String {
    guard let value = remaining.first, pendingInlineValue || !value.hasPrefix("--") else {
      throw .usage("\(option) needs a value")
    }
    remaining.removeFirst()
    pendingInlineValue = false
    return value
  }

  /// The value of the option just read, as a number in `range`.
  mutating func number(for option: String, in range: ClosedRange<Double>) throws(CommandError) -> Double {
    let text = try value(for: option)
    guard let number = Double(text), range.contains(number) else {
      throw .usage("\(option) must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), not '\(text)'")
    }
    return number
  }

  /// Fails for a flag that was given a value with `=`.
  mutating func flag(_ option: String) throws(CommandError) {
    if pendingInlineValue { throw .usage("\(option) takes no value") }
  }

  private func isNumber(_ argument: String) -> Bool {
    Double(argument) != nil
  }

  private func format(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }
}
