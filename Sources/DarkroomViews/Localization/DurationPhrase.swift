import Foundation

#if !canImport(Darwin)
  /// A `DurationLayout` written in one of `DateComponentsFormatter`'s styles, with English's
  /// unit names as Apple's formatter writes them (CLDR's English duration units).
  struct DurationPhrase {
    let style: DateComponentsFormatter.UnitsStyle
    let pad: Bool

    func text(_ layout: DurationLayout, shown: [Int]) -> String {
      let sign = layout.negative && shown.contains(where: { layout.counts[$0] != 0 }) ? "-" : ""
      if style == .positional {
        let fields = shown.enumerated().map { position, index in
          let value = Int(layout.counts[index].rounded())
          return position == 0 && !pad ? String(value) : (value < 10 ? "0\(value)" : String(value))
        }
        return sign + fields.joined(separator: ":")
      }
      let amounts = shown.map { amount(layout.counts[$0], layout.units[$0]) }
      let separator = style == .abbreviated || style == .brief ? " " : ", "
      return sign + amounts.joined(separator: separator)
    }

    private func amount(_ count: Double, _ unit: DurationUnit) -> String {
      let one = count == 1
      switch style {
      case .positional, .full: return "\(number(count)) \(fullName(unit, one: one))"
      case .spellOut: return "\(spelledOut(count)) \(fullName(unit, one: one))"
      case .short: return "\(number(count)) \(shortName(unit, one: one))"
      case .abbreviated: return number(count) + narrowName(unit)
      case .brief: return number(count) + briefName(unit)
      }
    }

    private func fullName(_ unit: DurationUnit, one: Bool) -> String {
      unit.englishName(plural: !one)
    }

    private func shortName(_ unit: DurationUnit, one: Bool) -> String {
      switch unit {
      case .year: one ? "yr" : "yrs"
      case .month: one ? "mth" : "mths"
      case .week: one ? "wk" : "wks"
      case .day: one ? "day" : "days"
      case .hour: "hr"
      case .minute: "min"
      case .second: "sec"
      }
    }

    private func narrowName(_ unit: DurationUnit) -> String { unit.englishNarrowName }

    private func briefName(_ unit: DurationUnit) -> String {
      switch unit {
      case .year: "yr"
      case .month: "mth"
      case .week: "wk"
      case .day: "d"
      case .hour: "hr"
      case .minute: "min"
      case .second: "sec"
      }
    }

    private func number(_ count: Double) -> String {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.locale = Locale(identifier: "en_US")
      formatter.maximumFractionDigits = 2
      return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    private func spelledOut(_ count: Double) -> String {
      EnglishNumber.spelledOut(NSNumber(value: count))
    }
  }
#endif
