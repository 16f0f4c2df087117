import Foundation
import Testing

@testable import DarkroomViews

/// Images and colours from an asset catalog, read from its `Contents.json` files as Xcode
/// writes them (developer.apple.com/documentation/xcode/asset-management).
@Suite struct AssetCatalogTests {
  private var fixtures: Bundle? {
    Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").path)
  }

  @Test func anImageSetGivesItsLargestScale() throws {
    let bundle = try #require(fixtures)
    let description = try ImageRenderer(content: Image("Logo", bundle: bundle)).layoutDescription()
    #expect(description.contains("Image 8×6px"))
    #expect(description.hasPrefix("canvas 4×3 @1x"), "the 2x image is 4 × 3 points")
  }

  @Test func aColorSetFollowsTheAppearance() throws {
    let bundle = try #require(fixtures)
    let light = try ImageRenderer(content: Color("Brand", bundle: bundle).frame(width: 1, height: 1)).render()
    let renderer = ImageRenderer(content: Color("Brand", bundle: bundle).frame(width: 1, height: 1))
    renderer.environment.colorScheme = .dark
    let dark = try renderer.render()
    #expect(Array(light.bytes.prefix(4)) == [255, 128, 64, 255])
    #expect(Array(dark.bytes.prefix(4)) == [0, 128, 64, 255])
  }

  @Test func aMissingNameDrawsNothing() throws {
    let bundle = try #require(fixtures)
    #expect(try ImageRenderer(content: Image("Nope", bundle: bundle)).layoutDescription().contains("missing"))
    let clear = try ImageRenderer(content: Color("Nope", bundle: bundle).frame(width: 1, height: 1)).render()
    #expect(Array(clear.bytes.prefix(4)) == [0, 0, 0, 0])
  }
}

/// The asset symbols Xcode generates for a catalog
/// (developer.apple.com/documentation/developertoolssupport/colorresource and
/// .../imageresource) draw the same sets as their names do.
@Suite struct AssetResourceTests {
  private var fixtures: Bundle? {
    Bundle(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").path)
  }

  @Test func aColorResourceDrawsItsColorSet() throws {
    let brand = ColorResource(name: "Brand", bundle: try #require(fixtures))
    let light = try ImageRenderer(content: Color(brand).frame(width: 1, height: 1)).render()
    #expect(Array(light.bytes.prefix(4)) == [255, 128, 64, 255])
    var red: CGFloat = 0
    UIColor(resource: brand).getRed(&red, green: nil, blue: nil, alpha: nil)
    #expect(red == 1)
  }

  @Test func anImageResourceDrawsItsImageSet() throws {
    let logo = ImageResource(name: "Logo", bundle: try #require(fixtures))
    let description = try ImageRenderer(content: Image(logo)).layoutDescription()
    #expect(description.contains("Image 8×6px"))
    let uiImage = UIImage(resource: logo)
    #expect(uiImage.size == CGSize(width: 4, height: 3))
    #expect(uiImage.scale == 2)
  }

  @Test func aMissingResourceIsClearAndEmpty() throws {
    let bundle = try #require(fixtures)
    let clear = try ImageRenderer(content: Color(ColorResource(name: "Nope", bundle: bundle)).frame(width: 1, height: 1)).render()
    #expect(Array(clear.bytes.prefix(4)) == [0, 0, 0, 0])
    #expect(UIImage(resource: ImageResource(name: "Nope", bundle: bundle)).size == .zero)
    #expect(UIImage(named: "Logo", in: bundle) != nil, "UIImage(named:in:) reads asset catalogs too")
  }
}
