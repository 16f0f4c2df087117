import Testing

@testable import DarkroomViews

/// The overlay is drawn in the bitmap's own memory: its legend, grey but for the badges,
/// straight in the bitmap's channel order, and only the render's place converted.
@Suite struct OverlayDrawingTests {
  private nonisolated struct Form: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Delivery").font(.headline).accessibilityAddTraits(.isHeader)
        Text("Café – “Le Bœuf” · Zürich")
        Button("Order") {}.accessibilityHint("Places the order")
        Circle().fill(.orange.opacity(0.6)).frame(width: 30, height: 30).accessibilityLabel("Status")
      }
      .padding()
    }
  }

  private func overlay(of view: some View, legendInBitmapOrder: Bool?) throws -> Bitmap {
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: 2, environment: EnvironmentValues(), background: nil)
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
        let laidOut = RenderLayout.layOut(view, request, engine: engine)
        let elements = AccessibilityTree.elements(of: laidOut.root)
        return try RenderLayout.drawOverlaid(
          laidOut, request, overlay: AccessibilityOverlay(showsActivationPoints: true), elements: elements,
          engine: engine, legendInBitmapOrder: legendInBitmapOrder)
      }
    }
  }

  @Test func aGreyLegendDrawnInTheBitmapsOrderHasThePixelsOfOneConvertedWhole() throws {
    let elements = try ImageRenderer(content: Form()).accessibilityElements()
    #expect(AccessibilityLegend.isGreyButForBadges(elements))
    let direct = try overlay(of: Form(), legendInBitmapOrder: nil)
    let converted = try overlay(of: Form(), legendInBitmapOrder: false)
    #expect(direct.width == converted.width && direct.height == converted.height)
    #expect(direct.bytes == converted.bytes)
  }

  @Test func aLegendThatMayShowColourGlyphsIsConvertedWhole() {
    func legend(_ label: String) -> [AccessibilityElement] {
      [AccessibilityElement(label: label, frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
    }
    for label in ["Cart 🛒", "Rated ★", "Copyright ©\u{FE0F}", "1\u{FE0F}\u{20E3}", "Really‼", "東京"] {
      #expect(!AccessibilityLegend.isGreyButForBadges(legend(label)), "\(label)")
    }
    for label in ["Plain", "Ünïcödé – “quoted” … ©", "Ελληνικά", "Кириллица", "עברית"] {
      #expect(AccessibilityLegend.isGreyButForBadges(legend(label)), "\(label)")
    }
  }

  @Test func anEmojiInALabelKeepsItsColoursInTheOverlay() throws {
    let view = Text("Basket").accessibilityLabel("Basket 🍎").padding()
    let overlaid = try overlay(of: view, legendInBitmapOrder: nil)
    let converted = try overlay(of: view, legendInBitmapOrder: false)
    #expect(overlaid.bytes == converted.bytes)
    // The apple is red, not blue: somewhere in the legend red clearly leads blue.
    let reddish = stride(from: 0, to: overlaid.bytes.count, by: 4).contains { index in
      Int(overlaid.bytes[index]) > Int(overlaid.bytes[index + 2]) + 120 && overlaid.bytes[index + 1] < 90
    }
    #expect(reddish)
  }
}
