#if canImport(Glibc)
  import Glibc
#endif

/// Progress lines on standard error while a run goes: states done of all, changed so far
/// (and other failures: new, missing, errors), and the time left at the pace so far.
///
/// ```text
/// run: [12/32] paywall/ja/dark changed · 3 changed so far · about 2 s left
/// ```
struct RunProgress {
  let total: Int
  let enabled: Bool
  let clock = ContinuousClock()
  let start: ContinuousClock.Instant
  var done = 0
  var changed = 0
  var otherFailures = 0
  /// Where the lines go: standard error, or (in a state's child process, whose standard
  /// error is captured) a copy of the run's.
  var descriptor: Int32 = 2

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled
    start = clock.now
  }

  mutating func finished(_ id: String, status: String, changed isChanged: Bool = false, failing: Bool, quietly: Bool = false) {
    done += 1
    if isChanged { changed += 1 } else if failing { otherFailures += 1 }
    guard enabled, !quietly else { return }
    let elapsed = RunProgress.seconds(clock.now - start)
    let left = elapsed / Double(done) * Double(total - done)
    var line = "run: [\(done)/\(total)] \(id) \(status) · \(changed) changed so far"
    if otherFailures > 0 { line += ", \(otherFailures) other failing" }
    if done < total { line += " · about \(Int(left.rounded(.up))) s left" }
    RunProgress.write(line + "\n", to: descriptor)
  }

  var elapsedSeconds: Double { RunProgress.seconds(clock.now - start) }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func write(_ text: String, to descriptor: Int32 = 2) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(descriptor, &bytes, bytes.count)
  }
}
