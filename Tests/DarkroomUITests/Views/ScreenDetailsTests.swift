import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Details real screens depend on: size classes from the device, placeholders for redacted
/// content, images from URLs, and line limits written as ranges.
@Suite struct ScreenDetailsTests {
  private nonisolated struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View { Text("\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")") }
  }

  private func layout<V: View>(_ view: V, _ config: ViewImageConfig) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: config), traits: UITraitCollection())
  }

  @Test func devicesGiveUIKitsSizeClasses() throws {
    #expect(try layout(SizeClassProbe(), .iPhone15).contains("Text \"CR\""))
    #expect(try layout(SizeClassProbe(), .iPhone15(.landscape)).contains("Text \"CC\""))
    #expect(try layout(SizeClassProbe(), .iPhone16ProMax(.landscape)).contains("Text \"RC\""))
    #expect(try layout(SizeClassProbe(), .iPadPro13).contains("Text \"RR\""))
  }

  @Test func redactedTextAndImagesBecomePlaceholdersOfTheirSize() throws {
    let photo = Image(bitmap: Bitmap(width: 8, height: 8, bytes: [UInt8](repeating: 200, count: 256)))
    let row = HStack { photo; Text("Blob Senior") }
    let plain = try ImageRenderer(content: row).render()
    let redacted = try ImageRenderer(content: row.redacted(reason: .placeholder)).render()
    #expect(plain.bytes != redacted.bytes)
    #expect(plain.width == redacted.width && plain.height == redacted.height, "placeholders keep the sizes")
    // `.unredacted()` inside redacted content draws that part as it is.
    let keptText = try ImageRenderer(content: HStack { photo; Text("Blob Senior").unredacted() }.redacted(reason: .placeholder)).render()
    #expect(keptText.bytes != redacted.bytes)
    #expect(keptText.bytes != plain.bytes)
  }

  @Test func anAsyncImageShowsItsPlaceholderUnlessAnImageIsRegistered() throws {
    let url = URL(string: "https://example.com/avatar-\(UUID().uuidString).png")!
    let view = AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray.id("placeholder") }
      .frame(width: 40, height: 40)
    #expect(try ImageRenderer(content: view).layoutDescription().contains("placeholder"))
    AsyncImage<Image>.registerImage(Bitmap(width: 2, height: 2, bytes: [UInt8](repeating: 255, count: 16)), for: url)
    let loaded = try ImageRenderer(content: view).layoutDescription()
    #expect(!loaded.contains("placeholder"))
    #expect(loaded.contains("Image 2×2px resizable"))
  }

  @Test func aLineLimitRangeCapsTheLines() throws {
    let text = String(repeating: "word ", count: 60)
    let capped = try LayoutProbe(Text(text).lineLimit(1...2).id("t"), width: 120)
    let single = try LayoutProbe(Text(text).lineLimit(1).id("t"), width: 120)
    #expect(capped["t"].height > single["t"].height)
    #expect(capped["t"].height < single["t"].height * 2.5)
  }
}
