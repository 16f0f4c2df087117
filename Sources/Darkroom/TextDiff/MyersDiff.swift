/// Eugene Myers' O(ND) difference algorithm ("An O(ND) Difference Algorithm and Its
/// Variations", 1986), in its linear-space form: find the middle snake of the shortest edit
/// script, then solve the two halves around it.
///
/// The result is a shortest edit script turning `old` into `new`, as a list of kept, deleted
/// and inserted element positions in order.
enum MyersDiff {
  enum Edit: Equatable {
    case keep(old: Int, new: Int)
    case delete(old: Int)
    case insert(new: Int)
  }

  static func edits<Element: Hashable>(from old: [Element], to new: [Element]) -> [Edit] {
    // Compare small integers instead of elements: each distinct element gets an id.
    var ids: [Element: Int] = [:]
    func id(_ element: Element) -> Int {
      if let id = ids[element] { return id }
      ids[element] = ids.count
      return ids.count - 1
    }
    var solver = Solver(a: old.map(id), b: new.map(id))
    solver.solve(aLow: 0, aHigh: old.count, bLow: 0, bHigh: new.count)
    return solver.script
  }

  private struct Solver {
    let a: [Int]
    let b: [Int]
    var script: [Edit] = []
    private var forward: [Int] = []
    private var backward: [Int] = []

    init(a: [Int], b: [Int]) {
      self.a = a
      self.b = b
      script.reserveCapacity(max(a.count, b.count))
    }

    mutating func solve(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) {
      var aLow = aLow, bLow = bLow, aHigh = aHigh, bHigh = bHigh
      // A common prefix and suffix are kept as they are.
      while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
        script.append(.keep(old: aLow, new: bLow))
        aLow += 1
        bLow += 1
      }
      var suffix = 0
      while aLow < aHigh - suffix, bLow < bHigh - suffix, a[aHigh - suffix - 1] == b[bHigh - suffix - 1] {
        suffix += 1
      }
      aHigh -= suffix
      bHigh -= suffix

      if aLow == aHigh {
        for index in bLow..<bHigh { script.append(.insert(new: index)) }
      } else if bLow == bHigh {
        for index in aLow..<aHigh { script.append(.delete(old: index)) }
      } else {
        let snake = middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh)
        solve(aLow: aLow, aHigh: snake.startX, bLow: bLow, bHigh: snake.startY)
        for offset in 0..<(snake.endX - snake.startX) {
          script.append(.keep(old: snake.startX + offset, new: snake.startY + offset))
        }
        solve(aLow: snake.endX, aHigh: aHigh, bLow: snake.endY, bHigh: bHigh)
      }

      for offset in 0..<suffix {
        script.append(.keep(old: aHigh + offset, new: bHigh + offset))
      }
    }

    /// The middle snake of the shortest path from (aLow, bLow) to (aHigh, bHigh), found by
    /// walking forward from the start and backward from the end until the two paths meet.
    private mutating func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int)
      -> (startX: Int, startY: Int, endX: Int, endY: Int)
    {
      let n = aHigh - aLow
      let m = bHigh - bLow
      let delta = n - m
      let oddDelta = delta & 1 != 0
      let maxD = (n + m + 1) / 2
      let offset = maxD + 1
      let size = 2 * maxD + 3
      if forward.count < size {
        forward = Array(repeating: 0, count: size)
        backward = Array(repeating: 0, count: size)
      }
      forward[offset + 1] = 0
      backward[offset + 1] = 0

      for d in 0...maxD {
        // Forward: furthest x reached on each diagonal k = x - y after d edits.
        for k in stride(from: -d, through: d, by: 2) {
          var x: Int
          if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
            x = forward[offset + k + 1]
          } else {
            x = forward[offset + k - 1] + 1
          }
          var y = x - k
          let startX = x, startY = y
          while x < n, y < m, a[aLow + x] == b[bLow + y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          let mirrored = delta - k
          if oddDelta, mirrored >= -(d - 1), mirrored <= d - 1,
            x + backward[offset + mirrored] >= n
          {
            return (aLow + startX, bLow + startY, aLow + x, bLow + y)
          }
        }
        // Backward: the same walk on the reversed sequences.
        for k in stride(from: -d, through: d, by: 2) {
          var x: Int
          if k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) {
            x = backward[offset + k + 1]
          } else {
            x = backward[offset + k - 1] + 1
          }
          var y = x - k
          let startX = x, startY = y
          while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] {
            x += 1
            y += 1
          }
          backward[offset + k] = x
          let mirrored = delta - k
          if !oddDelta, mirrored >= -d, mirrored <= d, x + forward[offset + mirrored] >= n {
            return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
          }
        }
      }
      preconditionFailure("the forward and backward paths always meet by d = (n + m + 1) / 2")
    }
  }
}
