/// Turns a `#Preview` into the declaration that registers it: a type conforming to
/// `PreviewRegistry` whose `makePreview()` returns the preview, named with the compiler's
/// unique name so that it never collides.
///
/// ```swift
/// #Preview("Paid", traits: .sizeThatFitsLayout) { ReceiptCard(receipt: .sample) }
/// // becomes
/// public struct $s…PreviewfMu_: PreviewRegistry {
///   public static var fileID: String { "Receipts/ReceiptCard.swift" }
///   public static var line: Int { 12 }
///   public static func makePreview() -> Preview {
///     Preview("Paid", traits: [.sizeThatFitsLayout]) { ReceiptCard(receipt: .sample) }
///   }
/// }
/// ```
///
/// The type is public so that whole-module optimisation in release builds keeps it (and its
/// conformance record) although nothing refers to it.
///
/// Variables marked `@Previewable` move into a view of their own, so that `@State` in the
/// body works as in SwiftUI.
enum PreviewExpansion {
  static func expand(source: String, discriminator: String, fileID: String, line: Int) throws(PreviewMacroError) -> String {
    let call = try PreviewCall.parse(source)
    let typeName = "\(discriminator)7PreviewfMu_"
    let (lifted, rest) = liftPreviewables(call.body)
    let nameArgument = call.name ?? "nil"
    let traits = "[" + call.traits.joined(separator: ", ") + "]"
    var lines: [String] = []
    lines.append("public struct \(typeName): PreviewRegistry {")
    lines.append("  public static var fileID: String { \(stringLiteral(fileID)) }")
    lines.append("  public static var line: Int { \(line + call.leadingLines) }")
    lines.append("  public static func makePreview() -> Preview {")
    if let widget = call.widget {
      // A widget's timeline: the traits fit the preview to the entries it stacks.
      lines.append("    Preview(\(nameArgument), traits: [.sizeThatFitsLayout]) {")
      lines.append("      WidgetTimelinePreview(family: \(widget.family), widget: {\(call.body)}, timeline: {\(widget.timeline)})")
      lines.append("    }")
      lines.append("  }")
    } else if lifted.isEmpty {
      lines.append("    Preview(\(nameArgument), traits: \(traits)) {\(call.body)}")
      lines.append("  }")
    } else {
      lines.append("    Preview(\(nameArgument), traits: \(traits)) { PreviewableBody() }")
      lines.append("  }")
      lines.append("  struct PreviewableBody: View {")
      for declaration in lifted { lines.append("    \(declaration)") }
      lines.append("    var body: some View {\(rest)}")
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The body's `@Previewable` declarations (without the attribute), and the rest.
  static func liftPreviewables(_ body: String) -> (lifted: [String], rest: String) {
    var lifted: [String] = []
    var rest: [Substring] = []
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmed
      if trimmed.hasPrefix("@Previewable") {
        lifted.append(trimmed.dropFirst("@Previewable".count).trimmed)
      } else {
        rest.append(line)
      }
    }
    return (lifted, rest.joined(separator: "\n"))
  }

  static func stringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
