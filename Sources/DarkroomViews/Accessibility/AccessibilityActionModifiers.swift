/// Accessibility actions. None is ever performed in a snapshot; what an element offers is
/// recorded on it: the names of its custom actions (``AccessibilityElement/customActions``),
/// and the adjustable trait for an adjustable action.

nonisolated extension View {
  /// An action of a standard kind (activate, escape, magic tap). Standard kinds are not
  /// listed among the custom actions: VoiceOver offers them through gestures.
  ///
  /// ```swift
  /// Row().accessibilityAction(.magicTap) { player.toggle() }
  /// ```
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
    self
  }

  /// A custom action, listed by its name on the element.
  ///
  /// ```swift
  /// MessageRow().accessibilityAction(named: "Archive") { archive() }
  /// ```
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibility { $0.customActions.append(name.plainText) }
  }

  /// A custom action named with a localized key.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// A custom action named with a string.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    accessibility { $0.customActions.append(String(name)) }
  }

  /// A custom action named by the labels of a view.
  ///
  /// ```swift
  /// Row().accessibilityAction(action: flag) { Label("Flag", systemImage: "flag") }
  /// ```
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
    modifier(AccessibilityActionsModifier(actions: AnyView(label()), joinsLabels: true))
  }

  /// Custom actions from views: each element the content makes (usually a button) is one
  /// action, named by its label.
  ///
  /// ```swift
  /// MessageRow().accessibilityActions {
  ///   Button("Reply") { reply() }
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    modifier(AccessibilityActionsModifier(actions: AnyView(content()), joinsLabels: false))
  }

  /// Makes the element adjustable: VoiceOver's swipe up and down call `handler`. The element
  /// gets the adjustable trait.
  ///
  /// ```swift
  /// RatingView().accessibilityAdjustableAction { direction in rating.step(direction) }
  /// ```
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    accessibility { $0.addedTraits.insert(.isAdjustable) }
  }
}

/// Reads action names from views, resolved in the environment of the view they are set on.
nonisolated struct AccessibilityActionsModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let actions: AnyView
  /// One action named by every label (`accessibilityAction(action:label:)`), or one action
  /// per element (`accessibilityActions`).
  let joinsLabels: Bool

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    let labels = context.nodes(for: actions).flatMap(AccessibilityTree.spokenLabels(in:))
    let names = joinsLabels ? (labels.isEmpty ? [] : [labels.joined(separator: ", ")]) : labels
    let nodes = content.nodes(in: context)
    for node in nodes {
      var info = node.accessibility ?? AccessibilityInfo()
      info.customActions.append(contentsOf: names)
      node.accessibility = info
    }
    return nodes
  }
}

/// The kind of a standard accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element is adjusted.
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment, decrement
}
