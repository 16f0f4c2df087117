import CPangoCairo

/// How the ends of a stroked line are drawn, as Core Graphics names them
/// (developer.apple.com/documentation/coregraphics/cglinecap).
///
/// ```swift
/// context.setLineCap(.round)
/// ```
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2

  package var cairoCap: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

/// How the corners of a stroked path are drawn
/// (developer.apple.com/documentation/coregraphics/cglinejoin).
///
/// ```swift
/// context.setLineJoin(.bevel)
/// ```
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2

  package var cairoJoin: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
