import DarkroomFiles
import DarkroomRunsCore
import Testing

@Suite struct MergeTests {
  @Test func mergedShardsEqualTheUnshardedReport() throws {
    let root = temporaryFolder("merge")
    defer { FileTree.remove(root) }
    let states = RunStates.product(sampleAxes)
    try writeReport(sampleSummary(baselines: "/b", states: states), to: root + "/whole")
    let shards = ShardPlan.split(states, count: 3) { $0.index % 3 + 1 }
    for (position, shard) in shards.enumerated() {
      try writeReport(sampleSummary(baselines: "/b", shard: ShardSpec(index: position + 1, count: 3), states: shard), to: root + "/shard-\(position + 1)")
    }
    // The order of the folders does not matter.
    let merged = try ReportMerge.merge([root + "/shard-3", root + "/shard-1", root + "/shard-2"], into: root + "/merged")
    #expect(merged.results.count == states.count)
    for file in ["summary.json", "index.html", "junit.xml"] {
      #expect(read(root + "/merged/" + file) == read(root + "/whole/" + file), "\(file)")
    }
    #expect(try FileTree.list(root + "/merged/images") == FileTree.list(root + "/whole/images"))
    #expect(read(root + "/merged/images/paywall_en_light.diff.png") == "images/paywall_en_light.diff.png")
  }

  @Test func aMissingOrRepeatedShardStopsTheMerge() throws {
    let root = temporaryFolder("merge")
    defer { FileTree.remove(root) }
    let states = RunStates.product(sampleAxes)
    let shards = ShardPlan.split(states, count: 3) { _ in 1 }
    for (position, shard) in shards.enumerated() {
      try writeReport(sampleSummary(baselines: "/b", shard: ShardSpec(index: position + 1, count: 3), states: shard), to: root + "/s\(position + 1)")
    }
    #expect { try ReportMerge.merge([root + "/s1", root + "/s2"], into: root + "/out") } throws: {
      "\($0)".contains("shard 3/3 missing")
    }
    #expect { try ReportMerge.merge([root + "/s1", root + "/s1", root + "/s3"], into: root + "/out") } throws: {
      "\($0)".contains("are both shard 1/3")
    }
    try writeReport(sampleSummary(baselines: "/b", states: states), to: root + "/whole")
    #expect { try ReportMerge.merge([root + "/whole"], into: root + "/out") } throws: {
      "\($0)".contains("is the report of a whole run")
    }
    #expect { try ReportMerge.merge([root + "/nothing"], into: root + "/out") } throws: {
      "\($0)".contains(root + "/nothing/summary.json")
    }
  }
}
