import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a render where the stack is deep enough for the deepest view tree a render accepts
/// (``ViewDepthGuard/limit``): on the calling thread when it has room, otherwise on a thread of
/// its own with a stack of known size, waited for at once. Either way the render reaches the
/// depth limit, and throws, long before the stack runs out, in debug builds too.
enum RenderThread {
  /// What the deepest accepted tree needs, with room to spare: in a debug build a render of
  /// 2,000 nested views (resolution, layout, description and drawing) needs between 2 and
  /// 3 MiB of stack, about 1.3 KiB a view.
  static let requiredStack = 6 << 20
  /// The stack of a render's own thread (reserved address space; only the pages a render
  /// touches are used).
  static let stackSize = 32 << 20

  /// Runs `body` with at least ``requiredStack`` bytes of stack below it.
  static func run<Result>(_ body: () throws -> Result) throws -> Result {
    if let remaining = remainingStack(), remaining >= requiredStack { return try body() }
    return try onOwnThread(body)
  }

  /// Runs `body` on a new thread with a ``stackSize`` stack and waits for it; on the calling
  /// thread if no thread can be started.
  static func onOwnThread<Result>(_ body: () throws -> Result) throws -> Result {
    try withoutActuallyEscaping(body) { body in
      var outcome: Swift.Result<Result, any Error>?
      let job = Unmanaged.passRetained(Job { outcome = Swift.Result { try body() } })
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, stackSize)
      var thread = pthread_t()
      let started = pthread_create(&thread, &attributes, { context in
        if let context { Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run() }
        return nil
      }, job.toOpaque())
      guard started == 0 else {
        job.release()
        return try body()
      }
      pthread_join(thread, nil)
      guard let outcome else { return try body() }
      return try outcome.get()
    }
  }

  /// The bytes of stack left below this point on the current thread, if the system says.
  static func remainingStack() -> Int? {
    // The main thread's bounds are read once: glibc finds them by reading /proc/self/maps,
    // which cost as much as laying out a small view, and they do not move.
    guard let base = Thread.isMainThread ? mainThreadStackBase : currentStackBase() else { return nil }
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    return here - base
  }

  private static let mainThreadStackBase: Int? = currentStackBase()

  /// The lowest address of the current thread's stack.
  private static func currentStackBase() -> Int? {
    #if canImport(Glibc)
      // glibc's `pthread_getattr_np` is a GNU extension the Swift module does not export.
      guard getThreadAttributes != 0 else { return nil }
      typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      let getAttributes = unsafeBitCast(getThreadAttributes, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
      return Int(bitPattern: base)
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    /// The address of `pthread_getattr_np`, 0 when the C library has none.
    private static let getThreadAttributes: Int = Int(bitPattern: dlsym(nil, "pthread_getattr_np"))
  #endif

  /// The work a render's own thread does, handed over as one pointer.
  private final class Job {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }
}
