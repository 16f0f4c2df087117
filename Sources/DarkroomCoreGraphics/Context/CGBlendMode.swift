import CPangoCairo
import DarkroomViews

/// How what is drawn combines with what is already in a Core Graphics context
/// (developer.apple.com/documentation/coregraphics/cgblendmode).
///
/// ```swift
/// context.setBlendMode(.multiply)
/// context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
/// ```
///
/// `plusDarker` is drawn as `multiply`: cairo has no operator that adds colours and
/// subtracts one.
public enum CGBlendMode: Int32, Sendable {
  case normal = 0
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
  case hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
  case xor, plusDarker, plusLighter

  var cairoOperator: cairo_operator_t {
    switch self {
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .sourceAtop: BlendMode.sourceAtop.cairoOperator
    case .destinationOver: BlendMode.destinationOver.cairoOperator
    case .destinationOut: BlendMode.destinationOut.cairoOperator
    case .plusDarker: BlendMode.plusDarker.cairoOperator
    case .plusLighter: BlendMode.plusLighter.cairoOperator
    default: Self.separableModes[Int(rawValue)].cairoOperator
    }
  }

  /// SwiftUI's modes for Core Graphics' first sixteen, `normal` to `luminosity`, in order.
  private static let separableModes: [BlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight, .difference,
    .exclusion, .hue, .saturation, .color, .luminosity,
  ]
}
