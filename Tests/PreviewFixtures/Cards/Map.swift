import DarkroomUI

/// A stand-in map screen that asks for the dark appearance.
struct MapPreview: View {
  var body: some View {
    Text("Route")
      .padding(20)
      .preferredColorScheme(.dark)
  }
}

#Preview("Map") {
  MapPreview()
    .snapshotTags(["screen": "map"])
    .snapshotAdditionalContext(["fixture": "city-route"])
    .snapshotGroup("Navigation")
    .snapshotDiffThreshold(0.05)
    .snapshotCanvasTheme(.dark)
}
