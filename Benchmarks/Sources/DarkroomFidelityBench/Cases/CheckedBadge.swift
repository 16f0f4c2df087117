import DarkroomUI

/// A checkmark symbol and "Checked" on a blue rounded rectangle, on a yellow block: the view
/// of swift-snapshot-testing's `testSwiftUIView_iOS` (pointfreeco/swift-snapshot-testing,
/// Tests/SnapshotTestingTests/SnapshotTestingTests.swift), written from the description of
/// its reference renders.
nonisolated struct CheckedBadge: View {
  var body: some View {
    HStack {
      Image(systemName: "checkmark.circle.fill")
      Text("Checked").fixedSize()
    }
    .padding(5)
    .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
    .padding(10)
    .background(Color.yellow)
  }
}

extension FidelityCase {
  /// The first-generation iPhone SE's screen as swift-snapshot-testing's `.iPhoneSe` preset
  /// gives it: 320 × 568 pt, a 20 pt top inset, content size Medium, compact width.
  static let iPhoneSEFirstGeneration = CaseCanvas.device(
    name: "iPhone SE", width: 320, height: 568, safeArea: EdgeInsets(top: 20))

  /// The badge at its ideal size, in a fixed canvas and on a device screen, all at 2x.
  static let checkedBadgeCases: [FidelityCase] = [
    FidelityCase(
      "sst-checked-sizethatfits", canvas: .sizeThatFits, traits: CaseTraits(scale: 2), reference: (246, 101)
    ) { AnyView(CheckedBadge()) },
    FidelityCase(
      "sst-checked-fixed-200x100", canvas: .fixed(width: 200, height: 100), traits: CaseTraits(scale: 2),
      reference: (400, 200)
    ) { AnyView(CheckedBadge()) },
    FidelityCase(
      "sst-checked-device-iphonese", canvas: iPhoneSEFirstGeneration,
      traits: CaseTraits(scale: 2, contentSize: .medium, sizeClasses: (.compact, .regular)), reference: (640, 1136)
    ) { AnyView(CheckedBadge()) },
  ]
}
