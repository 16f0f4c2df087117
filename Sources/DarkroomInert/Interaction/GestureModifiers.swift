import DarkroomViews

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

  /// Accepted and ignored: nothing is tapped in a still frame, so no location is reported.
  ///
  /// ```swift
  /// Canvas { … }.onTapGesture(coordinateSpace: .local) { location in pins.append(location) }
  /// ```
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    self
  }

  /// Accepted and ignored: nothing is pressed in a still frame.
  ///
  /// ```swift
  /// Row().onLongPressGesture(minimumDuration: 1) { showsDetails = true } onPressingChanged: { isPressed = $0 }
  /// ```
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self
  }

  /// Accepted and ignored: iOS 13's spelling, with the pressing action before the action.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
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
  ///
  /// ```swift
  /// ScrollView { … }.simultaneousGesture(DragGesture().onChanged { _ in isScrolling = true })
  /// ```
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

  /// Accepted and ignored: a context menu and its preview are closed at rest, so neither draws.
  ///
  /// ```swift
  /// NoteRow(note).contextMenu { Button("Pin") {} } preview: { NotePreview(note) }
  /// ```
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    self
  }

  /// Accepted and ignored: swipe actions are hidden until a row is swiped.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Accepted and ignored: a tooltip shows only under a hovering pointer.
  public func help(_ text: String) -> some View { self }
}

/// A pointer hover effect; accepted.
public struct HoverEffect: Sendable {
  public static let automatic = HoverEffect()
  public static let highlight = HoverEffect()
  public static let lift = HoverEffect()
}
