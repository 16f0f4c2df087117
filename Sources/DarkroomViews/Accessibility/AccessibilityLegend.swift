/// The legend of an accessibility overlay: one row an element, in reading order, with its
/// colour and number, and what VoiceOver reads for it.
nonisolated struct AccessibilityLegend: View {
  let elements: [AccessibilityElement]

  private static let primary = Color(white: 0.11)
  private static let secondary = Color(white: 0.42)

  var body: some View {
    LegendColumn(maximumWidth: AccessibilityOverlay.legendWidth, spacing: 7) {
      if elements.isEmpty {
        Text(verbatim: "No accessibility elements")
          .font(.system(size: 13))
          .foregroundColor(Self.secondary)
      }
      ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
        row(element, number: index + 1)
      }
    }
  }

  /// One element's row: its badge, then its label and what else VoiceOver reads as one
  /// wrapping text, so a short element takes one line and the legend stays about as tall as
  /// the render beside it.
  private func row(_ element: AccessibilityElement, number: Int) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      NumberBadge(number: number, color: AccessibilityOverlay.color(forNumber: number), size: 11)
      Self.description(of: element)
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
}
