/// How a view enters or leaves, as SwiftUI names transitions. A snapshot is one frame, so
/// views are drawn where they end up and the transition is never played.
///
/// ```swift
/// Banner().transition(.move(edge: .top).combined(with: .opacity))
/// ```
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static let blurReplace = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
