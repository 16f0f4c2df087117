import CPangoCairo
import DarkroomViews

/// A Core Graphics gradient: colours at locations from 0 to 1, drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`
/// (developer.apple.com/documentation/coregraphics/cggradient).
///
/// ```swift
/// let gradient = CGGradient(
///   colorsSpace: CGColorSpaceCreateDeviceRGB(),
///   colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
/// ```
public final class CGGradient: @unchecked Sendable {
  /// The stops in order of location.
  let stops: [(location: Double, color: CGColor)]

  private init(stops: [(location: Double, color: CGColor)]) {
    self.stops = stops.sorted { $0.location < $1.location }
  }

  /// A gradient of `colors` (`CGColor` values; others are skipped) at `locations`, or spread
  /// evenly from 0 to 1 when `locations` is `nil`; `nil` when there are no colours.
  public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let colors = colors.compactMap { $0 as? CGColor }
    guard !colors.isEmpty else { return nil }
    self.init(stops: Self.stops(of: colors, at: locations))
  }

  /// A gradient of `count` colours given as components in `space` (3 and alpha for RGB, 1
  /// and alpha for grey), at `locations` or evenly spread; `nil` when `count` is not positive.
  ///
  /// ```swift
  /// let components: [CGFloat] = [1, 1, 1, 1, 0.9, 0.9, 0.9, 1]
  /// let fade = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)
  /// ```
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
    count: Int
  ) {
    guard count > 0, count < 1 << 16 else { return nil }
    let stride = space.numberOfComponents + 1
    let colors = (0..<count).map { index -> CGColor in
      let base = components + index * stride
      switch space.model {
      case .monochrome: return CGColor(gray: base[0], alpha: base[1])
      case .cmyk:
        let black = 1 - base[3]
        return CGColor(red: (1 - base[0]) * black, green: (1 - base[1]) * black, blue: (1 - base[2]) * black, alpha: base[4])
      default: return CGColor(red: base[0], green: base[1], blue: base[2], alpha: base[3])
      }
    }
    self.init(stops: Self.stops(of: colors, at: locations))
  }

  private static func stops(of colors: [CGColor], at locations: UnsafePointer<CGFloat>?) -> [(location: Double, color: CGColor)] {
    colors.enumerated().map { index, color in
      let even = colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1)
      let given = locations.map { Double($0[index]) } ?? even
      return (given.isFinite ? min(max(given, 0), 1) : even, color)
    }
  }

  /// Adds the stops to a cairo gradient pattern. Core Graphics extends each end on its own,
  /// cairo both or neither, so the pattern always extends and an end that must not is cut off
  /// with a transparent stop at the same place.
  func addStops(to pattern: OpaquePointer, options: CGGradientDrawingOptions, alpha: CGFloat) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    if !options.contains(.drawsBeforeStartLocation) { cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0) }
    var clamped = stops
    if let first = clamped.first, first.location > 0 { clamped.insert((0, first.color), at: 0) }
    if let last = clamped.last, last.location < 1 { clamped.append((1, last.color)) }
    for stop in clamped {
      let color = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }
    if !options.contains(.drawsAfterEndLocation) { cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0) }
  }
}
