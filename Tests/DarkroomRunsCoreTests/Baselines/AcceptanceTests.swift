import DarkroomFiles
import DarkroomRunsCore
import Testing

@Suite struct AcceptanceTests {
  /// Baselines with a manifest of the unchanged, changed and missing states, and a report.
  func setUp(_ root: String) throws -> RunSummary {
    let summary = sampleSummary(baselines: root + "/baselines")
    let recorded = summary.results.filter { $0.status != .new }.map {
      RunManifest.RecordedState(id: $0.state.id, file: $0.state.fileStem, width: 1, height: 1)
    }
    let manifest = RunManifest(run: "shop", environment: [("darkroom", "0.1.0")], axes: sampleAxes, states: recorded)
    try write(manifest.json.text(pretty: true), to: root + "/baselines/manifest.json")
    for result in summary.results where result.status == .changed || result.status == .unchanged {
      try write("old", to: root + "/baselines/\(result.state.fileStem).png")
    }
    try writeReport(summary, to: root + "/report")
    return summary
  }

  @Test func acceptingAllPromotesChangedNewAndMissingStates() throws {
    let root = temporaryFolder("accept")
    defer { FileTree.remove(root) }
    let summary = try setUp(root)
    let accepted = try Acceptance.accept(reportFolder: root + "/report")
    let expected = summary.results.filter { [.changed, .new, .missingBaseline].contains($0.status) }
    #expect(accepted == expected.map(\.state.id))
    for result in expected {
      #expect(read(root + "/baselines/\(result.state.fileStem).png") == "images/\(result.state.fileStem).current.png")
    }
    let unchanged = try #require(summary.results.first { $0.status == .unchanged })
    #expect(read(root + "/baselines/\(unchanged.state.fileStem).png") == "old")
    let manifest = try RunManifest.read(from: root + "/baselines/manifest.json")
    let new = try #require(summary.results.first { $0.status == .new })
    #expect(manifest.state(new.state.id)?.width == 100, "a new state joins the manifest with its size")
    #expect(try FileTree.list(root + "/baselines").allSatisfy { !$0.hasPrefix(".") }, "no staging folder is left")
  }

  @Test func acceptingOneStateTouchesOnlyIt() throws {
    let root = temporaryFolder("accept")
    defer { FileTree.remove(root) }
    let summary = try setUp(root)
    let changed = summary.results.filter { $0.status == .changed }
    let accepted = try Acceptance.accept(reportFolder: root + "/report", states: [changed[0].state.fileStem])
    #expect(accepted == [changed[0].state.id])
    #expect(read(root + "/baselines/\(changed[0].state.fileStem).png") != "old")
    #expect(read(root + "/baselines/\(changed[1].state.fileStem).png") == "old")
  }

  @Test func anUnknownStateOrAMissingImageChangesNothing() throws {
    let root = temporaryFolder("accept")
    defer { FileTree.remove(root) }
    let summary = try setUp(root)
    #expect { try Acceptance.accept(reportFolder: root + "/report", states: ["inbox/fr/light"]) } throws: {
      "\($0)".contains("has no state 'inbox/fr/light'")
    }
    let changed = summary.results.filter { $0.status == .changed }
    FileTree.remove(root + "/report/" + changed[1].currentImage!)
    #expect(throws: RunInputError.self) { try Acceptance.accept(reportFolder: root + "/report") }
    #expect(read(root + "/baselines/\(changed[0].state.fileStem).png") == "old", "nothing is renamed before every copy is made")
  }
}
