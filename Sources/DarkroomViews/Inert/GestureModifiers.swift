/// Touch and pointer modifiers accepted so that SwiftUI code compiles unchanged. Nothing is
/// touched, pressed or hovered in a still frame: gestures are never recognised, menus and
/// swipe actions stay closed, and the view is drawn as it is.

nonisolated extension View {
  /// Accepted and ignored: nothing is tapped in a still frame.
  ///
  /// ```swift
  /// Card().onTapGesture { isFlipped.toggle() }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// Accepted and ignored: nothing is pressed in a still frame.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self
  }

  /// Accepted and ignored: the gesture never happens in a still frame.
  ///
  /// ```swift
  /// Handle().gesture(DragGesture().onChanged { offset = $0.translation })
  /// ```
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted and ignored: the gesture never happens in a still frame.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted and ignored: the gesture never happens in a still frame.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted and ignored: hit testing does not change what is drawn.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// Accepted and ignored: hit testing does not change what is drawn.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Accepted and ignored: there is no pointer to hover with.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Accepted and ignored: a context menu is closed at rest, so it draws nothing.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// Accepted and ignored: swipe actions are hidden until a row is swiped.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Accepted and ignored: a tooltip shows only under a hovering pointer.
  public func help(_ text: String) -> some View { self }
}

/// A gesture; accepted, never recognised in a still frame.
public protocol Gesture {}

/// Which gestures a view takes part in.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap; accepted.
public struct TapGesture: Gesture {
  public init(count: Int = 1) {}
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A long press; accepted.
public struct LongPressGesture: Gesture {
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag; accepted.
public struct DragGesture: Gesture {
  /// Where a drag is; never made in a still frame.
  public struct Value: Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var predictedEndTranslation: CGSize
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A magnification; accepted.
public struct MagnifyGesture: Gesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pointer hover effect; accepted.
public struct HoverEffect: Sendable {
  public static let automatic = HoverEffect()
  public static let highlight = HoverEffect()
  public static let lift = HoverEffect()
}
