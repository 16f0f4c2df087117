import Foundation
import Synchronization

/// What `String(localized:)` needs from the render it is called in: the environment to
/// resolve in, and a note of every string it produced, so a `Text` showing such a string can
/// still name the key it came from.
///
/// It is bound to the rendering thread's task for the length of one layout (see
/// `RenderLayout.layOut`), never stored globally, so renders on several threads at once each
/// see their own locale.
final class RenderStrings: Sendable {
  /// The render under way on this task or thread, if any.
  @TaskLocal static var current: RenderStrings?

  /// Where a string produced by `String(localized:)` came from.
  struct Origin: Sendable, Equatable {
    var key: String
    /// `nil` means the default table.
    var table: String?
  }

  /// The render's environment at its root.
  let environment: EnvironmentValues
  /// By string, the first key that produced it.
  private let produced = Mutex<[String: Origin]>([:])

  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Notes that `string` was produced from `key`; the first key to produce a string keeps it.
  func record(_ string: String, key: String, table: String?) {
    guard !string.isEmpty else { return }
    produced.withLock { known in
      if known[string] == nil { known[string] = Origin(key: key, table: table) }
    }
  }

  /// The key a string was produced from during this render, if it was.
  func origin(of string: String) -> Origin? {
    produced.withLock { $0[string] }
  }
}
