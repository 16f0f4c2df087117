/// Counts how deeply views are nested while a render resolves them, so that a view whose
/// `body` contains itself (or any tree too deep to draw) ends the render with
/// ``RenderError/viewTreeTooDeep(limit:path:)`` instead of overflowing the stack.
///
/// The limit is a number of nested views (each view, modifier and container counts one), the
/// same on every thread and in every build, so the same view fails the same way everywhere;
/// ``RenderThread`` makes sure the stack is deep enough to reach it.
struct ViewDepthGuard {
  /// Far deeper than any screen a team writes (a deep settings screen nests a few hundred).
  static let limit = 2_000

  /// The types of the views being resolved, outermost first.
  private var path: [Any.Type] = []
  /// Set once the limit is passed; from then on nothing more is resolved.
  private(set) var failure: RenderError?

  /// Enters a view; `false` when the render must stop, because this view is one too deep or
  /// an earlier one was.
  mutating func enter(_ type: Any.Type) -> Bool {
    guard failure == nil else { return false }
    guard path.count < ViewDepthGuard.limit else {
      path.append(type)
      failure = .viewTreeTooDeep(limit: ViewDepthGuard.limit, path: ViewPathSummary(path.map(ViewPathSummary.name(of:))).text)
      path.removeLast()
      return false
    }
    path.append(type)
    return true
  }

  /// Leaves the view entered last.
  mutating func leave() {
    if !path.isEmpty { path.removeLast() }
  }
}

/// A path of view names shortened for a message: the views that make up the tree's structure
/// (no type-erasing or modifier wrappers), the first few and the last few, and the part
/// that repeats when a view contains itself.
struct ViewPathSummary {
  let text: String

  /// Wrappers that add nothing to where a view sits.
  private static let transparent: Set<String> = [
    "AnyView", "TupleView", "_ConditionalContent", "Optional", "ModifiedContent", "_ViewModifier_Content",
    "ResolvedNodes", "Group", "StyledControlBody", "ForEach", "EmptyView",
  ]

  init(_ names: [String]) {
    let shown = names.filter { !ViewPathSummary.transparent.contains($0) }
    let path = shown.isEmpty ? names : shown
    var text: String
    if path.count <= 12 {
      text = path.joined(separator: " > ")
    } else {
      text = (path.prefix(4) + ["…"] + path.suffix(6)).joined(separator: " > ")
    }
    if let cycle = ViewPathSummary.repeatingTail(of: path) {
      text += " (\(cycle.joined(separator: " > ")) repeats: a view's body contains itself without end)"
    }
    self.text = text
  }

  /// A view type's name without its module and generic arguments: `VStack`, `Recursive`.
  static func name(of type: Any.Type) -> String {
    let full = String(describing: type)
    let base = full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
    return base.split(separator: ".").last.map(String.init) ?? base
  }

  /// The shortest run of names (at most 16) that the end of the path repeats at least four
  /// times over, if any.
  private static func repeatingTail(of path: [String]) -> [String]? {
    for period in 1...16 where path.count >= period * 4 {
      let tail = Array(path.suffix(period * 4))
      if tail.indices.allSatisfy({ $0 < period || tail[$0] == tail[$0 - period] }) {
        return Array(tail.suffix(period))
      }
    }
    return nil
  }
}
