/// Renders a view into pixels, like SwiftUI's `ImageRenderer`: the view is offered
/// `proposedSize` (its ideal size by default) and drawn at `scale` pixels per point on a
/// transparent canvas of its own size.
///
/// ```swift
/// let renderer = ImageRenderer(content: StatusBadge(title: "Connected"))
/// renderer.scale = 3
/// renderer.environment.colorScheme = .dark
/// let bitmap = try renderer.render()      // or `renderer.bitmap`, nil on failure
/// ```
///
/// Renders are deterministic: the same view, size, scale and environment give the same
/// pixels on every machine, in every process and on every thread. A renderer may be used
/// from any thread, and several renderers may render at the same time.
public final nonisolated class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// The size the view is offered; `.unspecified` for its ideal size.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Pixels per point.
  public var scale: CGFloat = 1
  /// Whether the canvas is filled with the colour scheme's background colour (white or
  /// black) instead of left transparent.
  public var isOpaque = false
  /// The environment the view is rendered in: colour scheme, locale, text size, layout
  /// direction. The display scale is always `scale`.
  public var environment = EnvironmentValues()

  /// A renderer of `content`, at its ideal size and scale 1 until told otherwise.
  public init(content: Content) {
    self.content = content
  }

  /// The rendered pixels, or `nil` if the pinned fonts cannot be set up (``render()``
  /// throws the reason).
  public var bitmap: Bitmap? {
    try? render()
  }

  /// The rendered image as the bytes of a PNG file, or `nil` if the pinned fonts cannot be
  /// set up.
  ///
  /// ```swift
  /// try renderer.pngData?.write(to: URL(fileURLWithPath: "badge.png"))
  /// ```
  public var pngData: Data? {
    bitmap.map { Data(PNG.encode($0, .reference)) }
  }

  /// The rendered image as a `UIImage` at the renderer's `scale`, or `nil` if the pinned fonts
  /// cannot be set up (developer.apple.com/documentation/swiftui/imagerenderer/uiimage).
  ///
  /// ```swift
  /// let renderer = ImageRenderer(content: ShareCard(entry: entry))
  /// renderer.scale = 3
  /// if let image = renderer.uiImage { share(image) }
  /// ```
  public var uiImage: UIImage? {
    bitmap.map { UIImage(bitmap: $0, scale: scale) }
  }

  /// Renders the view.
  ///
  /// - Throws: ``MissingFontError`` naming a missing font file, or
  ///   ``FontConfigurationError``; ``MissingModelError`` when a view reads a model that no
  ///   view above it provides.
  public func render() throws -> Bitmap {
    try RenderLayout.render(content, request)
  }

  /// The value a preference has for the whole view after it is laid out: what its views
  /// set with `.preference(key:value:)`, combined; the key's default when none does.
  ///
  /// ```swift
  /// let title = try ImageRenderer(content: InboxScreen()).preferenceValue(NavigationTitleKey.self)
  /// ```
  public func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) throws -> Key.Value {
    try RenderLayout.withLayout(content, request) { $0.root.preferenceValue(key) } ?? Key.defaultValue
  }

  /// The laid-out view tree as text: view kinds, frames in points, and text.
  public func layoutDescription() throws -> String {
    try RenderLayout.describe(content, request)
  }

  var request: RenderRequest {
    RenderRequest(
      sizing: .fitting(proposedSize), scale: scale, environment: environment,
      background: isOpaque ? { SystemColor.systemBackground.resolve(in: $0) } : nil)
  }
}
