import SwiftUI

/// A debug footer as apps write one: how long a screen took to load, timed with Core
/// Foundation's clock, which `import SwiftUI` brings on iOS.
struct LoadTimeFooter: View {
  let started: CFAbsoluteTime
  let finished: CFAbsoluteTime

  var elapsed: CFTimeInterval { finished - started }

  var body: some View {
    Text("Loaded in \(Int((elapsed * 1000).rounded())) ms")
      .font(.footnote.monospacedDigit())
      .foregroundStyle(.secondary)
  }

  /// A footer for a load that started now and took `duration` seconds.
  static func timing(_ duration: CFTimeInterval) -> LoadTimeFooter {
    let now = CFAbsoluteTimeGetCurrent()
    return LoadTimeFooter(started: now, finished: now + duration)
  }
}
