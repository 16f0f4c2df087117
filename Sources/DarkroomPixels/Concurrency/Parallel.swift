#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs two pieces of work at once on two threads, and returns when both are done.
///
/// A plain POSIX thread rather than Dispatch or Swift concurrency: it costs tens of
/// microseconds to start, and the command-line tool has no run loop or executor to set up.
/// Each piece must touch only its own memory (or memory both only read).
enum Parallel {
  static func run(_ first: () -> Void, _ second: () -> Void) {
    withoutActuallyEscaping(first) { first in
      let work = Unmanaged.passRetained(Work(first))
      var thread = pthread_t()
      let started = pthread_create(&thread, nil, { context in
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, work.toOpaque())
      guard started == 0 else {
        work.release()
        first()
        second()
        return
      }
      second()
      pthread_join(thread, nil)
    }
  }

  /// Splits `0..<count` in two halves whose bound is a multiple of `alignment` and calls
  /// `body(part, range)` for both at once (part 0 and 1); small counts stay in one part.
  static func split(_ count: Int, alignment: Int = 1, minimumPerPart: Int = 64, _ body: (Int, Range<Int>) -> Void) {
    let middle = min(count, (count / 2 + alignment - 1) / alignment * alignment)
    guard count >= 2 * minimumPerPart, middle < count else {
      body(0, 0..<count)
      body(1, count..<count)
      return
    }
    run({ body(0, 0..<middle) }, { body(1, middle..<count) })
  }

  private final class Work {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }
}
