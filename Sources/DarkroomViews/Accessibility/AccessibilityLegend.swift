/// The legend of an accessibility overlay: one row an element, in reading order, with its
/// colour and number, and what VoiceOver reads for it.
nonisolated struct AccessibilityLegend: View {
  let elements: [AccessibilityElement]

  private static let primary = Color(white: 0.11)
  private static let secondary = Color(white: 0.42)

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
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

  private func row(_ element: AccessibilityElement, number: Int) -> some View {
    HStack(alignment: .top, spacing: 8) {
      NumberBadge(number: number, color: AccessibilityOverlay.color(forNumber: number), size: 12)
      VStack(alignment: .leading, spacing: 2) {
        Text(element.label.isEmpty ? "(no label)" : element.label)
          .font(.system(size: 13, weight: .semibold))
          .foregroundColor(element.label.isEmpty ? Self.secondary : Self.primary)
        Text(Self.details(of: element))
          .font(.system(size: 12))
          .foregroundColor(Self.secondary)
        if let hint = element.hint {
          Text(hint)
            .font(.system(size: 12))
            .italic()
            .foregroundColor(Self.secondary)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
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
