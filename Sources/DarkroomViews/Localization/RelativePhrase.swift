import Foundation

#if !canImport(Darwin)
  /// One count of one unit as English writes it relative to now, in each of
  /// `RelativeDateTimeFormatter`'s styles; the words are CLDR's English ones, as Apple's
  /// formatter uses.
  struct RelativePhrase {
    let unit: RelativeUnit
    let count: Int

    func text(_ style: RelativeDateTimeFormatter.UnitsStyle, named: Bool) -> String {
      if named, let word = namedWord(short: style == .short || style == .abbreviated) { return word }
      let magnitude = count.magnitude
      let amount: String
      switch style {
      case .full: amount = "\(magnitude) \(fullName(magnitude))"
      case .spellOut: amount = "\(spelledOut(magnitude)) \(fullName(magnitude))"
      case .short: amount = "\(magnitude) \(shortName(magnitude))"
      case .abbreviated: amount = "\(magnitude)\(narrowName)"
      }
      // Zero is "in 0 seconds", as Apple writes it.
      return count < 0 ? "\(amount) ago" : "in \(amount)"
    }

    private func fullName(_ magnitude: UInt) -> String {
      unit.englishName(plural: magnitude != 1)
    }

    private func shortName(_ magnitude: UInt) -> String {
      switch unit {
      case .year: "yr."
      case .month: "mo."
      case .week: "wk."
      case .day: magnitude == 1 ? "day" : "days"
      case .hour: "hr."
      case .minute: "min."
      case .second: "sec."
      }
    }

    private var narrowName: String { unit.englishNarrowName }

    /// English's words for one unit back, none or one ahead, where it has them.
    private func namedWord(short: Bool) -> String? {
      switch (unit, count) {
      case (.day, -1): return "yesterday"
      case (.day, 0): return "today"
      case (.day, 1): return "tomorrow"
      case (.second, 0): return "now"
      case (.hour, 0): return "this hour"
      case (.minute, 0): return "this minute"
      case (.year, _), (.month, _), (.week, _):
        guard (-1...1).contains(count) else { return nil }
        let name = short ? shortName(1) : fullName(1)
        return ["last", "this", "next"][count + 1] + " " + name
      default: return nil
      }
    }

    private func spelledOut(_ magnitude: UInt) -> String {
      EnglishNumber.spelledOut(NSNumber(value: magnitude))
    }
  }
#endif
