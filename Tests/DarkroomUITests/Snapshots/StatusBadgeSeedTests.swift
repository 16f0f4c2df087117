// A StatusBadge snapshot test as a swift-snapshot-testing user writes one, unchanged but for the
// imports: SnapshotTesting, SwiftUI and UIKit become Darkroom and DarkroomUI.
import Darkroom
import DarkroomUI
import XCTest

nonisolated struct StatusBadge: View {
let title: String
var body: some View {
Text(title)
.padding(.horizontal, 12)
.padding(.vertical, 8)
.background(.blue)
.foregroundStyle(.white)
.clipShape(Capsule())
}
}
@MainActor
func testStatusBadgeDarkMode() {
let badge = StatusBadge(title: "Connected")
assertSnapshot(
of: badge,
as: .image(
layout: .fixed(width: 180, height: 60),
traits: UITraitCollection(userInterfaceStyle: .dark)
)
)
}

/// Runs the free test function above, which XCTest would not find at file scope.
final class StatusBadgeSeedTests: XCTestCase {
  @MainActor
  func testStatusBadgeDarkMode() {
    DarkroomUITests.testStatusBadgeDarkMode()
  }

  /// The dark badge is drawn as the test expects: a blue capsule (iOS's dark-mode blue)
  /// on a black background, white text inside.
  func testStatusBadgeDarkModePixels() throws {
    let renderer = ImageRenderer(content: StatusBadge(title: "Connected"))
    renderer.environment.colorScheme = .dark
    renderer.scale = 2
    let bitmap = try renderer.render()
    // Left end of the capsule (inside the 12-point padding) is blue; the corner is clear.
    XCTAssertEqual(bitmap[10, bitmap.height / 2], Pixel(red: 10, green: 132, blue: 255))
    XCTAssertEqual(bitmap[0, 0].alpha, 0)
  }
}
