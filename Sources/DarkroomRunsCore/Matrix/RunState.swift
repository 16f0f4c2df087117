/// One cell of a run's matrix: a screen with a value on every other declared axis. Its
/// ``id`` names every value, in axis order (`paywall/ja/dark`), and its ``fileStem`` is the
/// base of its image files (`paywall_ja_dark`).
///
/// ```swift
/// let state = RunState(index: 0, values: [(.screen, "paywall"), (.language, "ja"), (.appearance, "dark")])
/// print(state.id, state.fileStem)   // paywall/ja/dark paywall_ja_dark
/// ```
public struct RunState: Sendable, Equatable {
  /// The state's position in the whole matrix (screens outermost): the order of an
  /// unsharded run, kept by shards so a merged report sorts the same.
  public var index: Int
  /// The state's value on each declared axis, in axis order.
  public var values: [(RunAxis, String)]
  /// Every value, joined with `/`.
  public var id: String
  /// ``id`` with characters other than letters, digits, `.`, `-` and `_` replaced by `-`
  /// (and a leading `.` too), and `/` by `_`.
  public var fileStem: String

  public init(index: Int, values: [(RunAxis, String)]) {
    self.index = index
    self.values = values.sorted { $0.0 < $1.0 }
    id = self.values.map(\.1).joined(separator: "/")
    fileStem = self.values.map { RunState.sanitized($0.1) }.joined(separator: "_")
  }

  /// The value on `axis`, if the run declares it.
  public func value(_ axis: RunAxis) -> String? {
    values.first { $0.0 == axis }?.1
  }

  public static func == (a: RunState, b: RunState) -> Bool {
    a.index == b.index && a.id == b.id && a.values.map(\.0) == b.values.map(\.0)
  }

  static func sanitized(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let keep = (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar)
        || scalar == "." || scalar == "-" || scalar == "_"
      result.unicodeScalars.append(keep ? scalar : "-")
    }
    // A leading dot would hide the file (and temporary files start with one).
    if result.hasPrefix(".") { result = "-" + result.dropFirst() }
    return result.isEmpty ? "-" : result
  }
}

/// The states of a matrix: every combination of the axes' values, screens outermost.
///
/// ```swift
/// let states = RunStates.product([
///   RunAxisValues(.screen, ["paywall", "settings"]), RunAxisValues(.language, ["en", "ja"]),
/// ])
/// print(states.map(\.id))   // ["paywall/en", "paywall/ja", "settings/en", "settings/ja"]
/// ```
public enum RunStates {
  /// Every combination, in axis order; file stems made unique with `-2`, `-3`, ….
  public static func product(_ axes: [RunAxisValues]) -> [RunState] {
    let ordered = axes.filter { !$0.values.isEmpty }.sorted { $0.axis < $1.axis }
    guard !ordered.isEmpty else { return [] }
    var combinations: [[(RunAxis, String)]] = [[]]
    for axis in ordered {
      combinations = combinations.flatMap { prefix in axis.values.map { prefix + [(axis.axis, $0)] } }
    }
    var stems: [String: Int] = [:]
    return combinations.enumerated().map { index, values in
      var state = RunState(index: index, values: values)
      let seen = stems[state.fileStem, default: 0]
      stems[state.fileStem] = seen + 1
      if seen > 0 { state.fileStem += "-\(seen + 1)" }
      return state
    }
  }
}
