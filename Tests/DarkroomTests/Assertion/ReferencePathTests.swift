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
      "unnamedSnapshotsAreNumberedInOrder.1.txt",
      "unnamedSnapshotsAreNumberedInOrder.2.txt",
      "unnamedSnapshotsAreNumberedInOrder.named.txt",
    ])
  }

  @Test func referencesAreNamedAfterTheTestAloneByDefault() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "one", as: .lines) }
    #expect(sandbox.files(in: sandbox.snapshots()) == ["referencesAreNamedAfterTheTestAloneByDefault.1.txt"])
  }

  @Suite(.snapshots(referenceNaming: .suiteAndTestName)) struct FirstSuite {
    @Test func shared() throws {
      let sandbox = try SnapshotSandbox()
      sandbox.run { assertSnapshot(of: "one", as: .lines) }
      #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.FirstSuite.shared.1.txt"])
    }
  }

  @Suite(.snapshots(referenceNaming: .suiteAndTestName)) struct SecondSuite {
    /// Same file, same test name as `FirstSuite.shared()`: suite names keep them apart.
    @Test func shared() throws {
      let sandbox = try SnapshotSandbox()
      sandbox.run { assertSnapshot(of: "two", as: .lines) }
      #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.SecondSuite.shared.1.txt"])
    }
  }

  @Test func suiteNamesCanBeAskedForInAScope() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run {
      withSnapshotTesting(referenceNaming: .suiteAndTestName) { assertSnapshot(of: "x", as: .lines) }
    }
    #expect(sandbox.files(in: sandbox.snapshots()) == ["ReferencePathTests.suiteNamesCanBeAskedForInAScope.1.txt"])
  }

  @Test func aReferenceAnotherSuiteUsesIsComparedButNeverWritten() throws {
    let sandbox = try SnapshotSandbox()
    let reference = sandbox.snapshots().appendingPathComponent("sharedName.1.txt")
    try sandbox.write("one", to: reference)
    // Another suite's test of the same name in this file has used the reference already.
    #expect(ReferenceOwners.claim(reference.path, for: "OtherSuite.sharedName()") == nil)

    let agreeing = sandbox.run { assertSnapshot(of: "one", as: .lines, record: .failed, testName: "sharedName()") }
    #expect(agreeing.isEmpty)

    let differing = sandbox.run { assertSnapshot(of: "two", as: .lines, record: .failed, testName: "sharedName()") }
    let message = try #require(differing.first?.message)
    #expect(message.hasPrefix("Snapshot does not match reference, and the reference belongs to another suite."))
    #expect(message.contains("OtherSuite.sharedName()"))
    #expect(message.contains("named:"))
    #expect(message.contains(".snapshots(referenceNaming: .suiteAndTestName)"))
    #expect(sandbox.read(reference) == "one")
  }

  @Test func namesAreSanitised() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "x", as: .lines, named: "dark mode / iPhone 15") }
    #expect(sandbox.files(in: sandbox.snapshots()) == ["namesAreSanitised.dark-mode-iPhone-15.txt"])
  }

  @Test func namesThatWouldShareAFileAreRefused() throws {
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run {
      assertSnapshot(of: "a", as: .lines, named: "dark mode")
      assertSnapshot(of: "b", as: .lines, named: "dark-mode")
    }
    #expect(failures.count == 2)  // the first is "recorded", the second refused
    #expect(failures.last?.message.contains(#"The snapshots named "dark mode" and named "dark-mode""#) == true)
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("namesThatWouldShareAFileAreRefused.dark-mode.txt")) == "a")
  }

  @Test(arguments: ["small", "large"])
  func parameterizedTestsMustNameTheirSnapshots(size: String) throws {
    let sandbox = try SnapshotSandbox()
    let unnamed = sandbox.run { assertSnapshot(of: size, as: .lines) }
    #expect(unnamed.first?.message.contains("is a parameterized test") == true)
    let named = sandbox.run { assertSnapshot(of: size, as: .lines, named: size) }
    #expect(named.first?.message.contains("Automatically recorded snapshot") == true)
    #expect(sandbox.files(in: sandbox.snapshots()) == ["parameterizedTestsMustNameTheirSnapshots-size.\(size).txt"])
  }

  @Test func verifySnapshotCanKeepTheReferenceInAnyFolder() throws {
    let sandbox = try SnapshotSandbox()
    let folder = sandbox.root.appendingPathComponent("Fixtures/Screens")
    let first = sandbox.inside { verifySnapshot(of: "hello\n", as: .lines, snapshotDirectory: folder.path) }
    #expect(first?.contains("Automatically recorded snapshot") == true)
    #expect(sandbox.files(in: folder) == ["verifySnapshotCanKeepTheReferenceInAnyFolder.1.txt"])
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
      "assertSnapshotsNamesEachStrategy.1.txt",
      "assertSnapshotsNamesEachStrategy.2.txt",
      "assertSnapshotsNamesEachStrategy.described.txt",
      "assertSnapshotsNamesEachStrategy.dumped.txt",
    ])
  }
}
