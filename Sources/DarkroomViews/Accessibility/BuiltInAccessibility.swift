/// What a built-in view is to assistive technologies before any accessibility modifier: a
/// text reads its string, an image its name, a slider its label and value. The accessibility
/// tree reads it; the modifiers a view's user adds override each part.
struct BuiltInAccessibility {
  var label: String?
  var value: String?
  var traits: AccessibilityTraits = []
  /// A decorative image: never an element, and left out of combined labels.
  var isHidden = false
}

/// Sets a built-in view's accessibility on the nodes of its content. With `labelSource`, the
/// label is the texts of that view (a slider's or a label's title), resolved in the same
/// environment: a slider's label is never drawn, and a label's title is read even when its
/// style shows only the icon.
nonisolated struct BuiltInAccessibilityModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  var defaults: BuiltInAccessibility
  var labelSource: AnyView?

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    var defaults = defaults
    if let labelSource {
      let spoken = context.nodes(for: labelSource).flatMap(AccessibilityTree.spokenLabels(in:))
      defaults.label = spoken.joined(separator: ", ")
    }
    let nodes = content.nodes(in: context)
    for node in nodes {
      var info = node.accessibility ?? AccessibilityInfo()
      info.builtIn = defaults
      node.accessibility = info
    }
    return nodes
  }
}

extension LayoutNode {
  /// Marks a node a built-in view made for itself (a text, an image) with what it reads.
  func setBuiltInAccessibility(_ defaults: BuiltInAccessibility) {
    var info = accessibility ?? AccessibilityInfo()
    info.builtIn = defaults
    accessibility = info
  }
}

/// What VoiceOver reads for an SF Symbol that has no label.
///
/// iOS reads a few symbols by what they mean ("square.and.arrow.up" is "Share"); for those
/// the table gives that word. Every other name is read as its parts with the dots as spaces
/// ("cart.badge.plus" reads "cart badge plus"), which is close to what VoiceOver says and
/// makes a missing label easy to spot.
enum SymbolSpokenName {
  static func of(_ symbolName: String) -> String {
    if let known = meanings[symbolName] { return known }
    return symbolName.split(separator: ".").joined(separator: " ")
  }

  private static let meanings: [String: String] = [
    "square.and.arrow.up": "Share",
    "plus": "Add",
    "xmark": "Close",
    "trash": "Delete",
    "magnifyingglass": "Search",
    "ellipsis": "More",
  ]
}
