/// The size and position of a ``GeometryReader``, as its content sees them.
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 500 ? "Wide" : "Narrow")
/// }
/// ```
public struct GeometryProxy {
  /// The reader's size: the space it was offered.
  public let size: CGSize
  /// The safe area insets inside the reader. A render's safe area is applied as padding
  /// around the whole view (see the device layouts), so inside it they are zero.
  public let safeAreaInsets: EdgeInsets
  /// The reader's origin in the canvas.
  let globalOrigin: CGPoint

  /// The reader's frame in a coordinate space: `.local` starts at its own top-leading
  /// corner, `.global` at the canvas's. A named space is measured as `.global`.
  ///
  /// ```swift
  /// let top = proxy.frame(in: .global).minY
  /// ```
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: CGRect(origin: globalOrigin, size: size)
    }
  }
}

/// Where frames are measured from.
///
/// ```swift
/// proxy.frame(in: .named("scroll"))
/// ```
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The canvas: the whole rendered image.
  case global
  /// The view itself.
  case local
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space; accepted, and measured as `.global` (a render has
  /// no scrolling, so the two differ only by the view's position).
  ///
  /// ```swift
  /// ScrollView { … }.coordinateSpace(name: "scroll")
  /// ```
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    self
  }
}
