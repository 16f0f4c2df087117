import Foundation
@_spi(Internals) import SnapshotTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Code written for pointfreeco/swift-snapshot-testing keeps its imports: the
/// `SnapshotTesting` product is Darkroom's core and URLRequest strategies under that name.
@Suite struct ImportedAsSnapshotTestingTests {
  @Test func theCoreAndItsInternalsAreReachableUnderTheOldName() {
    withSnapshotTesting(record: .failed, diffTool: "ksdiff") {
      #expect(_record == .failed)
      #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "ksdiff a b")
      #expect(SnapshotTestingConfiguration.current?.record == .failed)
    }
  }

  @Test func strategiesOfBothModulesAreThere() {
    let curl: Snapshotting<URLRequest, String> = .curl
    let dump: Snapshotting<[Int], String> = .dump
    #expect(curl.pathExtension == "txt")
    #expect(dump.pathExtension == "txt")
  }
}
