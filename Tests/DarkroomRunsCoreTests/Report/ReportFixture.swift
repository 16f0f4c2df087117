import DarkroomRunsCore

/// Writes a report folder for `summary`: each image file holds its own path as text, so a
/// test can tell which file went where.
func writeReport(_ summary: RunSummary, to folder: String) throws {
  let draft = try ReportFolder.begin(folder, operation: "a test")
  for result in summary.results {
    for image in [result.baselineImage, result.currentImage, result.diffImage].compactMap({ $0 }) {
      try write("\(image)", to: draft.path(image))
    }
  }
  try ReportFolder.write(summary, to: draft.root)
  try ReportFolder.commit(draft)
}
