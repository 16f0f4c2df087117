import Foundation

/// Milliseconds on the monotonic clock.
func milliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

/// Milliseconds of CPU time this thread has used: unlike the clock, it does not count
/// time spent waiting while other work has the CPU.
func threadCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

/// The process's resident memory in megabytes, from /proc/self/statm.
func residentMegabytes() -> Double {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// The median of some samples.
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A sample at a fraction of the sorted samples (0.9 for the 90th percentile).
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
  let sorted = samples.sorted()
  return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func format(_ value: Double, digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}
