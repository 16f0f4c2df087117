/// Reads the accessibility elements out of a laid-out tree as SwiftUI builds them
/// (developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)):
///
/// - elements come in the order the views are declared (stacks top to bottom, leading to
///   trailing, whatever the layout direction);
/// - a text, an image and a control are each one element; a control's label is the labels
///   inside it, joined with ", ";
/// - `.accessibilityElement(children: .combine)` makes one element of the elements inside:
///   labels and values joined with ", ", traits and actions together; `.ignore` makes one
///   element with only what the modifiers give; `.contain` keeps the elements inside as the
///   children of a container;
/// - `.accessibilitySortPriority` orders the elements of one container (the root or a
///   `.contain` element), higher first, keeping view order among equal priorities: an
///   element inside another container is sorted there, never against this one's;
/// - a modifier on a view that is not an element (a label's padding, a stack) reaches the
///   elements inside it.
enum AccessibilityTree {
  static func elements(of root: LayoutNode) -> [AccessibilityElement] {
    sortedByPriority(entries(of: root, inherited: Inherited())).map(\.element)
  }

  /// The labels of the elements a view makes, in reading order, empty ones left out: what a
  /// control or a label reads for its title.
  static func spokenLabels(in node: LayoutNode) -> [String] {
    sortedByPriority(entries(of: node, inherited: Inherited())).map(\.element.label).filter { !$0.isEmpty }
  }

  /// An element and its sort priority within its container.
  private struct Entry {
    var element: AccessibilityElement
    var priority: Double
  }

  /// What modifiers on the views around an element give it.
  private struct Inherited {
    var priority: Double?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var customActions: [String] = []
    var activationPoint: AccessibilityActivationPoint?
    /// The frame of the list row around the views, where a control inside is hit.
    var rowFrame: CGRect?

    /// `info`, set on a view inside, over these.
    func adding(_ info: AccessibilityInfo?) -> Inherited {
      guard let info else { return self }
      var result = self
      result.priority = info.sortPriority ?? priority
      result.value = info.value ?? value
      result.hint = info.hint ?? hint
      result.identifier = info.identifier ?? identifier
      result.addedTraits.formUnion(info.addedTraits)
      result.removedTraits.formUnion(info.removedTraits)
      result.customActions = info.customActions + customActions
      result.activationPoint = info.activationPoint ?? activationPoint
      return result
    }
  }

  private static func sortedByPriority(_ entries: [Entry]) -> [Entry] {
    guard entries.contains(where: { $0.priority != 0 }) else { return entries }
    return entries.enumerated()
      .sorted { $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset }
      .map(\.element)
  }

  private static func isHidden(_ node: LayoutNode) -> Bool {
    if node.isHidden { return true }
    guard let info = node.accessibility else { return false }
    return info.isHidden ?? info.builtIn?.isHidden ?? false
  }

  private static func entries(of node: LayoutNode, inherited outer: Inherited) -> [Entry] {
    if isHidden(node) { return [] }
    let info = node.accessibility
    let control = ControlKind(node)
    if info?.children == .contain {
      let priority = info?.sortPriority ?? outer.priority ?? 0
      let inside = sortedByPriority(node.children.flatMap { entries(of: $0, inherited: Inherited()) })
      return inside.map { Entry(element: $0.element, priority: priority) }
    }
    var own = outer.adding(info)
    if info?.isListRow == true { own.rowFrame = node.frame }
    guard info?.children != nil || info?.label != nil || info?.builtIn != nil || control != nil else {
      return node.children.flatMap { entries(of: $0, inherited: own) }
    }
    let inside = info?.children == .ignore ? [] : sortedByPriority(node.children.flatMap { entries(of: $0, inherited: Inherited()) })
    let combines = info?.children == .combine || (info?.children == nil && control == nil && info?.builtIn == nil)
    let labels = inside.map(\.element.label).filter { !$0.isEmpty }
    let values = inside.compactMap(\.element.value)
    let hints = inside.compactMap(\.element.hint)

    var traits = (control?.traits ?? []).union(info?.builtIn?.traits ?? [])
    if combines { traits = inside.reduce(traits) { $0.union($1.element.traits) } }
    traits.formUnion(own.addedTraits)
    traits.subtract(own.removedTraits)
    let label = info?.label ?? info?.builtIn?.label ?? labels.joined(separator: ", ")
    let value = own.value ?? info?.builtIn?.value ?? control?.value(of: node) ?? (combines && !values.isEmpty ? values.joined(separator: ", ") : nil)
    let hint = own.hint ?? (combines && !hints.isEmpty ? hints.joined(separator: ", ") : nil)
    // A control or an image is an element even without a label: that is what an audit for
    // missing labels looks for. A text or a group with nothing to read is not.
    let mustStay = !traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .isAdjustable, .isSearchField, .isImage])
    guard !label.isEmpty || value != nil || mustStay else { return [] }
    let frame = node.frame
    let element = AccessibilityElement(
      label: label, value: value, hint: hint, identifier: own.identifier, traits: traits, frame: frame,
      customActions: own.customActions + inside.flatMap(\.element.customActions),
      activationPoint: own.activationPoint.map { point(of: $0, in: frame) },
      hitRegion: traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .isAdjustable]) ? nil : own.rowFrame)
    return [Entry(element: element, priority: own.priority ?? 0)]
  }

  private static func point(of activation: AccessibilityActivationPoint, in frame: CGRect) -> CGPoint {
    switch activation {
    case .point(let point): CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
    case .unit(let unit): CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
  }
}

/// A built-in control, known by the name its node carries: the traits it has and the value
/// VoiceOver reads for it.
private struct ControlKind {
  let name: String
  let traits: AccessibilityTraits

  init?(_ node: LayoutNode) {
    let traits: AccessibilityTraits
    switch node.name {
    case "Button", "Menu", "ShareLink", "NavigationLink": traits = .isButton
    case "Link": traits = .isLink
    case "Toggle": traits = [.isToggle, .isButton]
    case "SearchField": traits = .isSearchField
    case "Slider", "Stepper": traits = .isAdjustable
    case "ProgressView", "Gauge": traits = []
    default: return nil
    }
    name = node.name
    self.traits = traits
  }

  /// A toggle reads 1 or 0 (UISwitch's value); a slider, a progress view and a gauge their
  /// percentage ("50%"). A spinning progress view has no value.
  func value(of node: LayoutNode) -> String? {
    switch name {
    case "Toggle": return Self.switchState(in: node)
    case "Slider", "ProgressView", "Gauge": return node.detail.flatMap { $0.hasSuffix("%") ? $0 : nil }
    default: return nil
    }
  }

  private static func switchState(in node: LayoutNode) -> String? {
    if node.name == "Switch" { return node.detail == "on" ? "1" : "0" }
    for child in node.children { if let state = switchState(in: child) { return state } }
    return nil
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
    try RenderLayout.accessibilityElements(content, request)
  }
}

extension RenderLayout {
  /// Lays a view out, without drawing it, and reads its accessibility elements.
  package static func accessibilityElements<Content: View>(_ view: Content, _ request: RenderRequest) throws
    -> [AccessibilityElement]
  {
    try withLayout(view, request) { AccessibilityTree.elements(of: $0.root) }
  }
}
