import Foundation
import Testing

@testable import Darkroom

@Suite struct ReferencePathTests {
  @Test func unnamedSnapshotsAreNumberedInOrder() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run {
      assertSnapshot(of: "first", as: .lines)
      assertSnapshot(of: "second", as: .lines)
      assertSnapshot(of: "{}", as: .lines, named: "named")
    }
    #expect(sandbox.files(in: sandbox.snapshots()) == [
      "ReferencePathTests.unnamedSnapshotsAreNumberedInOrder.1.txt",
      "ReferencePathTests.unnamedSnapshotsAreNumberedInOrder.2.txt",
      "ReferencePathTests.unnamedSnapshotsAreNumberedInOrder.named.txt",
    ])
  }

  @Suite struct FirstSuite {
    @Test func shared() throws {
      let sandbox = try SnapshotSandbox()
      sandbox.run { assertSnapshot(of: "one", as: .lines) }
      #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.FirstSuite.shared.1.txt"])
    }
  }

  @Suite struct SecondSuite {
    /// Same file, same test name as `FirstSuite.shared()`: the suite keeps them apart.
    @Test func shared() throws {
      let sandbox = try SnapshotSandbox()
      sandbox.run { assertSnapshot(of: "two", as: .lines) }
      #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.SecondSuite.shared.1.txt"])
    }
  }

  @Test func namesAreSanitised() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "x", as: .lines, named: "dark mode / iPhone 15") }
    #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.namesAreSanitised.dark-mode-iPhone-15.txt"])
  }

  @Test func namesThatWouldShareAFileAreRefused() throws {
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run {
      assertSnapshot(of: "a", as: .lines, named: "dark mode")
      assertSnapshot(of: "b", as: .lines, named: "dark-mode")
    }
    #expect(failures.count == 2)  // the first is "recorded", the second refused
    #expect(failures.last?.message.contains(#"The snapshots named "dark mode" and named "dark-mode""#) == true)
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("ReferencePathTests.namesThatWouldShareAFileAreRefused.dark-mode.txt")) == "a")
  }

  @Test(arguments: ["small", "large"])
  func parameterizedTestsMustNameTheirSnapshots(size: String) throws {
    let sandbox = try SnapshotSandbox()
    let unnamed = sandbox.run { assertSnapshot(of: size, as: .lines) }
    #expect(unnamed.first?.message.contains("is a parameterized test") == true)
    let named = sandbox.run { assertSnapshot(of: size, as: .lines, named: size) }
    #expect(named.first?.message.contains("was recorded") == true)
    #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.parameterizedTestsMustNameTheirSnapshots-size.\(size).txt"])
  }

  @Test func verifySnapshotCanKeepTheReferenceInAnyFolder() throws {
    let sandbox = try SnapshotSandbox()
    let folder = sandbox.root.appendingPathComponent("Fixtures/Screens")
    let first = sandbox.inside { verifySnapshot(of: "hello\n", as: .lines, snapshotDirectory: folder.path) }
    #expect(first?.contains("was recorded") == true)
    #expect(sandbox.files(in: folder) == ["ReferencePathTests.verifySnapshotCanKeepTheReferenceInAnyFolder.1.txt"])
    let second = sandbox.inside { verifySnapshot(of: "hello\n", as: .lines, snapshotDirectory: folder.path) }
    #expect(second == nil)
  }

  @Test func assertSnapshotsNamesEachStrategy() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run {
      assertSnapshots(of: [3, 1, 2], as: ["described": .description, "dumped": .dump])
      assertSnapshots(of: "text", as: [.lines, .description])
    }
    #expect(sandbox.files(in: sandbox.snapshots()) == [
      "ReferencePathTests.assertSnapshotsNamesEachStrategy.1.txt",
      "ReferencePathTests.assertSnapshotsNamesEachStrategy.2.txt",
      "ReferencePathTests.assertSnapshotsNamesEachStrategy.described.txt",
      "ReferencePathTests.assertSnapshotsNamesEachStrategy.dumped.txt",
    ])
  }
}
