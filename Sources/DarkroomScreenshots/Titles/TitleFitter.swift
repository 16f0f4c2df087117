import DarkroomUI
import Foundation

/// Chooses the largest title size that fits its column on the allowed lines, uncut, in the
/// language's own script; if even the smallest size does not fit, says which title in which
/// language to shorten.
///
/// ```swift
/// let fitted = try TitleFitter().fit(
///   "Alle Ausgaben auf einen Blick", language: "de", key: "shots.home.title",
///   width: 380, lines: 2, sizes: 18...40)
/// fitted.size   // 34.5, say
/// ```
public struct TitleFitter: Sendable {
  public let measurer: any TitleMeasuring
  /// How close to the best size the search gets, in points.
  static let precision: CGFloat = 0.25

  public init(measurer: any TitleMeasuring = LayoutTitleMeasurer()) {
    self.measurer = measurer
  }

  /// A title at the size chosen for it.
  public struct Fitted: Sendable, Equatable {
    public var text: String
    public var size: CGFloat
    public var weight: Font.Weight
    public var script: TitleScript
    public var measurement: TitleMeasurement
  }

  /// The largest size in `sizes` at which `text` fits `lines` lines of `width` points (and,
  /// when given, `maxHeight` points).
  ///
  /// - Throws: ``ScreenshotError/titleDoesNotFit(language:key:text:lines:minimumSize:)``
  ///   when it does not fit at the smallest size.
  @MainActor public func fit(
    _ text: String, language: String, key: String, width: CGFloat, lines: Int, sizes: ClosedRange<CGFloat>,
    maxHeight: CGFloat? = nil, weight: Font.Weight = .bold
  ) throws -> Fitted {
    let script = TitleScript.forLanguage(language)
    try script.prepare()
    let environment = TitleFitter.environment(language: language, script: script)
    func measure(_ size: CGFloat) throws -> TitleMeasurement {
      try measurer.measure(text, font: script.font(size: size, weight: weight), width: width, lines: lines, environment: environment)
    }
    func fits(_ measurement: TitleMeasurement) -> Bool {
      measurement.fits && measurement.height <= (maxHeight ?? .infinity) + 0.01
    }
    func fitted(_ size: CGFloat, _ measurement: TitleMeasurement) -> Fitted {
      Fitted(text: text, size: size, weight: weight, script: script, measurement: measurement)
    }
    let largest = try measure(sizes.upperBound)
    if fits(largest) { return fitted(sizes.upperBound, largest) }
    var fitting = try measure(sizes.lowerBound)
    guard fits(fitting) else {
      throw ScreenshotError.titleDoesNotFit(
        language: language, key: key, text: text, lines: lines, minimumSize: Double(sizes.lowerBound))
    }
    // Halve the interval between a size that fits and one that does not.
    var low = sizes.lowerBound, high = sizes.upperBound
    while high - low > TitleFitter.precision {
      let middle = ((low + high) / 2 / TitleFitter.precision).rounded(.down) * TitleFitter.precision
      guard middle > low else { break }
      let measured = try measure(middle)
      if fits(measured) {
        low = middle
        fitting = measured
      } else {
        high = middle
      }
    }
    return fitted(low, fitting)
  }

  /// The environment a title is measured and drawn in: its language and direction.
  static func environment(language: String, script: TitleScript) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: language)
    environment.layoutDirection = script.isRightToLeft ? .rightToLeft : .leftToRight
    return environment
  }
}
