/// Splits a run's states among CI jobs: deterministically (the same states and costs give the
/// same split on every machine) and evenly by cost, so that shards finish together.
///
/// A state's cost is its image's pixel count, as the baselines recorded it (or as its device
/// promises, for a state not yet recorded): rendering, encoding and comparing all grow with
/// it. States are dealt, most costly first (ties in matrix order), each to the shard with the
/// least cost so far (ties to the lowest shard), the longest-processing-time rule.
///
/// ```swift
/// let mine = ShardPlan.states(of: states, shard: ShardSpec(index: 2, count: 4)) { pixels[$0.id] ?? 1 }
/// ```
public enum ShardPlan {
  /// Every shard's states, each in matrix order.
  public static func split(_ states: [RunState], count: Int, cost: (RunState) -> Int) -> [[RunState]] {
    let count = max(count, 1)
    var shards = [[RunState]](repeating: [], count: count)
    var loads = [Int](repeating: 0, count: count)
    let costs = states.map { max(cost($0), 1) }
    let order = states.indices.sorted { a, b in
      costs[a] != costs[b] ? costs[a] > costs[b] : states[a].index < states[b].index
    }
    for position in order {
      var lightest = 0
      for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
      shards[lightest].append(states[position])
      loads[lightest] += costs[position]
    }
    return shards.map { $0.sorted { $0.index < $1.index } }
  }

  /// The states of one shard.
  public static func states(of states: [RunState], shard: ShardSpec, cost: (RunState) -> Int) -> [RunState] {
    split(states, count: shard.count, cost: cost)[shard.index - 1]
  }
}
