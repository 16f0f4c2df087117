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
  /// The render the reader is in, which locates anchored views.
  weak var session: RenderSession?

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

  /// The value of an anchor in the reader's own coordinates: where the anchored view is,
  /// relative to the reader's top-leading corner. The anchored view must be laid out
  /// before the reader (an overlay's reader sees the view it covers).
  ///
  /// ```swift
  /// .overlayPreferenceValue(BoundsKey.self) { anchor in
  ///   GeometryReader { proxy in
  ///     if let anchor { Rectangle().stroke(.red).frame(width: proxy[anchor].width, height: proxy[anchor].height) }
  ///   }
  /// }
  /// ```
  public subscript<T>(anchor: Anchor<T>) -> T {
    guard let node = anchor.node.node, let origin = session?.canvasOrigin(of: node) else {
      return anchor.source.resolve(CGRect(origin: .zero, size: .zero))
    }
    let frame = CGRect(
      x: origin.x - globalOrigin.x, y: origin.y - globalOrigin.y, width: node.size.width, height: node.size.height)
    return anchor.source.resolve(frame)
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
