/// What one render of a preview gives: the pixels (unless only the layout was asked for),
/// the snapshot options its views set, and the colour scheme it asked for.
public struct PreviewRenderResult: Sendable {
  /// The image; `nil` for a layout-only render.
  public var bitmap: Bitmap?
  /// What the `.snapshot…` modifiers set.
  public var preferences: SnapshotPreferences
  /// What `.preferredColorScheme` asked for, if anything.
  public var preferredColorScheme: ColorScheme?
  /// The canvas size in points.
  public var size: CGSize
  /// Every text drawn, in drawing order, read from the same layout as the image; empty
  /// unless the render was asked to collect them (`collectsTexts: true`).
  ///
  /// ```swift
  /// let result = try PreviewRendering.render(
  ///   AnyView(Badge()), layout: .sizeThatFits, screen: CGSize(width: 393, height: 852), safeArea: EdgeInsets(), scale: 3,
  ///   collectsTexts: true)
  /// let cut = result.texts.filter(\.isTruncated)
  /// ```
  public var texts: [RenderedText] = []
  /// The accessibility elements and the unlabeled images and controls, read from the same
  /// layout; `nil` unless the render was asked for them (`collectsAccessibility: true`).
  public var accessibility: AccessibilityAuditFacts?
  /// The accessibility elements, in reading order, when the image is the accessibility
  /// overlay (then ``bitmap`` is the overlay: the render with its elements and a legend).
  public var accessibilityElements: [AccessibilityElement]?
}

/// Renders a preview the way the preview runner does: on a device's screen, at the screen's
/// width, at its ideal size, or on a fixed canvas; on the colour scheme's background.
///
/// ```swift
/// let result = try PreviewRendering.render(
///   AnyView(Badge()), layout: .sizeThatFits, screen: CGSize(width: 393, height: 852), safeArea: EdgeInsets(), scale: 3)
/// ```
///
/// `DarkroomUI` adds `render(_:layout:device:…)`, which takes the screen from a device preset.
public enum PreviewRendering {
  /// Renders `view`; with `draw: false` only lays it out (every `body` still runs).
  ///
  /// - Parameters:
  ///   - layout: `nil` means the screen's width and the view's ideal height.
  ///   - orientation: Landscape swaps the screen's width and height.
  ///   - collectsTexts: Whether to read every drawn text into ``PreviewRenderResult/texts``
  ///     (one more measure per text, so only renders that lint ask for it).
  ///   - collectsAccessibility: Whether to read the accessibility elements into
  ///     ``PreviewRenderResult/accessibility``, for an accessibility audit.
  ///   - expandsScrollContent: Whether scroll views show their whole content and the canvas
  ///     grows to hold it (a snapshot's view), or only what fits the screen (a screenshot's).
  ///   - statusBarHeight: With `.device`, a status bar of this height drawn over the top of
  ///     the screen (9:41, full signal and battery); `nil` for none.
  ///   - accessibilityOverlay: Whether the image is the accessibility overlay
  ///     (``AccessibilityOverlay``) of the render: `nil` when the views ask for it with
  ///     `.snapshotAccessibility(true)`.
  /// - Throws: ``MissingModelError`` when a view reads a model nobody provides.
  public static func render(
    _ view: AnyView, layout: PreviewLayout?, screen: CGSize, safeArea: EdgeInsets, scale: CGFloat,
    orientation: InterfaceOrientation? = nil, environment: EnvironmentValues = EnvironmentValues(), draw: Bool = true,
    collectsTexts: Bool = false, collectsAccessibility: Bool = false, expandsScrollContent: Bool = true,
    statusBarHeight: CGFloat? = nil, accessibilityOverlay: Bool? = nil
  ) throws -> PreviewRenderResult {
    var screen = screen
    var safeArea = safeArea
    if orientation?.isLandscape == true {
      screen = CGSize(width: screen.height, height: screen.width)
      safeArea = EdgeInsets(top: 0, leading: safeArea.top, bottom: safeArea.bottom > 0 ? 21 : 0, trailing: safeArea.top)
    }
    let sizing: RenderRequest.Sizing
    var content = view
    switch layout {
    case .device:
      sizing = .screen(screen)
      if safeArea != EdgeInsets() || statusBarHeight != nil {
        content = AnyView(SafeAreaRoot(content: view, insets: safeArea, statusBarHeight: statusBarHeight))
      }
    case .sizeThatFits:
      sizing = .fitting(.unspecified)
    case .fixed(let width, let height):
      sizing = .fixed(CGSize(width: width, height: height))
    case nil:
      sizing = .fitting(ProposedViewSize(width: screen.width, height: nil))
    }
    var environment = environment
    // Scroll views show their whole content unless the preview says `.snapshotExpansion(false)`.
    environment.expandsScrollContent = expandsScrollContent
    let request = RenderRequest(
      sizing: sizing, scale: scale, environment: environment,
      background: { SystemColor.systemBackground.resolve(in: $0) })
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
      let laidOut = RenderLayout.layOut(content, request, engine: engine)
      // A view that reads a model nobody provides fails with the model's name; a tree too
      // deep to draw with its path.
      try laidOut.session.checkResolved()
      let preferences = laidOut.root.preferenceValue(SnapshotPreferencesKey.self) ?? SnapshotPreferences()
      var result = PreviewRenderResult(
        bitmap: nil, preferences: preferences, preferredColorScheme: laidOut.session.preferredColorScheme,
        size: laidOut.canvasSize, texts: collectsTexts ? RenderedTextCollector.texts(in: laidOut) : [],
        accessibility: collectsAccessibility ? UnlabeledElementCollector.facts(of: laidOut.root) : nil)
      guard draw else { return result }
      if accessibilityOverlay ?? (preferences.accessibility == true) {
        let elements = AccessibilityTree.elements(of: laidOut.root)
        result.bitmap = try RenderLayout.drawOverlaid(
          laidOut, request, overlay: AccessibilityOverlay(), elements: elements, engine: engine)
        result.accessibilityElements = elements
      } else {
        result.bitmap = try RenderLayout.draw(laidOut, request)
      }
      return result
      }
    }
  }
}
