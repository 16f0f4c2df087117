import Foundation

/// What a failed image comparison tells the person reading the test report.
enum ImageFailure {
  /// `nil` when the images count as the same; otherwise the summary and the diff image and
  /// the reference | new | diff strip as PNG attachments.
  static func explain(reference: Bitmap, new: Bitmap, options: ComparisonOptions, style: DiffStyle)
    -> (String, [DiffAttachment])?
  {
    if reference.hasSamePixels(as: new) { return nil }
    let (comparison, diff) = Comparison.drawingDiff(reference: reference, new: new, options: options, style: style)
    if comparison.isSame { return nil }
    guard let diff else {
      let strip = Bitmap.strip([reference, new])
      return (comparison.summary, [.data(Data(PNG.encode(strip, .fast)), name: "strip.png")])
    }
    let diffBitmap = diff.bitmap()
    let strip = Bitmap.strip([reference, new, diffBitmap])
    return (
      comparison.summary,
      [
        .data(Data(PNG.encode(diff, .fast)), name: "diff.png"),
        .data(Data(PNG.encode(strip, .fast)), name: "strip.png"),
      ]
    )
  }
}
