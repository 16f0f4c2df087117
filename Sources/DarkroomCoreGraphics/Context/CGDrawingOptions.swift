import CPangoCairo
import DarkroomViews

/// How finely images are resampled when drawn at another size
/// (developer.apple.com/documentation/coregraphics/cginterpolationquality).
///
/// ```swift
/// context.interpolationQuality = .none  // sharp pixel art
/// ```
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0
  case none = 1
  case low = 2
  case medium = 4
  case high = 3

  var cairoFilter: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_FAST
    case .default, .medium: CAIRO_FILTER_GOOD
    case .high: CAIRO_FILTER_BEST
    }
  }
}

/// What `drawPath(using:)` paints of the current path
/// (developer.apple.com/documentation/coregraphics/cgpathdrawingmode).
///
/// ```swift
/// context.addEllipse(in: rect)
/// context.drawPath(using: .fillStroke)
/// ```
public enum CGPathDrawingMode: Int32, Sendable {
  case fill = 0
  case eoFill = 1
  case stroke = 2
  case fillStroke = 3
  case eoFillStroke = 4
}

/// Whether a gradient also covers the area before its start and after its end
/// (developer.apple.com/documentation/coregraphics/cggradientdrawingoptions).
///
/// ```swift
/// context.drawLinearGradient(
///   gradient, start: .zero, end: CGPoint(x: 0, y: 40), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
/// ```
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The start colour extends before the start point (or inside the start circle).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The end colour extends past the end point (or outside the end circle).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
