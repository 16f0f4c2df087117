@testable import DarkroomPreviews
import DarkroomUI
import Testing

/// A preview marked `.snapshotAccessibility(true)` renders as its accessibility overlay, and
/// its sidecar says so.
@Suite struct AccessibilityPreviewTests {
  private nonisolated struct Card: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Receipt #7").font(.headline)
        Button("Share") {}
      }
      .padding()
    }
  }

  @Test func anAccessibilityPreviewRendersTheOverlay() throws {
    let plain = try PreviewRendering.render(AnyView(Card()), layout: .sizeThatFits, device: .iPhone15)
    let marked = try PreviewRendering.render(AnyView(Card().snapshotAccessibility(true)), layout: .sizeThatFits, device: .iPhone15)
    let plainBitmap = try #require(plain.bitmap)
    let overlay = try #require(marked.bitmap)
    #expect(plain.accessibilityElements == nil)
    #expect(marked.accessibilityElements?.map(\.label) == ["Receipt #7", "Share"])
    // The overlay is the same render with the legend beside it.
    #expect(overlay.width > plainBitmap.width && overlay.height >= plainBitmap.height)
    #expect(overlay.scale == plainBitmap.scale)
  }

  @Test func theSidecarOfAnAccessibilityPreviewSaysItIsEnabled() throws {
    let result = try PreviewRendering.render(AnyView(Card().snapshotAccessibility(true)), layout: .sizeThatFits, device: .iPhone15)
    let sidecar = Sidecar.make(
      facts: .init(index: 0, name: "Card", defaultGroup: "M/Card.swift", module: "M", line: 3), preferences: result.preferences,
      preferredColorScheme: nil, device: .iPhone15, testName: "T")
    #expect(sidecar.context["accessibility_enabled"] == true)
  }

  @Test func falseOrAnExplicitPlainRenderKeepsThePlainImage() throws {
    let plain = try #require(try PreviewRendering.render(AnyView(Card()), layout: .sizeThatFits, device: .iPhone15).bitmap)
    let off = try PreviewRendering.render(AnyView(Card().snapshotAccessibility(false)), layout: .sizeThatFits, device: .iPhone15)
    let forcedPlain = try PreviewRendering.render(
      AnyView(Card().snapshotAccessibility(true)), layout: .sizeThatFits, device: .iPhone15, accessibilityOverlay: false)
    #expect(off.bitmap?.bytes == plain.bytes)
    #expect(forcedPlain.bitmap?.bytes == plain.bytes)
  }
}
