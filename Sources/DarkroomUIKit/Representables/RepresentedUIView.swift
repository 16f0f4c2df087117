import DarkroomViews
import Foundation

/// A UIKit view a representable made, with its answer to a size proposal.
struct MadeUIView {
  let view: UIView
  /// The representable's `sizeThatFits`, or `nil` to take the proposal.
  let sizeThatFits: @MainActor (ProposedViewSize) -> CGSize?
  /// Called with the view's final size, before it is drawn: sets its frame and lays its
  /// subviews out.
  let place: @MainActor (CGSize) -> Void
}

/// The view a `UIViewRepresentable` or `UIViewControllerRepresentable` is drawn as: it makes
/// the UIKit view once (make, then update), takes the proposed size (or the representable's
/// `sizeThatFits` answer), and draws the view's background colour and its subviews'.
public nonisolated struct _UIKitRepresentedView: View {
  let name: String
  let make: @MainActor (EnvironmentValues) -> MadeUIView

  public var body: some View {
    ExternallyDrawnView(name: "UIViewRepresentable", detail: name) { [make] environment in
      let made = callOnRenderThread(environment, make)
      return ExternallyDrawnView.Drawing(sizeThatFits: { size(of: made, for: $0) }) { graphics, frame in
        let tree = callOnRenderThread((made: made, size: frame.size)) { input in
          input.made.place(input.size)
          return DrawnUIView(input.made.view, depth: 0)
        }
        guard var tree else { return }
        tree.frame.origin = frame.origin
        tree.draw(in: graphics)
      }
    }
  }
}

/// A representable's size: its `sizeThatFits` answer when it gives a usable one, otherwise the
/// proposal, with the view's intrinsic size (or 10 points) on an axis proposed `nil`.
private func size(of made: MadeUIView, for proposal: ProposedViewSize) -> CGSize {
  func isUsable(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 }
  if let answer = callOnRenderThread(proposal, made.sizeThatFits), isUsable(answer.width), isUsable(answer.height) {
    return answer
  }
  let intrinsic = callOnRenderThread(made.view) { $0.intrinsicContentSize }
  return CGSize(
    width: proposal.width ?? (isUsable(intrinsic.width) ? intrinsic.width : 10),
    height: proposal.height ?? (isUsable(intrinsic.height) ? intrinsic.height : 10))
}

/// What a UIKit view draws, read once it is placed: its frame in its superview's content
/// coordinates, its background colour, alpha and clipping, its layer's corners and border,
/// and its visible subviews.
struct DrawnUIView: Sendable {
  /// Deeper subviews than this are not drawn, so no view tree can exhaust the stack.
  static let depthLimit = 200

  var frame: CGRect
  let contentOrigin: CGPoint
  let color: Color?
  let alpha: Double
  let clips: Bool
  let cornerRadius: CGFloat
  let border: (width: CGFloat, color: Color)?
  let subviews: [DrawnUIView]

  /// The drawing of `view`, or `nil` when it draws nothing (hidden, transparent, not finite).
  ///
  /// `style` is the appearance an ancestor's `overrideUserInterfaceStyle` set, if any; the view's
  /// own override wins over it, and dynamic colours are resolved for it.
  @MainActor init?(_ view: UIView, depth: Int, style: UIUserInterfaceStyle = .unspecified) {
    let frame = view.frame
    let origin = view.bounds.origin
    guard !view.isHidden, view.alpha > 0, depth < Self.depthLimit,
      frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
      origin.x.isFinite, origin.y.isFinite
    else { return nil }
    self.frame = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0))
    contentOrigin = origin
    let style = view.overrideUserInterfaceStyle != .unspecified ? view.overrideUserInterfaceStyle : style
    if style != .unspecified {
      color = view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).color
    } else {
      color = view.backgroundColor?.color
    }
    alpha = Double(min(view.alpha, 1))
    clips = view.clipsToBounds
    let layer = view.layer
    let radius = layer.cornerRadius.isFinite ? layer.cornerRadius : 0
    cornerRadius = min(max(radius, 0), min(self.frame.width, self.frame.height) / 2)
    if layer.borderWidth.isFinite, layer.borderWidth > 0, let color = layer.borderColor {
      border = (min(layer.borderWidth, min(self.frame.width, self.frame.height) / 2), Color(cgColor: color))
    } else {
      border = nil
    }
    // A loop, not `compactMap`: a main-actor closure given to the standard library checks
    // for the main thread, and a render may run on any thread.
    var subviews: [DrawnUIView] = []
    for subview in view.subviews {
      if let drawn = DrawnUIView(subview, depth: depth + 1, style: style) { subviews.append(drawn) }
    }
    self.subviews = subviews
  }

  /// Draws the view into `graphics`, whose origin is its superview's content origin: the
  /// background in the layer's rounded bounds, the subviews (clipped to that shape when the
  /// view clips), then the layer's border inside the bounds, over them.
  func draw(in graphics: GraphicsContext) {
    var graphics = graphics
    graphics.translateBy(x: frame.minX, y: frame.minY)
    graphics.opacity *= alpha
    let bounds = CGRect(origin: .zero, size: frame.size)
    let own = cornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: cornerRadius, style: .circular) : Path(bounds)
    if let color { graphics.fill(own, with: .color(color)) }
    var content = graphics
    if clips { content.clip(to: own) }
    content.translateBy(x: -contentOrigin.x, y: -contentOrigin.y)
    for subview in subviews { subview.draw(in: content) }
    if let border {
      let inset = bounds.insetBy(dx: border.width / 2, dy: border.width / 2)
      let outline = Path(roundedRect: inset, cornerRadius: max(cornerRadius - border.width / 2, 0), style: .circular)
      graphics.stroke(outline, with: .color(border.color), lineWidth: border.width)
    }
  }
}
