import DarkroomRunsCore
import Testing

@Suite struct ShardPlanTests {
  let states = RunStates.product([
    RunAxisValues(.screen, ["paywall", "settings", "onboarding", "list"]), RunAxisValues(.language, ["en", "ja", "de", "ar"]),
    RunAxisValues(.appearance, ["light", "dark"]),
  ])

  func cost(_ state: RunState) -> Int {
    // Tall screens cost more, as their images have more pixels.
    state.value(.screen) == "list" ? 3_000_000 : state.value(.screen) == "settings" ? 2_000_000 : 1_000_000
  }

  @Test func everyStateIsInExactlyOneShard() {
    for count in 1...7 {
      let shards = ShardPlan.split(states, count: count, cost: cost)
      #expect(shards.count == count)
      let ids = shards.flatMap { $0.map(\.id) }
      #expect(ids.sorted() == states.map(\.id).sorted())
      for shard in shards { #expect(shard.map(\.index) == shard.map(\.index).sorted(), "each shard keeps matrix order") }
    }
  }

  @Test func theSplitIsTheSameEveryTimeWhateverTheInputOrder() {
    let once = ShardPlan.split(states, count: 4, cost: cost).map { $0.map(\.id) }
    let shuffled = ShardPlan.split(states.reversed(), count: 4, cost: cost).map { $0.map(\.id) }
    #expect(once == shuffled)
  }

  @Test func shardsAreEvenByCost() {
    let shards = ShardPlan.split(states, count: 4, cost: cost)
    let loads = shards.map { $0.map(cost).reduce(0, +) }
    let largest = states.map(cost).max()!
    #expect(loads.max()! - loads.min()! <= largest, "loads \(loads)")
    // Three shards cannot split 56 million pixels evenly by count: the costly states spread.
    let three = ShardPlan.split(states, count: 3, cost: cost)
    let threeLoads = three.map { $0.map(cost).reduce(0, +) }
    #expect(threeLoads.max()! - threeLoads.min()! <= largest, "loads \(threeLoads)")
    #expect(three.map { $0.filter { $0.value(.screen) == "list" }.count }.max()! <= 3, "the costly list states are spread")
  }

  @Test func shardSpecReadsIOverNAndRejectsTheRest() throws {
    #expect(try ShardSpec(parsing: "2/4") == ShardSpec(index: 2, count: 4))
    for bad in ["0/4", "5/4", "2", "a/b", "1/0", "-1/2"] {
      #expect(throws: RunInputError.self, "\(bad)") { try ShardSpec(parsing: bad) }
    }
  }
}

@Suite struct RunStateTests {
  @Test func fileNamesArePlainAndUnique() {
    let states = RunStates.product([
      RunAxisValues(.screen, [".hidden", "a/b", "a:b", "設定"]), RunAxisValues(.language, ["en"]),
    ])
    #expect(states.map(\.id) == [".hidden/en", "a/b/en", "a:b/en", "設定/en"])
    #expect(states.map(\.fileStem) == ["-hidden_en", "a-b_en", "a-b_en-2", "--_en"])
  }
}
