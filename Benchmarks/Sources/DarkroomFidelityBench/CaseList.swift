import DarkroomUI

extension FidelityCase {
  /// Every case, in the order they are rendered: 15 iOS-simulator renders of small public
  /// SwiftUI views, each reproduced at its recorded canvas, scale and traits.
  static let all: [FidelityCase] = checkedBadgeCases + previewSnapshotsCases + clockCases + prefireCases + [versionRow]

  /// The case of this name, if there is one.
  static func named(_ name: String) -> FidelityCase? {
    all.first { $0.name == name }
  }
}
