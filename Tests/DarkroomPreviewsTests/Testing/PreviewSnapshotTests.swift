import DarkroomPreviews
import Testing

/// The one line a Swift Testing user writes: one test case per preview, compared with its
/// reference under `__Snapshots__/PreviewSnapshotTests/`.
@Suite struct PreviewSnapshotTests {
  @Test(arguments: allPreviews(try! PreviewFilter(modules: ["PreviewFixtureCards"])))
  func preview(_ preview: PreviewSnapshot) {
    assertPreviewSnapshot(preview)
  }

  @Test func oneCasePerPreview() {
    #expect(allPreviews(try! PreviewFilter(modules: ["PreviewFixtureCards"])).count == 11)
  }
}
