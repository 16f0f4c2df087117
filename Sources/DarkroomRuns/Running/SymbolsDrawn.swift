import DarkroomFiles
import DarkroomRunsCore
import DarkroomUI

/// The SF Symbol names a run drew with a stand-in glyph or a placeholder, in this process and
/// in the child processes that rendered its states, so that a run can say which symbols do not
/// look like Apple's.
///
/// ```swift
/// SymbolsDrawn.write(to: "\(folder)/symbols")   // in a child, after a state
/// SymbolsDrawn.merge(from: "\(folder)/symbols") // in the run, when the child has ended
/// print(SymbolsDrawn.standIns, SymbolsDrawn.placeholders)
/// ```
@MainActor enum SymbolsDrawn {
  private static var childStandIns: Set<String> = []
  private static var childPlaceholders: Set<String> = []

  /// Every stand-in name, sorted.
  static var standIns: [String] { childStandIns.union(Image.standInSymbolNames).sorted() }
  /// Every placeholder name, sorted.
  static var placeholders: [String] { childPlaceholders.union(Image.placeholderSymbolNames).sorted() }

  /// Writes this process's names, one a line with its kind, for the parent to read.
  nonisolated static func write(to path: String) {
    let lines = Image.standInSymbolNames.map { "stand-in \($0)\n" } + Image.placeholderSymbolNames.map { "placeholder \($0)\n" }
    try? FileBytes.writeAtomically(Array(lines.joined().utf8), to: path, creatingFolder: true)
  }

  /// Adds the names a child wrote, if it wrote any.
  static func merge(from path: String) {
    guard let bytes = try? FileBytes.read(path) else { return }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      if parts[0] == "stand-in" { childStandIns.insert(parts[1]) } else if parts[0] == "placeholder" { childPlaceholders.insert(parts[1]) }
    }
  }
}
