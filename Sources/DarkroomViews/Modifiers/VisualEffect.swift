/// Effects that depend on where a view is, for `.visualEffect(_:)`: the closure gets the
/// view's geometry and returns effects made from ``EmptyVisualEffect``
/// (developer.apple.com/documentation/swiftui/visualeffect). Offsets, scales, rotations,
/// opacity and the colour effects are drawn as their view modifiers draw them; the others
/// (blur, a 3D rotation) are accepted and leave the view as it is.
///
/// ```swift
/// Card().visualEffect { effect, proxy in
///   effect.offset(y: -proxy.frame(in: .global).minY / 10).opacity(proxy.size.height > 100 ? 1 : 0.5)
/// }
/// ```
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which a `.visualEffect(_:)` closure starts from.
public nonisolated struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// One effect of a chain, applied to the view as its view modifier is.
enum VisualEffectStep: Sendable {
  case offset(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  case opacity(Double)
  case brightness(Double)
  case contrast(Double)
  case saturation(Double)
  case grayscale(Double)
  case hueRotation(Angle)
  case colorMultiply(Color)
  /// An effect the renderer does not draw.
  case ignored

  func apply(to view: AnyView) -> AnyView {
    switch self {
    case .offset(let offset): AnyView(view.offset(offset))
    case .scale(let scale, let anchor): AnyView(view.scaleEffect(scale, anchor: anchor))
    case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
    case .opacity(let opacity): AnyView(view.opacity(opacity))
    case .brightness(let amount): AnyView(view.brightness(amount))
    case .contrast(let amount): AnyView(view.contrast(amount))
    case .saturation(let amount): AnyView(view.saturation(amount))
    case .grayscale(let amount): AnyView(view.grayscale(amount))
    case .hueRotation(let angle): AnyView(view.hueRotation(angle))
    case .colorMultiply(let color): AnyView(view.colorMultiply(color))
    case .ignored: view
    }
  }
}

/// Effects applied one after another, the first innermost.
nonisolated struct VisualEffectChain: VisualEffect {
  var steps: [VisualEffectStep]
}

/// The steps of any effect a `.visualEffect(_:)` closure returns.
func visualEffectSteps(of effect: some VisualEffect) -> [VisualEffectStep] {
  (effect as? VisualEffectChain)?.steps ?? []
}

nonisolated extension VisualEffect {
  private func then(_ step: VisualEffectStep) -> VisualEffectChain {
    VisualEffectChain(steps: visualEffectSteps(of: self) + [step])
  }

  /// Moves the view by `offset` when drawn.
  public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }
  /// Moves the view by `x` and `y` when drawn.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }
  /// Scales the view by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    then(.scale(scale, anchor: anchor))
  }
  /// Scales the view by `scale` on both axes about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    then(.scale(CGSize(width: scale, height: scale), anchor: anchor))
  }
  /// Scales the view by `x` across and `y` down about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    then(.scale(CGSize(width: x, height: y), anchor: anchor))
  }
  /// Turns the view by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then(.rotation(angle, anchor: anchor))
  }
  /// Draws the view at `opacity`.
  public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }
  /// Brightens the view by `amount`.
  public func brightness(_ amount: Double) -> some VisualEffect { then(.brightness(amount)) }
  /// Changes the view's contrast by `amount`.
  public func contrast(_ amount: Double) -> some VisualEffect { then(.contrast(amount)) }
  /// Changes the view's saturation by `amount`.
  public func saturation(_ amount: Double) -> some VisualEffect { then(.saturation(amount)) }
  /// Takes `amount` of the colour out of the view.
  public func grayscale(_ amount: Double) -> some VisualEffect { then(.grayscale(amount)) }
  /// Turns the view's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.hueRotation(angle)) }
  /// Multiplies the view's colours by `color`.
  public func colorMultiply(_ color: Color) -> some VisualEffect { then(.colorMultiply(color)) }
  /// Accepted and ignored inside a visual effect: the view is drawn sharp.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(.ignored) }
  /// Accepted and ignored inside a visual effect: the view is drawn flat.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some VisualEffect {
    then(.ignored)
  }
}
