import DarkroomHost
/// Listing a preview type's previews runs the project's code (`previews`, a `#Preview`'s
/// body), and that code may trap: a force-unwrapped `Bundle.main.infoDictionary`, a missing
/// resource. Discovery therefore lists them first in a child process, which reports each type
/// before it lists it: a type whose listing traps (or hangs) is known by its position, and
/// the others are listed in the parent as before. Usually this is one child for the whole
/// catalog; each trap costs one more.
enum PreviewListingProbe {
  /// The positions in `sources` whose listing traps or hangs, with what happened.
  static func failures(of sources: [PreviewSource], timeout seconds: Int = 60) -> [Int: String] {
    var failures: [Int: String] = [:]
    var start = 0
    while start < sources.count {
      let first = start
      let (outcome, output) = IsolatedCall.runReporting(timeout: seconds) { report in
        for index in first..<sources.count {
          report("\(index)\n")
          _ = sources[index].children()
        }
        report("done\n")
      }
      let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
      if lines.last == "done" { break }
      if case .couldNotStart = outcome { break }  // No child process: list in the parent, as before.
      guard let stuck = lines.last.flatMap({ Int($0) }), stuck >= first else { break }
      failures[stuck] = describe(outcome, timeout: seconds)
      start = stuck + 1
    }
    return failures
  }

  private static func describe(_ outcome: IsolatedCall.Outcome, timeout seconds: Int) -> String {
    switch outcome {
    case .crashed(let signal, let message):
      "listing its previews trapped (\(IsolatedCall.signalName(signal)))" + (message.map { ": \($0)" } ?? "")
    case .timedOut: "listing its previews took longer than \(seconds) s"
    case .finished(_, let message): "listing its previews ended early: \(message)"
    case .couldNotStart(let reason): reason
    }
  }
}

/// A preview type whose previews could not be listed: its one snapshot reports this when it
/// is rendered, instead of running the code that trapped.
public struct PreviewListingError: Error, CustomStringConvertible {
  /// The preview type or `#Preview` (`Module/Type` or `Module/File.swift`).
  public let container: String
  /// What happened while listing it.
  public let reason: String

  public var description: String {
    "\(container): \(reason). Nothing of it was rendered; fix the code its previews run (or make the preview "
      + "independent of what only the app has, such as Info.plist values)."
  }
}
