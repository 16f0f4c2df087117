/// What a node draws itself, before and apart from its children.
enum NodeRole {
  /// Nothing of its own; only its children are drawn.
  case container
  /// A shape filled or stroked with a paint.
  case shape(ShapeDrawing)
  /// Text, laid out by Pango.
  case text(TextMeasurer)
  /// A bitmap scaled into the frame.
  case image(ImageDrawing)
  /// A change to how the children are drawn: opacity, clipping, shadow.
  case effect(DrawEffect)
  /// Drawing of the view's own, such as a `Canvas`'s renderer, in the node's frame.
  case custom(CustomDrawing)
}

/// Drawing a view does itself, given the painter and its placed node.
struct CustomDrawing {
  let draw: (Painter, LayoutNode) -> Void
}

/// A shape's outline and how it is painted.
struct ShapeDrawing {
  enum Mode: Hashable {
    case fill
    case evenOddFill
    case stroke(StrokeStyle)
  }

  let outline: any Shape
  let paint: Paint
  let mode: Mode

  var summary: String {
    switch mode {
    case .fill, .evenOddFill: "fill \(paint.summary)"
    case .stroke(let style): "stroke \(paint.summary) \(formatPoints(style.lineWidth))pt"
    }
  }
}

/// Effects on everything a node's children draw.
enum DrawEffect {
  case opacity(Double)
  case clip(any Shape, evenOdd: Bool)
  case shadow(DropShadow)
  /// The children drawn rotated or scaled about a point of the node's frame.
  case transform(ViewTransform)
  /// The children drawn through a projective transform (a 3D rotation, a projection).
  case projection(ViewProjection)
  /// The children blurred by a Gaussian of `radius` points' deviation.
  case blur(radius: CGFloat, opaque: Bool)
  /// The first child drawn through the alpha of the second.
  case mask
  /// The children composited together, then onto what is behind with a blend mode.
  case blend(BlendMode)
  /// The children composited together first (`compositingGroup`, `drawingGroup`).
  case group
  /// The children's colours changed pixel by pixel (grayscale, hue rotation, …).
  case colorMatrix(ColorMatrix)

  var summary: String {
    switch self {
    case .transform(let transform): transform.summary
    case .projection(let projection): projection.summary
    case .blur(let radius, let opaque): "blur \(formatPoints(radius))" + (opaque ? " opaque" : "")
    case .mask: "mask"
    case .blend(let mode): "\(mode)"
    case .group: "group"
    case .colorMatrix(let matrix): matrix.name
    case .opacity(let value): formatPoints(value)
    case .clip(let shape, _): String(describing: type(of: shape))
    case .shadow(let style):
      "\(style.color.hex) radius \(formatPoints(style.radius)) x \(formatPoints(style.offset.width)) y \(formatPoints(style.offset.height))"
    }
  }
}

/// A drop shadow: blurred by `radius` (a Gaussian of half that standard deviation) and moved
/// by `offset`.
struct DropShadow {
  let color: RGBA
  let radius: CGFloat
  let offset: CGSize
}

/// A number of points as a layout snapshot shows it: at most two decimals, no trailing zeros.
func formatPoints(_ value: CGFloat) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let scaled = (value * 100).rounded() / 100
  var text = String(format: "%.2f", Double(scaled))
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}
