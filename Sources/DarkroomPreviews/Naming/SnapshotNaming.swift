/// Names snapshots so that they never mangle and never collide: `Module/File.swift:Display
/// Name` for a `#Preview` (`line-N` when it has no name), `Module/Type:Display Name` for a
/// provider (the child's index when it has no name), then `_2`, `_3`… for repeats. The same
/// previews get the same names in every run and on every machine.
///
/// ```swift
/// SnapshotNaming.fileName(for: "Receipts/ReceiptCard.swift:Paid")   // "Receipts_ReceiptCard.swift_Paid"
/// ```
public enum SnapshotNaming {
  /// The part after the colon, before repeats are numbered.
  static func component(macroName: String?, childName: String?, line: Int?, index: Int, childCount: Int) -> String {
    if let line {
      let base = blankToNil(macroName) ?? "line-\(line)"
      guard childCount > 1 else { return blankToNil(childName) ?? base }
      return "\(base) \(blankToNil(childName) ?? String(index))"
    }
    return blankToNil(childName) ?? String(index)
  }

  /// Names in order, each made unique: the second of two equal names gets `_2`, and so on,
  /// also when the file names would collide after sanitising.
  static func uniqued(_ names: [String]) -> [(name: String, fileName: String)] {
    var taken = Set<String>()
    return names.map { name in
      var candidate = name
      var number = 1
      while taken.contains(fileName(for: candidate)) {
        number += 1
        candidate = "\(name)_\(number)"
      }
      taken.insert(fileName(for: candidate))
      return (candidate, fileName(for: candidate))
    }
  }

  /// The name with everything but ASCII letters, digits, `.`, `_` and `-` replaced by `_`.
  public static func fileName(for name: String) -> String {
    String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": scalar
      default: "_"
      }
    }))
  }

  private static func blankToNil(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
