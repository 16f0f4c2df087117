@testable import DarkroomUI
@testable import DarkroomViews
import Testing

private struct SelectionBoundsKey: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? { nil }
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = nextValue() ?? value
  }
}

private struct CenterKey: PreferenceKey {
  static var defaultValue: Anchor<CGPoint>? { nil }
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = nextValue() ?? value
  }
}

/// A tab bar that outlines the selected tab from an anchor, as SwiftUI's
/// `anchorPreference` and `overlayPreferenceValue` are used
/// (developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:)).
private nonisolated struct TabBar: View {
  let selected: Int
  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3, id: \.self) { index in
        Color.gray.frame(width: 40, height: 20)
          .anchorPreference(key: SelectionBoundsKey.self, value: .bounds) { index == selected ? $0 : nil }
      }
    }
    .padding(5)
    .overlayPreferenceValue(SelectionBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let frame = proxy[anchor]
          VStack(spacing: 0) {
            Color.red.frame(width: frame.minX, height: frame.minY).id("origin")
            Color.red.frame(width: frame.width, height: frame.height).id("size")
          }
        }
      }
    }
  }
}

@Suite struct AnchorPreferenceTests {
  @Test func anOverlayReadsTheAnchoredViewsBoundsInItsOwnCoordinates() throws {
    let probe = try LayoutProbe(TabBar(selected: 1))
    #expect(probe["origin"].size == CGSize(width: 55, height: 5))
    #expect(probe["size"].size == CGSize(width: 40, height: 20))
    // The reader covers the bar, so the outer padding does not change what it reads.
    let padded = try LayoutProbe(TabBar(selected: 2).padding(20))
    #expect(padded["origin"].size == CGSize(width: 105, height: 5))
  }

  @Test func pointAnchorsResolveInTheReadersSpace() throws {
    let view = Color.gray.frame(width: 60, height: 40)
      .anchorPreference(key: CenterKey.self, value: .center) { $0 }
      .backgroundPreferenceValue(CenterKey.self) { anchor in
        GeometryReader { proxy in
          let center = anchor.map { proxy[$0] } ?? .zero
          Color.blue.frame(width: center.x, height: center.y).id("center")
        }
      }
    #expect(same(try LayoutProbe(view)["center"], rect(0, 0, 30, 20)))
  }
}
