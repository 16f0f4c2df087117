import Darkroom
import DarkroomUI
import XCTest

/// A whole screen as a reviewer sees it: the laid-out tree as text, and the image in a
/// right-to-left, dark, large-text variant.
final class ScreenSnapshotTests: XCTestCase {
  func testSampleScreenLayout() {
    assertSnapshot(of: SampleScreen(), as: .layout(.device(config: .iPhone15)))
  }

  func testSampleScreenRightToLeftDarkLargeText() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(layoutDirection: .rightToLeft),
      UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
      UITraitCollection(displayScale: 2),
    ])
    assertSnapshot(of: SampleScreen(), as: .image(layout: .device(config: .iPhone15), traits: traits))
  }

  /// Modified views have opaque types (`some View`); the strategies take them as they are.
  func testAModifiedViewSnapshotsDirectly() {
    assertSnapshot(of: Text("Padded").padding().background(.yellow), as: .layout)
  }
}
