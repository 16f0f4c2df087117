/// What an accessibility audit reads from one render besides its pixels: the elements
/// assistive technologies meet, and the images and controls that would reach them with
/// nothing to read.
///
/// ```swift
/// let result = try PreviewRendering.render(
///   AnyView(Toolbar()), layout: .sizeThatFits, screen: CGSize(width: 393, height: 852), safeArea: EdgeInsets(), scale: 3,
///   collectsAccessibility: true)
/// for control in result.accessibility?.unlabeled ?? [] { print(control.kind, control.frame) }
/// ```
public struct AccessibilityAuditFacts: Sendable, Equatable {
  /// The accessibility elements, in reading order (``ImageRenderer/accessibilityElements()``).
  public var elements: [AccessibilityElement]
  /// Images and controls with no label, no text inside and not hidden.
  public var unlabeled: [UnlabeledElement]

  public init(elements: [AccessibilityElement], unlabeled: [UnlabeledElement]) {
    self.elements = elements
    self.unlabeled = unlabeled
  }
}

/// An image, or a control drawn only with images, that gives assistive technologies nothing
/// to read: no `.accessibilityLabel`, no text inside, not `.accessibilityHidden(true)`.
///
/// ```swift
/// let gear = UnlabeledElement(kind: .control, frame: CGRect(x: 340, y: 60, width: 24, height: 24), image: "gear")
/// ```
public struct UnlabeledElement: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// A bitmap image outside any control.
    case image
    /// A button, link, toggle or menu whose content is only images.
    case control
  }

  public var kind: Kind
  /// The frame in points, in the render's coordinates.
  public var frame: CGRect
  public var identifier: String?
  /// The symbol's name, for an image drawn from one.
  public var image: String?

  public init(kind: Kind, frame: CGRect, identifier: String? = nil, image: String? = nil) {
    self.kind = kind
    self.frame = frame
    self.identifier = identifier
    self.image = image
  }
}

/// Finds the unlabeled images and controls in a laid-out tree. The accessibility tree leaves
/// such views out (they have nothing to read), which is exactly what an audit must see.
enum UnlabeledElementCollector {
  static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Toggle", "Menu", "ShareLink"]

  static func facts(of root: LayoutNode) -> AccessibilityAuditFacts {
    var found: [UnlabeledElement] = []
    visit(root, identifier: nil, into: &found)
    return AccessibilityAuditFacts(elements: AccessibilityTree.elements(of: root), unlabeled: found)
  }

  private static func visit(_ node: LayoutNode, identifier: String?, into found: inout [UnlabeledElement]) {
    if node.isHidden || node.accessibility?.isHidden == true { return }
    if let label = node.accessibility?.label, !label.isEmpty { return }
    let identifier = node.accessibility?.identifier ?? identifier
    if controls.contains(node.name) {
      if !hasText(node), let image = firstImage(in: node) {
        found.append(UnlabeledElement(kind: .control, frame: node.frame, identifier: identifier, image: symbolName(image)))
      }
      return
    }
    if node.name == "Image" {
      // iOS reads a symbol's name when it has no label; a bitmap has nothing to read.
      if symbolName(node) == nil, case .image = node.role {
        found.append(UnlabeledElement(kind: .image, frame: node.frame, identifier: identifier))
      }
      return
    }
    for child in node.children { visit(child, identifier: identifier, into: &found) }
  }

  private static func hasText(_ node: LayoutNode) -> Bool {
    if node.isHidden { return false }
    if let label = node.accessibility?.label, !label.isEmpty { return true }
    if node.name == "Text", let detail = node.detail, detail.count > 2 { return true }
    return node.children.contains(where: hasText)
  }

  private static func firstImage(in node: LayoutNode) -> LayoutNode? {
    if node.isHidden { return nil }
    if node.name == "Image" { return node }
    for child in node.children { if let image = firstImage(in: child) { return image } }
    return nil
  }

  private static func symbolName(_ node: LayoutNode) -> String? {
    guard let detail = node.detail, detail.hasPrefix("symbol \"") else { return nil }
    let rest = detail.dropFirst(8)
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }
}
