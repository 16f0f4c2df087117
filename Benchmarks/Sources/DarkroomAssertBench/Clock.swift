import Foundation

/// Milliseconds on the monotonic clock.
func milliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

/// Times `body` `runs` times; the samples in milliseconds, sorted.
func timed(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = milliseconds()
    try body()
    samples.append(milliseconds() - start)
  }
  return samples.sorted()
}

/// The median of sorted samples.
func median(_ sorted: [Double]) -> Double {
  sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
