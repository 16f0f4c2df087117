/// A small deterministic random number generator (SplitMix64, from Steele, Lea and Flood,
/// "Fast splittable pseudorandom number generators", 2014): the same seed gives the same
/// sequence on every machine, so a failing seed can be run again.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let width = Int.random(in: 1...64, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose first step starts from `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
