import Foundation

#if !canImport(Darwin)
  /// The units `DateComponentsFormatter` tells lengths in are the relative formatter's.
  typealias DurationUnit = RelativeUnit

  extension RelativeUnit {
    /// The unit's fixed length; years and months have none, as their lengths depend on the date.
    var seconds: Double? {
      switch self {
      case .year, .month: nil
      case .week: 604_800
      case .day: 86_400
      case .hour: 3_600
      case .minute: 60
      case .second: 1
      }
    }

    /// The calendar's component and unit for this unit; weeks are weeks of the month, as
    /// Apple's formatter counts them.
    private var calendarNames: (component: Calendar.Component, unit: NSCalendar.Unit) {
      switch self {
      case .year: (.year, .year)
      case .month: (.month, .month)
      case .week: (.weekOfMonth, .weekOfMonth)
      case .day: (.day, .day)
      case .hour: (.hour, .hour)
      case .minute: (.minute, .minute)
      case .second: (.second, .second)
      }
    }

    var component: Calendar.Component { calendarNames.component }

    var calendarUnit: NSCalendar.Unit { calendarNames.unit }

    /// How many of `smaller` one of this unit holds, where that is fixed.
    func ratio(to smaller: DurationUnit) -> Double? {
      if self == .year && smaller == .month { return 12 }
      guard let mine = seconds, let theirs = smaller.seconds else { return nil }
      return mine / theirs
    }

    /// The allowed units, largest first; none allowed means all of them, as Apple's default.
    static func resolved(_ allowed: NSCalendar.Unit) -> [DurationUnit] {
      let units = allCases.filter { unit in
        allowed.contains(unit.calendarUnit) || (unit == .week && allowed.contains(.weekOfYear))
      }
      return units.isEmpty ? allCases : units
    }

    /// The length of the fixed-length fields of `components`, in seconds.
    static func seconds(in components: DateComponents) -> TimeInterval {
      let weeks = components.weekOfMonth ?? components.weekOfYear ?? 0
      let whole = weeks * 604_800 + (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600
      let rest = (components.minute ?? 0) * 60 + (components.second ?? 0)
      return TimeInterval(whole + rest) + TimeInterval(components.nanosecond ?? 0) / 1e9
    }
  }

  /// A length split into counts of units, and which of them are written.
  struct DurationLayout {
    let units: [DurationUnit]
    var counts: [Double]
    let negative: Bool

    init(units: [DurationUnit], counts: [Double], negative: Bool) {
      self.units = units
      self.counts = counts
      self.negative = negative
    }

    /// `seconds` split into fixed-length `units`, the smallest rounded to a whole count unless
    /// fractions are allowed.
    init(seconds: TimeInterval, units: [DurationUnit], fractional: Bool) {
      self.units = units
      negative = seconds < 0
      let steps = units.map { $0.seconds ?? 1 }
      let smallest = steps.last ?? 1
      var remaining = abs(seconds)
      if !fractional { remaining = (remaining / smallest).rounded(.toNearestOrAwayFromZero) * smallest }
      var counts: [Double] = []
      for (index, step) in steps.enumerated() {
        if index == steps.count - 1 {
          counts.append(fractional ? remaining / step : (remaining / step).rounded())
        } else {
          // A hair below a whole count after division is that count, not one less.
          let count = (remaining / step + 1e-9).rounded(.down)
          counts.append(count)
          remaining = max(0, remaining - count * step)
        }
      }
      self.counts = counts
    }

    /// A largest unit of exactly one told in the next unit down: 1 min 5 s as 65 s.
    mutating func collapseLargestUnit() {
      guard let first = counts.firstIndex(where: { $0 != 0 }), counts[first] == 1, first + 1 < units.count,
        let ratio = units[first].ratio(to: units[first + 1])
      else { return }
      counts[first + 1] += ratio
      counts[first] = 0
    }

    /// The indices of the units written, after the zero behaviour and the unit limit; units cut
    /// by the limit go into the last one written as a fraction when fractions are allowed.
    mutating func shownIndices(
      behavior: DateComponentsFormatter.ZeroFormattingBehavior, positional: Bool, maximumUnitCount: Int, fractional: Bool
    ) -> [Int] {
      guard !units.isEmpty else { return [] }
      let nonzero = counts.indices.filter { counts[$0] != 0 }
      var shown: [Int]
      if positional {
        if behavior.contains(.pad) || behavior.isEmpty {
          shown = Array(counts.indices)
        } else {
          // Positional lengths keep minutes and seconds ("0:05") however small they are.
          let start = min(nonzero.first ?? counts.count - 1, max(0, counts.count - 2))
          shown = Array(start..<counts.count)
        }
      } else if let first = nonzero.first, let last = nonzero.last {
        let all = behavior.contains(.default)
        let keepsZeros = behavior.contains(.pad)
        shown = counts.indices.filter { index in
          if counts[index] != 0 || keepsZeros { return true }
          if index < first { return !(all || behavior.contains(.dropLeading)) }
          if index > last { return !(all || behavior.contains(.dropTrailing)) }
          return !(all || behavior.contains(.dropMiddle))
        }
      } else {
        let dropsAny = !behavior.intersection([.default, .dropLeading, .dropTrailing, .dropMiddle]).isEmpty
        shown = dropsAny && !behavior.contains(.pad) ? [counts.count - 1] : Array(counts.indices)
      }
      guard maximumUnitCount > 0, shown.count > maximumUnitCount else { return shown }
      let cut = shown[maximumUnitCount...]
      shown = Array(shown.prefix(maximumUnitCount))
      if fractional, let kept = shown.last {
        for index in cut where index > kept {
          if let ratio = units[kept].ratio(to: units[index]) { counts[kept] += counts[index] / ratio }
        }
      }
      return shown
    }
  }
#endif
