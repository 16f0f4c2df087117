@testable import DarkroomPreviewMacros
import Testing

@Suite struct PreviewExpansionTests {
  let discriminator = "$s4Demo0009Cardsswift_fMX1_0_7PreviewfMf_"

  func expand(_ source: String, line: Int = 10) throws -> String {
    try PreviewExpansion.expand(source: source, discriminator: discriminator, fileID: "Demo/Cards.swift", line: line)
  }

  @Test func unnamed() throws {
    #expect(
      try expand("#Preview { Badge() }") == """
        public struct $s4Demo0009Cardsswift_fMX1_0_7PreviewfMf_7PreviewfMu_: PreviewRegistry {
          public static var fileID: String { "Demo/Cards.swift" }
          public static var line: Int { 10 }
          public static func makePreview() -> Preview {
            Preview(nil, traits: []) { Badge() }
          }
        }
        """)
  }

  @Test func attributesBeforeTheMacroAreSkippedAndCountedInItsLine() throws {
    let expanded = try expand("@available(iOS 17.0, *)\n@MainActor\n#Preview { Badge() }", line: 10)
    #expect(expanded.contains("Preview(nil, traits: []) { Badge() }"))
    #expect(expanded.contains("public static var line: Int { 12 }"))
  }

  @Test func named() throws {
    #expect(try expand("#Preview(\"Paid (USD)\") {\n  Card()\n}").contains("Preview(\"Paid (USD)\", traits: []) {\n  Card()\n}"))
  }

  @Test func namedWithTraits() throws {
    let expanded = try expand("#Preview(\"Wide, dark\", traits: .sizeThatFitsLayout, .landscapeLeft) { Card() }")
    #expect(expanded.contains("Preview(\"Wide, dark\", traits: [.sizeThatFitsLayout, .landscapeLeft]) { Card() }"))
  }

  @Test func traitsWithoutName() throws {
    let expanded = try expand("#Preview(traits: .fixedLayout(width: 100, height: 50)) { Card() }")
    #expect(expanded.contains("Preview(nil, traits: [.fixedLayout(width: 100, height: 50)]) { Card() }"))
  }

  @Test func bodyAsArgument() throws {
    #expect(try expand("#Preview(\"A\", body: { Card() })").contains("Preview(\"A\", traits: []) { Card() }"))
  }

  @Test func previewableStateMovesIntoAView() throws {
    let expanded = try expand("#Preview(\"Toggle\") {\n  @Previewable @State var isOn = true\n  Toggle(\"On\", isOn: $isOn)\n}")
    #expect(expanded.contains("Preview(\"Toggle\", traits: []) { PreviewableBody() }"))
    #expect(expanded.contains("  struct PreviewableBody: View {\n    @State var isOn = true\n    var body: some View {\n  Toggle(\"On\", isOn: $isOn)\n}"))
  }

  @Test func lineCountsLeadingCommentsAndBlankLines() throws {
    let expanded = try expand("\n  // A comment with #Preview in it\n  /* and { a block } */\n#Preview { Card() }", line: 3)
    #expect(expanded.contains("static var line: Int { 6 }"))
  }

  @Test func stringsWithBracesAndInterpolationDoNotConfuseTheBody() throws {
    let expanded = try expand(#"#Preview("a } \"b\" \(1 + (2))") { Text("}") }"#)
    #expect(expanded.contains(#"Preview("a } \"b\" \(1 + (2))", traits: []) { Text("}") }"#))
  }

  @Test func malformedPreviewSaysHowToWriteIt() {
    #expect(throws: PreviewMacroError.self) { try expand("#Preview(\"No body\")") }
    let message = (try? expand("#Preview(\"No body\")")) == nil
    #expect(message)
    #expect(PreviewMacroError.malformed("it has no body closure").description.contains("#Preview(\"Name\", traits: …)"))
  }

  @Test func pluginAnswersTheCompilersMessages() {
    let capability = PluginMessageLoop.respond(to: ["getCapability": ["capability": ["protocolVersion": 7]]])
    #expect((capability["getCapabilityResult"] as? [String: Any]) != nil)
    let result = PluginMessageLoop.respond(to: [
      "expandFreestandingMacro": [
        "discriminator": discriminator,
        "syntax": ["kind": "declaration", "source": "\n#Preview { Card() }", "location": ["fileID": "Demo/Cards.swift", "line": 4]],
      ]
    ])
    let expanded = (result["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
    #expect(expanded?.contains("static var line: Int { 5 }") == true)
  }

  @Test func aModelClassGetsItsPersistentModelConformance() {
    func expand(role: String) -> String? {
      let result = PluginMessageLoop.respond(to: [
        "expandAttachedMacro": [
          "macro": ["moduleName": "DarkroomPreviewMacros", "typeName": "ModelMacro"], "macroRole": role,
          "declSyntax": ["source": "@Model final class Trip { var name = \"\" }"],
          "extendedTypeSyntax": ["source": " Trip "],
        ]
      ])
      return (result["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
    }
    #expect(expand(role: "extension") == "extension Trip: SwiftData.PersistentModel {}")
    #expect(expand(role: "member") == "")
  }
}

/// WidgetKit's `#Preview(as:widget:timeline:)`
/// (developer.apple.com/documentation/widgetkit/preview(_:as:widget:timeline:)): the widget
/// closure comes first, the timeline as a labelled trailing closure.
@Suite struct WidgetPreviewExpansionTests {
  func expand(_ source: String) throws -> String {
    try PreviewExpansion.expand(source: source, discriminator: "$s4Demo7PreviewfMf_", fileID: "Demo/Steps.swift", line: 3)
  }

  @Test func aWidgetTimelineBecomesATimelinePreviewOfItsEntries() throws {
    let expanded = try expand("#Preview(as: .systemSmall) {\n  StepsWidget()\n} timeline: {\n  StepsEntry(steps: 1)\n  StepsEntry(steps: 2)\n}")
    #expect(expanded.contains("Preview(nil, traits: [.sizeThatFitsLayout]) {"))
    #expect(
      expanded.contains(
        "WidgetTimelinePreview(family: .systemSmall, widget: {\n  StepsWidget()\n}, timeline: {\n  StepsEntry(steps: 1)\n  StepsEntry(steps: 2)\n})"
      ))
  }

  @Test func aNamedPreviewWithAnIntentKeepsItsNameAndDropsTheIntent() throws {
    let expanded = try expand("#Preview(\"Emoji\", as: .systemMedium, using: ConfigurationAppIntent.smiley) { EmojiWidget() } timeline: { Entry() }")
    #expect(expanded.contains("Preview(\"Emoji\", traits: [.sizeThatFitsLayout]) {"))
    #expect(expanded.contains("WidgetTimelinePreview(family: .systemMedium, widget: { EmojiWidget() }, timeline: { Entry() })"))
  }

  @Test func labelledClosuresInTheParenthesesWorkToo() throws {
    let expanded = try expand("#Preview(as: .systemSmall, widget: { W() }, timeline: { E() })")
    #expect(expanded.contains("WidgetTimelinePreview(family: .systemSmall, widget: { W() }, timeline: { E() })"))
  }

  @Test func aFamilyWithoutATimelineIsAnError() {
    #expect(throws: PreviewMacroError.self) { try expand("#Preview(as: .systemSmall) { W() }") }
    #expect(throws: PreviewMacroError.self) { try expand("#Preview { W() } timeline: { E() }") }
    #expect(throws: PreviewMacroError.self) { try expand("#Preview(as: .systemSmall) { W() } timeline: 3") }
  }
}
