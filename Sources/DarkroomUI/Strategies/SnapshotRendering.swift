/// How the view strategies turn a layout and traits into a render request.
enum SnapshotRendering {
  /// The scale snapshots are drawn at when the traits do not give one.
  static let defaultScale: CGFloat = 2

  static func request(layout: SwiftUISnapshotLayout, traits: UITraitCollection)
    -> (RenderRequest, safeArea: EdgeInsets, statusBar: CGFloat?)
  {
    var traits = traits
    var safeArea = EdgeInsets()
    var statusBar: CGFloat?
    let sizing: RenderRequest.Sizing
    switch layout {
    case .device(let config):
      traits = UITraitCollection(traitsFrom: [config.traits, traits])
      safeArea = config.safeArea
      statusBar = config.showsStatusBar ? config.statusBarHeight : nil
      sizing = config.size.map { .screen($0) } ?? .fitting(.unspecified)
    case .fixed(let width, let height):
      sizing = .fixed(CGSize(width: width, height: height))
    case .sizeThatFits:
      sizing = .fitting(.unspecified)
    }
    var environment = EnvironmentValues()
    traits.apply(to: &environment)
    environment.expandsScrollContent = true
    let request = RenderRequest(
      sizing: sizing, scale: traits.displayScale > 0 ? traits.displayScale : defaultScale, environment: environment,
      background: { SystemColor.systemBackground.resolve(in: $0) })
    return (request, safeArea, statusBar)
  }

  /// The view as a screen shows it: laid out in the safe area, if the screen has one.
  nonisolated struct SafeAreaInset<Content: View>: View {
    let content: Content
    let insets: EdgeInsets
    var statusBar: CGFloat?
    var body: some View {
      if insets == EdgeInsets() && statusBar == nil {
        content
      } else {
        SafeAreaRoot(content: content, insets: insets, statusBarHeight: statusBar)
      }
    }
  }

  static func bitmap(of value: Any, layout: SwiftUISnapshotLayout, traits: UITraitCollection) throws -> Bitmap {
    let (request, safeArea, statusBar) = self.request(layout: layout, traits: traits)
    return try RenderLayout.render(
      SafeAreaInset(content: try AnyView(snapshotting: value), insets: safeArea, statusBar: statusBar), request)
  }

  /// The view drawn with its accessibility overlay, from one layout.
  static func accessibilityOverlay(
    of value: Any, layout: SwiftUISnapshotLayout, traits: UITraitCollection, overlay: AccessibilityOverlay
  ) throws -> Bitmap {
    let (request, safeArea, statusBar) = self.request(layout: layout, traits: traits)
    return try RenderLayout.renderOverlaid(
      SafeAreaInset(content: try AnyView(snapshotting: value), insets: safeArea, statusBar: statusBar), request,
      overlay: overlay)
  }

  /// The view's accessibility elements, in reading order.
  static func accessibilityElements(of value: Any, layout: SwiftUISnapshotLayout, traits: UITraitCollection) throws
    -> [AccessibilityElement]
  {
    let (request, safeArea, statusBar) = self.request(layout: layout, traits: traits)
    return try RenderLayout.accessibilityElements(
      SafeAreaInset(content: try AnyView(snapshotting: value), insets: safeArea, statusBar: statusBar), request)
  }

  static func description(of value: Any, layout: SwiftUISnapshotLayout, traits: UITraitCollection) throws -> String {
    let (request, safeArea, statusBar) = self.request(layout: layout, traits: traits)
    return try RenderLayout.describe(
      SafeAreaInset(content: try AnyView(snapshotting: value), insets: safeArea, statusBar: statusBar), request)
  }
}

extension AnyView {
  /// The view a view strategy was given, found again from an `Any`.
  init(snapshotting value: Any) throws {
    guard let view = AnyView(_fromValue: value) else { throw NotAView(type: "\(type(of: value))") }
    self = view
  }
}

/// A view strategy was given something that is not a view (only possible through casts).
struct NotAView: Error, CustomStringConvertible {
  let type: String
  var description: String { "\(type) is not a DarkroomUI view, so it cannot be rendered" }
}
