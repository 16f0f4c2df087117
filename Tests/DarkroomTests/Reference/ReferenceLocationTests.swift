import Foundation
import Testing

@testable import Darkroom

@Suite struct ReferenceLocationTests {
  @Test func referencesSitInSnapshotsFolderBesideTheTestFile() {
    let location = ReferenceLocation(
      filePath: "/project/Tests/AppTests/CheckoutTests.swift", snapshotDirectory: nil,
      suite: "CheckoutTests", testName: "testTotal()", identifier: "1", pathExtension: "txt")
    #expect(location.referenceURL.path
      == "/project/Tests/AppTests/__Snapshots__/CheckoutTests/CheckoutTests.testTotal.1.txt")
    #expect(location.baseName == "CheckoutTests.testTotal.1")
  }

  @Test func nestedSuitesAndFreeFunctions() {
    let nested = ReferenceLocation(
      filePath: "/p/T.swift", snapshotDirectory: nil, suite: "Outer.Inner", testName: "works()",
      identifier: "dark-mode", pathExtension: "json")
    #expect(nested.fileName == "Outer.Inner.works.dark-mode.json")
    let free = ReferenceLocation(
      filePath: "/p/T.swift", snapshotDirectory: nil, suite: nil, testName: "works()",
      identifier: "2", pathExtension: nil)
    #expect(free.fileName == "works.2")
  }

  @Test func snapshotDirectoryHoldsTheReferenceDirectly() {
    let location = ReferenceLocation(
      filePath: "/p/T.swift", snapshotDirectory: "/elsewhere/refs", suite: "S", testName: "t()",
      identifier: "1", pathExtension: "txt")
    #expect(location.referenceURL.path == "/elsewhere/refs/S.t.1.txt")
  }

  @Test func artifactsGoToTheConfiguredFolderByTestFile() {
    ProcessEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": "/tmp/artifacts-here"]) {
      let location = ReferenceLocation(
        filePath: "/p/ShopTests.swift", snapshotDirectory: nil, suite: "Shop", testName: "t()",
        identifier: "1", pathExtension: "txt")
      #expect(location.artifactURL.path == "/tmp/artifacts-here/ShopTests/Shop.t.1.txt")
      #expect(location.artifactURL(forAttachment: "diff.patch").path
        == "/tmp/artifacts-here/ShopTests/Shop.t.1.diff.patch")
    }
  }

  @Test func artifactsDefaultToTheTemporaryFolder() {
    ProcessEnvironment.$override.withValue([:]) {
      #expect(ReferenceLocation.artifactsDirectory.path.hasSuffix("darkroom-artifacts"))
    }
  }
}
