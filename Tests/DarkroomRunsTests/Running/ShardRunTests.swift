import DarkroomRuns
import DarkroomRunsCore
import Foundation
import Testing

@MainActor @Suite struct ShardRunTests {
  @Test func shardedVerifyMergesIntoTheUnshardedReport() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    let changed = sampleMatrix(version: 2, languages: ["en", "ja", "ar"])
    let whole = try #require(try await runYielding(changed, folder.options(.verify)).summary)
    var shardFolders: [String] = []
    var counts: [Int] = []
    for index in 1...3 {
      var options = folder.options(.verify, report: folder.root + "/shard-\(index)")
      options.shard = ShardSpec(index: index, count: 3)
      let summary = try #require(try await runYielding(changed, options).summary)
      counts.append(summary.results.count)
      shardFolders.append(options.report)
    }
    // The four new Arabic states cost a whole screen each (nothing recorded says otherwise),
    // the recorded cards a card each: the shard with the most Arabic states has the fewest.
    #expect(counts.reduce(0, +) == 12 && counts.allSatisfy { $0 > 0 }, "\(counts)")
    let merged = try ReportMerge.merge(shardFolders, into: folder.root + "/merged")
    #expect(merged == whole)
    for file in ["summary.json", "index.html", "junit.xml"] {
      #expect(read(folder.root + "/merged/" + file) == read(folder.report + "/" + file), "\(file)")
    }
    let images = try FileManager.default.contentsOfDirectory(atPath: folder.report + "/images").sorted()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root + "/merged/images").sorted() == images)
    for image in images {
      #expect(
        FileManager.default.contents(atPath: folder.root + "/merged/images/" + image)
          == FileManager.default.contents(atPath: folder.report + "/images/" + image), "\(image)")
    }
  }

  @Test func recordRefusesAShard() {
    let folder = RunFolder()
    defer { folder.remove() }
    var options = folder.options(.record)
    options.shard = ShardSpec(index: 1, count: 2)
    #expect { try RunEngine.run(sampleMatrix(), options) } throws: { "\($0)".contains("run it without --shard") }
  }
}
