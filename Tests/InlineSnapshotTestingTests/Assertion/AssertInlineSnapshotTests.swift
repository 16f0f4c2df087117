import Foundation
import Testing

@testable import Darkroom
@testable import InlineSnapshotTesting

/// The whole assertion, run against a copy of a test file in a sandbox.
@Suite struct AssertInlineSnapshotTests {
  private static let oneCall = """
    import InlineSnapshotTesting
    import Testing

    @Test func greeting() {
      assertInlineSnapshot(of: ["Hello", "World"], as: .dump)
    }

    """

  @Test func aMatchingSnapshotPasses() throws {
    let sandbox = try SourceSandbox(Self.oneCall)
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.check(["Hello", "World"], as: .dump, at: site) {
        """
        ▿ 2 elements
          - "Hello"
          - "World"

        """
      }
    }
    #expect(failures.isEmpty)
    #expect(sandbox.writePending().isEmpty)
  }

  @Test func theRealFunctionPassesOnAMatchingSnapshot() {
    let capture = FailureReporter.Capture()
    FailureReporter.$capture.withValue(capture) {
      ProcessEnvironment.$override.withValue(["DARKROOM_RECORD": "never"]) {
        assertInlineSnapshot(of: 42, as: .description) {
          """
          42
          """
        }
      }
    }
    #expect(capture.failures.isEmpty)
  }

  @Test func aMismatchFailsWithADiffAtTheSnapshotClosure() throws {
    let sandbox = try SourceSandbox(
      """
      func test() {
        assertInlineSnapshot(of: "new", as: .lines) {
          "old"
        }
      }
      """)
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.check("new", as: .lines, at: site) { "old" }
    }
    #expect(
      failures == [
        """
        Snapshot did not match. Difference: …

          @@ \u{2212}1,1 +1,1 @@
          \u{2212}old
          +new
        """
      ])
    #expect(sandbox.writePending().isEmpty)
  }

  @Test func aMismatchShowsTheGivenMessage() throws {
    let sandbox = try SourceSandbox("assertInlineSnapshot(of: 1, as: .description) { \"2\" }")
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.check(1, as: .description, at: site, message: "Totals changed") { "2" }
    }
    #expect(failures.first?.hasPrefix("Totals changed\n\n  @@ \u{2212}1,1 +1,1 @@") == true)
  }

  @Test func aMissingSnapshotIsRecordedIntoTheSourceAndTheTestFails() throws {
    let sandbox = try SourceSandbox(Self.oneCall)
    let site = try sandbox.call("assertInlineSnapshot(", function: "greeting()")
    let failures = sandbox.run {
      InlineAssertion.check(["Hello", "World"], as: .dump, at: site)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Automatically recorded a new snapshot. Difference: …") == true)
    #expect(failures.first?.hasSuffix("re-run \"greeting()\" to assert against it.") == true)
    #expect(sandbox.text == Self.oneCall, "nothing is written before the run ends")

    #expect(sandbox.writePending() == [.written(path: sandbox.path, snapshots: 1)])
    #expect(
      sandbox.text == """
        import InlineSnapshotTesting
        import Testing

        @Test func greeting() {
          assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
            \"\"\"
            ▿ 2 elements
              - "Hello"
              - "World"

            \"\"\"
          }
        }

        """)
  }

  @Test func neverModeWritesNothing() throws {
    let sandbox = try SourceSandbox(Self.oneCall, environment: ["DARKROOM_RECORD": "never"])
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.check(["Hello"], as: .dump, at: site)
      InlineAssertion.check(["Hello"], as: .dump, at: site) { "stale" }
    }
    #expect(failures.count == 2)
    #expect(failures.first?.contains("the record mode is .never") == true)
    #expect(sandbox.writePending().isEmpty)
    #expect(sandbox.text == Self.oneCall)
  }

  @Test func ciMeansNeverUnlessTheTestSaysOtherwise() throws {
    let sandbox = try SourceSandbox(Self.oneCall, environment: ["CI": "1"])
    let site = try sandbox.call("assertInlineSnapshot(")
    sandbox.run { InlineAssertion.check(["Hello"], as: .dump, at: site) }
    #expect(sandbox.writePending().isEmpty)
    sandbox.run { InlineAssertion.check(["Hello"], as: .dump, at: site, record: .missing) }
    #expect(sandbox.writePending().count == 1)
  }

  @Test func failedModeRewritesAMismatchedSnapshot() throws {
    let sandbox = try SourceSandbox(
      """
      func test() {
        withSnapshotTesting(record: .failed) {
          assertInlineSnapshot(of: 2, as: .description) {
            "1"
          }
        }
      }
      """)
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = withSnapshotTesting(record: .failed) {
      sandbox.run { InlineAssertion.check(2, as: .description, at: site) { "1" } }
    }
    #expect(failures.first?.hasSuffix("A new snapshot was automatically recorded.") == true)
    sandbox.writePending()
    #expect(sandbox.text.contains("assertInlineSnapshot(of: 2, as: .description) {\n      \"\"\"\n      2\n      \"\"\"\n    }"))
  }

  @Test func missingModeLeavesAMismatchAlone() throws {
    let source = "assertInlineSnapshot(of: 2, as: .description) { \"1\" }\n"
    let sandbox = try SourceSandbox(source)
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run { InlineAssertion.check(2, as: .description, at: site) { "1" } }
    #expect(failures.count == 1)
    #expect(sandbox.writePending().isEmpty)
    #expect(sandbox.text == source)
  }

  @Test func allModeFailsEvenOnAMatchButKeepsAMatchingClosureAsWritten() throws {
    let source = "assertInlineSnapshot(of: 2, as: .description) { \"2\" }\n"
    let sandbox = try SourceSandbox(source, environment: ["DARKROOM_RECORD": "all"])
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run { InlineAssertion.check(2, as: .description, at: site) { "2" } }
    #expect(failures.first?.hasPrefix("Automatically recorded a new snapshot.") == true)
    #expect(sandbox.writePending().isEmpty)
    #expect(sandbox.text == source)
  }

  @Test func allModeRewritesADifferentClosure() throws {
    let source = "assertInlineSnapshot(of: 2, as: .description) { \"1\" }\n"
    let sandbox = try SourceSandbox(source, environment: ["DARKROOM_RECORD": "all"])
    let site = try sandbox.call("assertInlineSnapshot(")
    sandbox.run { InlineAssertion.check(2, as: .description, at: site) { "1" } }
    #expect(sandbox.writePending() == [.written(path: sandbox.path, snapshots: 1)])
    #expect(sandbox.text == "assertInlineSnapshot(of: 2, as: .description) {\n  \"\"\"\n  2\n  \"\"\"\n}\n")
  }

  @Test func aCustomHelperRecordsIntoItsOwnLabeledClosure() throws {
    let sandbox = try SourceSandbox(
      """
      @Test func rendering() {
        assertRendered {
          "*Hi*"
        }
      }

      """)
    let site = try sandbox.call("assertRendered {")
    let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "html", trailingClosureOffset: 1)
    let failures = sandbox.run {
      InlineAssertion.check("<p><em>Hi</em></p>", as: .lines, at: site, descriptor: descriptor)
    }
    #expect(failures.first?.hasPrefix("Automatically recorded a new snapshot for \"html\".") == true)
    sandbox.writePending()
    #expect(
      sandbox.text == """
        @Test func rendering() {
          assertRendered {
            "*Hi*"
          } html: {
            \"\"\"
            <p><em>Hi</em></p>
            \"\"\"
          }
        }

        """)
  }

  @Test func aCallThatCannotBeFoundFailsNamingTheFileAndLine() throws {
    let sandbox = try SourceSandbox("let notACall = 1\n")
    let site = InlineAssertionSite(
      fileID: #fileID, filePath: #filePath, sourcePath: sandbox.path, function: "test()", line: 1, column: 5)
    let failures = sandbox.run { InlineAssertion.check(1, as: .description, at: site) }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("Could not record the inline snapshot at \(sandbox.path):1: no call starts at column 5") == true)
    #expect(sandbox.writePending().isEmpty)
  }

  @Test func anUnreadableSourceFailsSayingWhy() throws {
    let site = InlineAssertionSite(
      fileID: #fileID, filePath: #filePath, sourcePath: "/nonexistent/Tests.swift", function: "test()",
      line: 1, column: 1)
    let sandbox = try SourceSandbox("")
    let failures = sandbox.run { InlineAssertion.check(1, as: .description, at: site) }
    #expect(failures.first?.hasPrefix("Could not read the test's source file") == true)
  }

  @Test func oneCallRecordingTwoValuesIsAFailure() throws {
    let sandbox = try SourceSandbox("for n in [1, 2] {\n  assertInlineSnapshot(of: n, as: .description)\n}\n")
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.check(1, as: .description, at: site)
      InlineAssertion.check(1, as: .description, at: site)
      InlineAssertion.check(2, as: .description, at: site)
    }
    #expect(failures.count == 3)
    #expect(failures.last?.contains("recorded twice in this run with different values") == true)
    #expect(sandbox.writePending() == [.written(path: sandbox.path, snapshots: 1)])
    #expect(sandbox.text.contains("\"\"\"\n    1\n    \"\"\""))
  }

  @Test func twoSnapshotsForOnePlaceAreRefusedWhenRecorded() throws {
    let sandbox = try SourceSandbox("check(of: 1, matches: nil)\n")
    let site = try sandbox.call("check(")
    let first = InlineSnapshotSyntaxDescriptor()
    let second = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)
    let failures = sandbox.run {
      InlineAssertion.check(1, as: .description, at: site, descriptor: first)
      InlineAssertion.check(2, as: .description, at: site, descriptor: second)
    }
    #expect(failures.count == 2)
    #expect(failures.last?.contains("written over the same part of the file") == true)
    #expect(sandbox.writePending() == [.written(path: sandbox.path, snapshots: 1)])
  }

  @Test func aSourceChangedDuringTheRunIsNotOverwritten() throws {
    let sandbox = try SourceSandbox(Self.oneCall)
    let site = try sandbox.call("assertInlineSnapshot(")
    sandbox.run { InlineAssertion.check(["Hello"], as: .dump, at: site) }
    try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: sandbox.path))
    #expect(sandbox.writePending() == [.failed(.sourceChanged(path: sandbox.path))])
    #expect(sandbox.text == "// edited\n")
  }

  @Test func aThrowingValueFailsWithTheError() throws {
    struct Broken: Error, CustomStringConvertible { var description: String { "broken" } }
    let sandbox = try SourceSandbox(Self.oneCall)
    let site = try sandbox.call("assertInlineSnapshot(")
    let failures = sandbox.run {
      InlineAssertion.verify(
        of: { () throws -> Int? in throw Broken() }, as: .description, message: { "" }, record: nil,
        timeout: 5, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(), expected: nil, at: site)
    }
    #expect(failures == ["The value to snapshot threw an error: broken"])
  }

  @Test func failReportsAtTheSnapshotClosure() throws {
    let sandbox = try SourceSandbox("check(of: 1)\n{\n  \"1\"\n}\n")
    let site = try sandbox.call("check(")
    let line = PendingInlineSnapshots.$override.withValue(sandbox.pending) {
      InlineSnapshotSyntaxDescriptor().snapshotLine(at: site)
    }
    #expect(line == 2)
  }
}
