import Foundation

#if !canImport(Darwin)
  /// Foundation's `RelativeDateTimeFormatter`, which Foundation on Linux does not declare: a
  /// date told relative to another, in English as Apple's formatter writes it ("2 hours
  /// ago", "in 3 days", "yesterday"). The largest calendar unit that differs is told, its
  /// count truncated, as Apple does. Other locales are kept and read back, but written in
  /// English, since the phrases come from no locale data here.
  ///
  /// ```swift
  /// let formatter = RelativeDateTimeFormatter()
  /// formatter.unitsStyle = .short
  /// Text(formatter.localizedString(for: post.date, relativeTo: .now))
  /// ```
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a count is written as a number or, where English has one, a word
    /// ("yesterday", "last week").
    public enum DateTimeStyle: Int, Sendable {
      case numeric, named
    }

    /// How long the unit's name is.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full
      /// "two hours ago".
      case spellOut
      /// "2 hr. ago".
      case short
      /// "2h ago".
      case abbreviated
    }

    /// Numbers or words: numbers unless set.
    open var dateTimeStyle = DateTimeStyle.numeric
    /// The length of unit names: full unless set.
    open var unitsStyle = UnitsStyle.full
    /// Where the phrase sits; `.beginningOfSentence` capitalizes its first letter.
    open var formattingContext = Formatter.Context.unknown
    /// The calendar that counts the units between two dates.
    open var calendar: Calendar! = .current
    /// The locale asked for; phrases are English whatever it is.
    open var locale: Locale! = .current

    public override init() {
      super.init()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// `date` told relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
      return localizedString(from: (calendar ?? .current).dateComponents(units, from: referenceDate, to: date))
    }

    /// A date `timeInterval` seconds from now (before it when negative) told relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero unit of `dateComponents` told as a phrase.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let counts: [(RelativeUnit, Int?)] = [
        (.year, dateComponents.year), (.month, dateComponents.month),
        (.week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear), (.day, dateComponents.day),
        (.hour, dateComponents.hour), (.minute, dateComponents.minute), (.second, dateComponents.second),
      ]
      var phrase = RelativePhrase(unit: .second, count: 0).text(unitsStyle, named: dateTimeStyle == .named)
      for (unit, count) in counts {
        if let count, count != 0 {
          phrase = RelativePhrase(unit: unit, count: count).text(unitsStyle, named: dateTimeStyle == .named)
          break
        }
      }
      guard formattingContext == .beginningOfSentence, let first = phrase.first else { return phrase }
      return first.uppercased() + phrase.dropFirst()
    }

    /// A date told relative to now; anything else has no string.
    open override func string(for obj: Any?) -> String? {
      guard let date = obj as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }
  }

  /// A calendar unit as the relative and duration formatters name it, largest first.
  enum RelativeUnit: CaseIterable {
    case year, month, week, day, hour, minute, second
  }
#endif
