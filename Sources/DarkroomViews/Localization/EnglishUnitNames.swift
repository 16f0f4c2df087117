import Foundation

#if !canImport(Darwin)
  extension RelativeUnit {
    /// The unit's full English name ("hour", "hours"), as both formatters write it.
    func englishName(plural: Bool) -> String {
      let singular: String
      switch self {
      case .year: singular = "year"
      case .month: singular = "month"
      case .week: singular = "week"
      case .day: singular = "day"
      case .hour: singular = "hour"
      case .minute: singular = "minute"
      case .second: singular = "second"
      }
      return plural ? singular + "s" : singular
    }

    /// The unit's narrowest English abbreviation ("h", "mo"), as both formatters write it.
    var englishNarrowName: String {
      switch self {
      case .year: "y"
      case .month: "mo"
      case .week: "w"
      case .day: "d"
      case .hour: "h"
      case .minute: "m"
      case .second: "s"
      }
    }
  }

  /// Numbers as English words, for the formatters' spelled-out styles.
  enum EnglishNumber {
    static func spelledOut(_ number: NSNumber) -> String {
      let formatter = NumberFormatter()
      formatter.numberStyle = .spellOut
      formatter.locale = Locale(identifier: "en_US")
      return formatter.string(from: number) ?? number.stringValue
    }
  }
#endif
