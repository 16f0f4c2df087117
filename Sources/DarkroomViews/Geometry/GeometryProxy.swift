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
  /// The reader's origin in each coordinate space named around it (or on it), the nearest
  /// declaration of a name winning.
  var namedOrigins: [AnyHashable: CGPoint] = [:]
  /// The size of the view that declared each of those names.
  var namedSizes: [AnyHashable: CGSize] = [:]
  /// The render the reader is in, which locates anchored views.
  weak var session: RenderSession?

  /// The reader's frame in a coordinate space: `.local` starts at its own top-leading
  /// corner, `.global` at the canvas's, and `.named(name)` at the top-leading corner of the
  /// nearest view around the reader (or the reader itself) marked `.coordinateSpace(name:)`.
  /// A name no view around the reader declares is measured as `.global`.
  ///
  /// ```swift
  /// let top = proxy.frame(in: .global).minY
  /// let inCard = proxy.frame(in: .named("card"))
  /// ```
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: CGRect(origin: globalOrigin, size: size)
    case .named(let name):
      if let space = namedOrigins[name] {
        CGRect(x: globalOrigin.x - space.x, y: globalOrigin.y - space.y, width: size.width, height: size.height)
      } else {
        CGRect(origin: globalOrigin, size: size)
      }
    }
  }

  /// The reader's frame in `coordinateSpace`, as iOS 17 spells it: `.global`, `.local` or
  /// `.named(_:)`, measured as the `CoordinateSpace` it stands for.
  ///
  /// ```swift
  /// let space: some CoordinateSpaceProtocol = .named("card")
  /// let inCard = proxy.frame(in: space)
  /// ```
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the view that declared the named space, in the reader's own coordinates;
  /// `nil` when no view around the reader declares it.
  ///
  /// ```swift
  /// if let card = proxy.bounds(of: .named("card")) { … }
  /// ```
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace, let space = namedOrigins[name],
      let spaceSize = namedSizes[name]
    else { return nil }
    return CGRect(x: space.x - globalOrigin.x, y: space.y - globalOrigin.y, width: spaceSize.width, height: spaceSize.height)
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
