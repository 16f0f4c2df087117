import DarkroomPreviews
import XCTest

/// An XCTest base class that snapshots every preview in the test binary. XCTest on Linux lists
/// test methods when the tests are built (corelibs XCTest cannot add methods at run time), so
/// a subclass names one method that runs them all; each preview has its own reference, named
/// after it, and a failure names that file.
///
/// ```swift
/// import DarkroomPreviewsXCTest
///
/// final class PreviewTests: PreviewSnapshotTestCase {
///   override class var previewFilter: PreviewFilter { try! PreviewFilter(modules: ["ReceiptsUI"]) }
///   func testPreviews() { assertAllPreviews() }
/// }
/// ```
///
/// References go to `__Snapshots__/PreviewTests/testPreviews.<preview>.png`.
open class PreviewSnapshotTestCase: XCTestCase {
  /// The previews to snapshot; every preview unless overridden.
  open class var previewFilter: PreviewFilter { .all }

  /// The names of the previews this class snapshots.
  public var previewNames: [String] { allPreviews(Self.previewFilter).map(\.name) }

  /// Snapshots each preview the filter takes against its own reference.
  public func assertAllPreviews(
    file filePath: StaticString = #filePath, fileID: StaticString = #fileID, testName: String = #function,
    line: UInt = #line
  ) {
    for preview in allPreviews(Self.previewFilter) {
      assertPreviewSnapshot(preview, fileID: fileID, file: filePath, testName: testName, line: line)
    }
  }
}
