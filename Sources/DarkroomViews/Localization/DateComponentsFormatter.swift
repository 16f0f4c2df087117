import Foundation

#if !canImport(Darwin)
  /// Foundation's `DateComponentsFormatter`, which Foundation on Linux declares unavailable: a
  /// length of time told in units, in English as Apple's formatter writes it ("1:02:05",
  /// "1h 2m 5s", "1 hr, 2 min, 5 sec", "1 hour, 2 minutes, 5 seconds"). The smallest allowed unit
  /// is rounded to the nearest whole one; `maximumUnitCount` drops the smaller units. Only
  /// English is written: a calendar's locale and other languages are not followed, since the
  /// unit names come from no locale data here. Lengths in years and months are counted with
  /// `calendar` from `referenceDate` (now when unset); the other units have fixed lengths.
  ///
  /// ```swift
  /// let formatter = DateComponentsFormatter()
  /// formatter.allowedUnits = [.hour, .minute, .second]
  /// formatter.unitsStyle = .abbreviated
  /// Text(formatter.string(from: track.duration) ?? "")
  /// ```
  open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
      /// "1:02:05".
      case positional = 0
      /// "1h 2m 5s".
      case abbreviated
      /// "1 hr, 2 min, 5 sec".
      case short
      /// "1 hour, 2 minutes, 5 seconds".
      case full
      /// "one hour, two minutes, five seconds".
      case spellOut
      /// "1hr 2min 5sec".
      case brief
    }

    /// Which units whose value is zero are left out, or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt

      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Nothing is dropped.
      public static let none = ZeroFormattingBehavior([])
      /// Positional styles drop leading zero units and pad the rest; other styles drop every
      /// zero unit.
      public static let `default` = ZeroFormattingBehavior(rawValue: 1)
      /// Zero units before the first non-zero one are dropped.
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
      /// Zero units between non-zero ones are dropped.
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
      /// Zero units after the last non-zero one are dropped.
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
      /// Every zero unit is dropped.
      public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
      /// Every allowed unit is written, positional ones with two digits.
      public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// How units are written: positional unless set.
    open var unitsStyle = UnitsStyle.positional
    /// The units a length is told in; empty means years down to seconds, weeks included.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are dropped.
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The calendar that counts years and months.
    open var calendar: Calendar? = .current
    /// The date lengths in years and months are counted from; now when unset.
    open var referenceDate: Date?
    /// Whether the last unit written keeps a fraction ("1.5h") rather than being rounded.
    open var allowsFractionalUnits = false
    /// How many units are written at most; zero means no limit.
    open var maximumUnitCount = 0
    /// Whether a largest unit of exactly one is told in the next unit ("65 seconds").
    open var collapsesLargestUnit = false
    /// Whether the text starts with "About".
    open var includesApproximationPhrase = false
    /// Whether the text ends with "remaining".
    open var includesTimeRemainingPhrase = false
    /// Where the text sits; `.beginningOfSentence` capitalizes its first letter.
    open var formattingContext = Formatter.Context.unknown

    public override init() {
      super.init()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// A length of `ti` seconds.
    open func string(from ti: TimeInterval) -> String? {
      guard ti.isFinite else { return nil }
      let units = DurationUnit.resolved(allowedUnits)
      if units.contains(where: { $0.seconds == nil }) {
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
      }
      return text(DurationLayout(seconds: ti, units: units, fractional: allowsFractionalUnits))
    }

    /// The length between `startDate` and `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
      let units = DurationUnit.resolved(allowedUnits)
      guard units.contains(where: { $0.seconds == nil }) else {
        return text(DurationLayout(seconds: endDate.timeIntervalSince(startDate), units: units, fractional: allowsFractionalUnits))
      }
      let counting = calendar ?? .current
      let negative = endDate < startDate
      let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
      var end = to
      if let step = units.last?.seconds {
        end = from.addingTimeInterval((to.timeIntervalSince(from) / step).rounded() * step)
      }
      let parts = counting.dateComponents(Set(units.map(\.component)), from: from, to: end)
      let counts = units.map { Double(parts.value(for: $0.component) ?? 0) }
      return text(DurationLayout(units: units, counts: counts, negative: negative))
    }

    /// The length `components` make, told in the allowed units.
    open func string(from components: DateComponents) -> String? {
      let units = DurationUnit.resolved(allowedUnits)
      let calendarCounted = (components.year ?? 0) != 0 || (components.month ?? 0) != 0
      if calendarCounted || units.contains(where: { $0.seconds == nil }) {
        let counting = calendar ?? .current
        let start = referenceDate ?? Date()
        guard let end = counting.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
      }
      return string(from: DurationUnit.seconds(in: components))
    }

    /// `components` written in `unitsStyle`, in the units they hold.
    open class func localizedString(from components: DateComponents, unitsStyle: DateComponentsFormatter.UnitsStyle) -> String? {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = unitsStyle
      let held = DurationUnit.allCases.filter { components.value(for: $0.component) != nil }
      formatter.allowedUnits = NSCalendar.Unit(held.map(\.calendarUnit))
      return formatter.string(from: components)
    }

    /// Date components, or a number of seconds, as a length; anything else has no string.
    open override func string(for obj: Any?) -> String? {
      switch obj {
      case let components as DateComponents: return string(from: components)
      case let seconds as Double: return string(from: seconds)
      case let seconds as Int: return string(from: TimeInterval(seconds))
      case let number as NSNumber: return string(from: number.doubleValue)
      default: return nil
      }
    }

    private func text(_ layout: DurationLayout) -> String {
      var layout = layout
      if collapsesLargestUnit { layout.collapseLargestUnit() }
      let shown = layout.shownIndices(
        behavior: zeroFormattingBehavior, positional: unitsStyle == .positional, maximumUnitCount: maximumUnitCount,
        fractional: allowsFractionalUnits)
      var phrase = DurationPhrase(style: unitsStyle, pad: zeroFormattingBehavior.contains(.pad)).text(layout, shown: shown)
      if includesApproximationPhrase { phrase = "About " + phrase }
      if includesTimeRemainingPhrase { phrase += " remaining" }
      guard formattingContext == .beginningOfSentence, let first = phrase.first else { return phrase }
      return first.uppercased() + phrase.dropFirst()
    }
  }
#endif
