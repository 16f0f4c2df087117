/// A geometric value of a view (its bounds, a point in it), passed up as a preference and
/// read where another view is with a ``GeometryProxy``, as SwiftUI's `Anchor`
/// (developer.apple.com/documentation/swiftui/anchor).
///
/// ```swift
/// struct BoundsKey: PreferenceKey {
///   static var defaultValue: Anchor<CGRect>? { nil }
///   static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
///     value = nextValue() ?? value
///   }
/// }
/// Text("Selected").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// ```
public struct Anchor<Value> {
  let node: WeakNode
  let source: Source

  /// What an anchor measures, in the anchored view's own coordinates.
  public struct Source {
    /// The value for the anchored view's frame in the reader's coordinates.
    let resolve: (CGRect) -> Value
  }
}

/// A node an anchor points at, held weakly: the node holds the anchor in its preferences.
final class WeakNode {
  weak var node: LayoutNode?
  init(_ node: LayoutNode) { self.node = node }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// A point given as a fraction of the view's size.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
