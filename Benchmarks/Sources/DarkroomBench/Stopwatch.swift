#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a piece of work: repeats it and reports the median and the fastest run.
struct Stopwatch {
  var repetitions: Int

  struct Timing {
    var median: Double
    var fastest: Double
  }

  func time(_ work: () -> Void) -> Timing {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = Stopwatch.now()
      work()
      samples.append(Stopwatch.now() - start)
    }
    samples.sort()
    return Timing(median: samples[samples.count / 2], fastest: samples[0])
  }

  /// Milliseconds on the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
  }
}
