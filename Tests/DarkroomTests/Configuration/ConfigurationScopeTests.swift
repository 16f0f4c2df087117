import Testing

@testable import Darkroom

@Suite struct ConfigurationScopeTests {
  @Test func nestedScopesInheritWhatTheyDoNotSet() {
    withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
      withSnapshotTesting(record: .all) {
        #expect(SnapshotTestingConfiguration.current?.record == .all)
        #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b")
          == #"ksdiff "a" "b""#)
      }
      #expect(SnapshotTestingConfiguration.current?.record == .failed)
    }
    #expect(SnapshotTestingConfiguration.current == nil)
  }

  @Test func asyncScopesReachChildTasks() async {
    await withSnapshotTesting(record: .never) {
      let seen = await Task { SnapshotTestingConfiguration.current?.record }.value
      #expect(seen == .never)
      await withTaskGroup(of: SnapshotTestingConfiguration.Record?.self) { group in
        group.addTask { SnapshotTestingConfiguration.current?.record }
        for await record in group { #expect(record == .never) }
      }
    }
  }

  @Test(.snapshots(record: .failed))
  func theTraitSetsTheRecordMode() throws {
    let mode = try ProcessEnvironment.$override.withValue([:]) {
      try RecordModeResolution.resolve(argument: nil)
    }
    #expect(mode == .failed)
  }

  @Suite(.snapshots(record: .all, diffTool: "opendiff"))
  struct SuiteWithTrait {
    @Test func testsInheritTheSuiteTrait() {
      #expect(SnapshotTestingConfiguration.current?.record == .all)
      #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "r", failedFilePath: "n")
        == "opendiff r n")
    }

    @Test(.snapshots(record: .never)) func aTestTraitOverridesTheSuite() {
      #expect(SnapshotTestingConfiguration.current?.record == .never)
      #expect(SnapshotTestingConfiguration.current?.diffTool != nil)
    }
  }
}

@Suite struct DiffToolTests {
  @Test func aStringLiteralAppendsBothPathsAsTheyAre() {
    let tool: SnapshotTestingConfiguration.DiffTool = "ksdiff"
    #expect(tool(currentFilePath: "old.png", failedFilePath: "new.png") == "ksdiff old.png new.png")
  }

  @Test func aProgramQuotesBothPathsForAShell() {
    let tool = SnapshotTestingConfiguration.DiffTool.program("code --diff")
    #expect(tool(currentFilePath: "/a b/ref.txt", failedFilePath: "/tmp/new.txt")
      == #"code --diff "/a b/ref.txt" "/tmp/new.txt""#)
  }

  @Test func quotingEscapesWhatAShellWouldExpand() {
    #expect(shellQuoted(#"/x/"quoted" $HOME `cmd` back\slash"#)
      == #""/x/\"quoted\" \$HOME \`cmd\` back\\slash""#)
  }

  @Test func aCustomCommandGetsThePathsAsTheyAre() {
    let tool = SnapshotTestingConfiguration.DiffTool { "compare \($0) \($1) /tmp/d.png" }
    #expect(tool(currentFilePath: "r.png", failedFilePath: "n.png") == "compare r.png n.png /tmp/d.png")
  }
}

extension DiffToolTests {
  @Test func presets() {
    // The default writes both files as URLs, in the text swift-snapshot-testing writes.
    #expect(SnapshotTestingConfiguration.DiffTool.default(currentFilePath: "/r/a.txt", failedFilePath: "/t/a.txt")
      .hasPrefix("@\u{2212}\n\"file:///r/a.txt\"\n@+\n\"file:///t/a.txt\"\n\nTo configure output for a custom diff tool"))
    #expect(SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "a", failedFilePath: "b") == #"ksdiff "a" "b""#)
    #expect(SnapshotTestingConfiguration.DiffTool.gitDiff(currentFilePath: "a", failedFilePath: "b") == #"git diff --no-index "a" "b""#)
  }
}
