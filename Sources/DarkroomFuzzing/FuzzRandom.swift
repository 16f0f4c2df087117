import SeededRandom

/// The fuzzers' deterministic generator, SplitMix64 (`SeededGenerator`) with a seed mixed from
/// the run's seed, the input's index and its kind: input `index` of run `seed` is the same bytes on
/// every machine, so a finding can be made again from its seed and index.
///
/// ```swift
/// var random = FuzzRandom(seed: 7, index: 1200, kind: .xcstrings)
/// let length = random.below(64)
/// ```
public struct FuzzRandom: RandomNumberGenerator, Sendable {
  private var generator: SeededGenerator

  public init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  /// The generator for one input of a run.
  public init(seed: UInt64, index: Int, kind: FuzzKind) {
    var mixed = seed ^ 0xD1B5_4A32_D192_ED03
    for byte in kind.rawValue.utf8 { mixed = (mixed ^ UInt64(byte)) &* 0x100_0000_01B3 }
    generator = SeededGenerator(seed: mixed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    _ = next()
  }

  public mutating func next() -> UInt64 { generator.next() }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// True about once in `count` times.
  public mutating func oneIn(_ count: Int) -> Bool { below(count) == 0 }

  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
