import DarkroomPreviews
import DarkroomPreviewsXCTest
import XCTest

final class PreviewXCTestCaseTests: PreviewSnapshotTestCase {
  override class var previewFilter: PreviewFilter { try! PreviewFilter(include: ["BadgeStates_Previews"]) }

  func testPreviews() {
    XCTAssertEqual(previewNames, [
      "PreviewFixtureCards/BadgeStates_Previews:On", "PreviewFixtureCards/BadgeStates_Previews:Off",
      "PreviewFixtureCards/BadgeStates_Previews:2", "PreviewFixtureCards/BadgeStates_Previews:3",
    ])
    assertAllPreviews()
  }
}
