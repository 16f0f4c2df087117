import Foundation

/// The environment variables snapshot assertions read.
///
/// Tests replace it for one task with `$override`, so they can check what `CI=1` or
/// `DARKROOM_RECORD=all` do without changing the process environment under other tests.
enum ProcessEnvironment {
  @TaskLocal static var override: [String: String]?

  static subscript(name: String) -> String? {
    if let override { return override[name] }
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Whether a variable is set to something other than empty, `0` or `false`.
  static func isEnabled(_ name: String) -> Bool {
    guard let value = self[name]?.trimmingCharacters(in: .whitespaces) else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
