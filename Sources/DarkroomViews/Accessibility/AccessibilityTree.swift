/// One element of a rendered view as assistive technologies meet it: what is read, its
/// traits and where it is.
///
/// ```swift
/// for element in try ImageRenderer(content: LoginScreen()).accessibilityElements() {
///   print(element.label, element.traits.names, element.frame)
/// }
/// ```
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  public var label: String
  public var value: String?
  public var hint: String?
  public var identifier: String?
  public var traits: AccessibilityTraits
  /// The element's frame in points, in the render's coordinates.
  public var frame: CGRect

  public var description: String {
    var parts = ["\"\(label)\""]
    if let value { parts.append("value \"\(value)\"") }
    if !traits.names.isEmpty { parts.append(traits.names.joined(separator: ",")) }
    if let identifier { parts.append("id \(identifier)") }
    return parts.joined(separator: " ")
  }
}

/// Reads the accessibility elements out of a laid-out tree, in reading order: higher sort
/// priorities first, then the order of the views.
enum AccessibilityTree {
  static func elements(of root: LayoutNode) -> [AccessibilityElement] {
    var found: [(element: AccessibilityElement, priority: Double, order: Int)] = []
    collect(root, priority: 0, into: &found)
    return found.enumerated()
      .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }
      .map(\.element.element)
  }

  private static func collect(
    _ node: LayoutNode, priority: Double, into found: inout [(element: AccessibilityElement, priority: Double, order: Int)]
  ) {
    let info = node.accessibility
    if info?.isHidden == true { return }
    let priority = info?.sortPriority ?? priority
    let implicit = implicitTraits(of: node)
    let isElement = info?.label != nil || info?.children == .ignore || info?.children == .combine
      || !implicit.isDisjoint(with: [.isButton, .isToggle, .isLink]) || node.name == "Text" || (node.name == "Image" && info != nil)
    if isElement && info?.children != .contain {
      var traits = implicit.union(info?.addedTraits ?? [])
      traits.subtract(info?.removedTraits ?? [])
      let label = info?.label ?? texts(in: node).joined(separator: ", ")
      let value = info?.value ?? implicitValue(of: node)
      guard !label.isEmpty || value != nil else { return }
      found.append((AccessibilityElement(label: label, value: value, hint: info?.hint, identifier: info?.identifier,
                                         traits: traits, frame: node.frame), priority, found.count))
      return
    }
    for child in node.children { collect(child, priority: priority, into: &found) }
  }

  private static func implicitTraits(of node: LayoutNode) -> AccessibilityTraits {
    switch node.name {
    case "Button", "Menu", "ShareLink": .isButton
    case "NavigationLink": .isButton
    case "Link": .isLink
    case "Toggle": [.isToggle, .isButton]
    case "Text": .isStaticText
    case "Image": .isImage
    case "SearchField": .isSearchField
    default: []
    }
  }

  private static func implicitValue(of node: LayoutNode) -> String? {
    if node.name == "Toggle" {
      return switchState(in: node)
    }
    if ["Slider", "ProgressView", "Gauge"].contains(node.name) { return node.detail }
    return nil
  }

  private static func switchState(in node: LayoutNode) -> String? {
    if node.name == "Switch" { return node.detail == "on" ? "1" : "0" }
    for child in node.children { if let state = switchState(in: child) { return state } }
    return nil
  }

  /// The texts inside a node, hidden ones left out.
  private static func texts(in node: LayoutNode) -> [String] {
    if node.accessibility?.isHidden == true || node.isHidden { return [] }
    if let label = node.accessibility?.label { return [label] }
    if node.name == "Text", let detail = node.detail, detail.count >= 2 {
      return [String(detail.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n")]
    }
    return node.children.flatMap(texts(in:))
  }
}

extension ImageRenderer {
  /// The accessibility elements of the view, in reading order, from what its views are and
  /// from their accessibility modifiers.
  ///
  /// ```swift
  /// let elements = try ImageRenderer(content: SettingsScreen()).accessibilityElements()
  /// #expect(elements.contains { $0.label == "Sign Out" && $0.traits.contains(.isButton) })
  /// ```
  public func accessibilityElements() throws -> [AccessibilityElement] {
    try RenderLayout.withLayout(content, request) { AccessibilityTree.elements(of: $0.root) }
  }
}
