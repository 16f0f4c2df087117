import DarkroomViews

/// Scrolling modifiers accepted so that scrolling code compiles unchanged. A still frame rests
/// at the start of its scroll views, where paging, alignment and anchors agree, with no
/// indicators showing and no keyboard to dismiss.

nonisolated extension View {
  /// Accepted and ignored: scroll indicators are hidden while a scroll view rests.
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

  /// Accepted and ignored: the keyboard is not drawn in snapshots.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Accepted and ignored: a scroll view that cannot scroll draws as one at rest.
  ///
  /// ```swift
  /// TextEditor(text: $notes).scrollDisabled(true)
  /// ```
  public func scrollDisabled(_ disabled: Bool) -> some View { self }

  /// Accepted and ignored: a scroll view's content is drawn past its bounds only when the snapshot expands to it.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Accepted and ignored: a still frame rests at the start, where paging and alignment agree.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
  /// ```
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  /// Accepted and ignored: a still frame rests at the start, so no view is scrolled to.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Accepted and ignored: a scroll view rests at its start.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

  /// Accepted and ignored: a scroll view rests at its start.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// How scrolling dismisses the keyboard; accepted.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
  case automatic, immediately, interactively, never
}

/// How a scroll view settles; accepted.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
}

/// Settles with a view aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one swipe may go.
  public enum LimitBehavior: Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}


extension ScrollViewProxy {
  /// Accepted and ignored: a still frame shows the scroll view at its first position.
  ///
  /// ```swift
  /// .onAppear { proxy.scrollTo(selectedID, anchor: .center) }
  /// ```
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`;
/// accepted, a still image shows none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// As the platform decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown, as the platform shows them.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform shows them anyway (a pointer over the view on macOS).
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`; accepted.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// A scroll view's geometry at one moment, as SwiftUI's `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  public var bounds: CGRect { visibleRect }

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

nonisolated extension View {
  /// Accepted and ignored: a still scroll view never reaches an end to bounce at.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

  /// Accepted and ignored: a still scroll view's geometry never changes, so `action` is not
  /// called.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { self }
}
