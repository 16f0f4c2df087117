import Foundation

nonisolated extension Snapshotting where Value: View, Format == String {
  /// Snapshots a view's accessibility elements as text, one element a line in VoiceOver's
  /// reading order: number, label, value, traits, hint, actions, identifier and frame
  /// (points, rounded to 0.01). A changed label, a lost trait or a reordered element shows as
  /// a line diff.
  ///
  /// ```swift
  /// assertSnapshot(of: LoginScreen(), as: .accessibility)
  /// ```
  ///
  /// ```text
  /// 1. "Sign in", traits: header, staticText, frame: 16 20 88.5 24
  /// 2. "Email", value: "blob@example.com", traits: none, frame: 16 60 361 44
  /// 3. "Continue", traits: button, hint: "Sends a code", frame: 16 120 361 50
  /// ```
  public static var accessibility: Snapshotting {
    .accessibility()
  }

  /// The accessibility text in a given layout and traits.
  ///
  /// ```swift
  /// assertSnapshot(of: screen, as: .accessibility(layout: .device(config: .iPhone15)))
  /// ```
  public static func accessibility(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init())
    -> Snapshotting
  {
    accessibilityPullback(SimplySnapshotting<String>.lines) { try AccessibilityText.of($0, layout: layout, traits: traits) }
  }
}

nonisolated extension Snapshotting where Value: View, Format == Bitmap {
  /// Snapshots a view with its accessibility elements drawn over it, as a PNG: each element
  /// tinted in its own colour and numbered in reading order, with a legend beside the image
  /// (label, value, traits, hint and actions of each number).
  ///
  /// ```swift
  /// assertSnapshot(of: ReceiptCard(receipt: .sample), as: .accessibilityImage(layout: .fixed(width: 360, height: 390)))
  /// assertSnapshot(of: Player(), as: .accessibilityImage(showsActivationPoints: true, showsHitRegions: true))
  /// ```
  ///
  /// - Parameters:
  ///   - layout: The space the view is rendered in.
  ///   - traits: Appearance, text size, layout direction, scale (2 unless given) and locale.
  ///   - showsActivationPoints: Marks where VoiceOver activates each element.
  ///   - showsHitRegions: Outlines where a touch finds each element.
  public static func accessibilityImage(
    layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init(), precision: Float = 1,
    perceptualPrecision: Float = 1, showsActivationPoints: Bool = false, showsHitRegions: Bool = false
  ) -> Snapshotting {
    let overlay = AccessibilityOverlay(showsActivationPoints: showsActivationPoints, showsHitRegions: showsHitRegions)
    return accessibilityPullback(SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      try SnapshotRendering.accessibilityOverlay(of: $0, layout: layout, traits: traits, overlay: overlay)
    }
  }
}

/// A strategy whose transformation sees the view as `Any`, as the other view strategies do:
/// the closure holds no conformance of the view type, so every view type can be
/// snapshotted from any thread.
private func accessibilityPullback<Value, Format>(
  _ strategy: Snapshotting<Format, Format>, _ transform: @escaping @Sendable (Any) throws -> Format
) -> Snapshotting<Value, Format> {
  strategy.pullback { (value: Value) in try transform(value) }
}

/// The accessibility elements of a view as the `.accessibility` strategy writes them.
///
/// ```swift
/// let text = try AccessibilityText.of(ReceiptCard(receipt: .sample), layout: .fixed(width: 360, height: 390))
/// #expect(text.hasPrefix("1. \"Receipt #1042\""))
/// ```
public enum AccessibilityText {
  /// The view's elements, rendered in `layout` with `traits`, one a line.
  ///
  /// - Throws: what the view's render throws (a missing model, a canvas too large).
  public static func of(_ view: Any, layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init())
    throws -> String
  {
    lines(of: try SnapshotRendering.accessibilityElements(of: view, layout: layout, traits: traits))
  }

  /// Elements one a line, numbered from 1; "(no elements)" for none.
  public static func lines(of elements: [AccessibilityElement]) -> String {
    guard !elements.isEmpty else { return "(no elements)" }
    return elements.enumerated().map { index, element in line(element, number: index + 1) }.joined(separator: "\n")
  }

  static func line(_ element: AccessibilityElement, number: Int) -> String {
    var parts = ["\(number). \(quoted(element.label))"]
    if let value = element.value { parts.append("value: \(quoted(value))") }
    parts.append("traits: " + (element.traits.names.isEmpty ? "none" : element.traits.names.joined(separator: ", ")))
    if let hint = element.hint { parts.append("hint: \(quoted(hint))") }
    if !element.customActions.isEmpty { parts.append("actions: " + element.customActions.map(quoted).joined(separator: " ")) }
    if let identifier = element.identifier { parts.append("id: \(quoted(identifier))") }
    let frame = element.frame.standardized
    parts.append("frame: " + [frame.minX, frame.minY, frame.width, frame.height].map(points).joined(separator: " "))
    return parts.joined(separator: ", ")
  }

  /// In double quotes, with quotes, backslashes and line breaks escaped, so one element
  /// stays on one line.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// A length rounded to 0.01 pt, without trailing zeros, and never "-0".
  static func points(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let hundredths = (Double(value) * 100).rounded()
    guard abs(hundredths) < 1e15 else { return String(format: "%.0f", hundredths / 100) }
    let whole = Int64(hundredths)
    if whole == 0 { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let fraction = magnitude % 100
    var text = "\(sign)\(magnitude / 100)"
    if fraction != 0 { text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)") }
    return text
  }
}
