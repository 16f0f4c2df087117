/// A modifier that moves, scales, skews or projects a view's drawing by a transform made from
/// its size, as SwiftUI's `GeometryEffect`; the layout does not change. A snapshot draws the
/// effect at its current `animatableData`.
///
/// ```swift
/// struct Skew: GeometryEffect {
///   var amount: CGFloat
///   var animatableData: CGFloat {
///     get { amount }
///     set { amount = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
///   }
/// }
/// Text("Italic-ish").modifier(Skew(amount: 0.3))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform for a view of `size`, in the view's own coordinates.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> some View {
    let effect = self
    return content.modifier(
      EffectModifier(name: "geometryEffect") { _ in
        .projection(
          .sized(name: "geometryEffect \(type(of: effect))") { size in
            callOnRenderThread((effect, size)) { $0.0.effectValue(size: $0.1) }
          })
      })
  }
}
