/// The legend of an accessibility overlay: one row an element, in reading order, with its
/// colour and number, and what VoiceOver reads for it.
nonisolated struct AccessibilityLegend: View {
  let elements: [AccessibilityElement]
  /// The number badges in reading order, one an element; for a legend drawn straight in a
  /// bitmap's RGBA order (see ``isGreyButForBadges(_:)``), in swapped colours.
  let badges: [NumberStamp]

  /// The badges' text size, in points.
  static let badgeSize: CGFloat = 11

  private static let primary = Color(white: 0.11)
  private static let secondary = Color(white: 0.42)

  var body: some View {
    if elements.isEmpty {
      Text(verbatim: "No accessibility elements")
        .font(.system(size: 13))
        .foregroundColor(Self.secondary)
    } else {
      // One row an element: its badge, then its label and what else VoiceOver reads as one
      // wrapping text, so a short element takes one line and the legend stays about as
      // tall as the render beside it.
      LegendColumn(maximumWidth: AccessibilityOverlay.legendWidth, spacing: 7, gap: 8) {
        ForEach(Array(zip(elements, badges).enumerated()), id: \.offset) { _, row in
          row.1.view
          Self.description(of: row.0)
        }
      }
    }
  }

  /// "Label  value: 50% · adjustable", then the hint in italics, as one text.
  private static func description(of element: AccessibilityElement) -> Text {
    let label = Text(element.label.isEmpty ? "(no label)" : element.label)
      .font(.system(size: 13, weight: .semibold))
      .foregroundColor(element.label.isEmpty ? secondary : primary)
    var text = label + Text(verbatim: "  " + details(of: element)).font(.system(size: 12)).foregroundColor(secondary)
    if let hint = element.hint {
      text = text + Text(verbatim: " · ").font(.system(size: 12)).foregroundColor(secondary)
        + Text(hint).font(.system(size: 12)).italic().foregroundColor(secondary)
    }
    return text
  }

  /// The value, traits and actions on one line: "50% · adjustable · actions: Archive".
  static func details(of element: AccessibilityElement) -> String {
    var parts: [String] = []
    if let value = element.value { parts.append("value: \(value)") }
    parts.append(element.traits.names.isEmpty ? "no traits" : element.traits.names.joined(separator: ", "))
    if !element.customActions.isEmpty { parts.append("actions: " + element.customActions.joined(separator: ", ")) }
    return parts.joined(separator: " · ")
  }

  /// Whether the legend of `elements` draws nothing but grey and white outside its badges,
  /// and so the same pixels in either channel order: its colours are greys, and no character
  /// of what it reads can be drawn from a colour font. Below U+2070 only ‼ and ⁉ are emoji
  /// of their own; © and ® need a variation selector, and keycaps their combining mark,
  /// both above it, like the symbol blocks and the emoji planes.
  static func isGreyButForBadges(_ elements: [AccessibilityElement]) -> Bool {
    func isGrey(_ text: String) -> Bool {
      text.unicodeScalars.allSatisfy { $0.value < 0x2070 && $0.value != 0x203C && $0.value != 0x2049 }
    }
    return elements.allSatisfy { element in
      isGrey(element.label) && isGrey(details(of: element)) && (element.hint.map(isGrey) ?? true)
    }
  }
}
