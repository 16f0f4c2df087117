import DarkroomUIKit
// ToggleView and ViewContainingToggle from the user's source material (seed 003), unchanged
// but for the import. The article's `snapshot()` and `saveToDocuments()` need UIKit; the
// stand-ins below render with DarkroomUI and save nothing, so the buttons' actions compile.
import Darkroom
import DarkroomUI
import XCTest

nonisolated extension View {
  /// Stand-in for the article's UIHostingController snapshot.
  func snapshot() -> Bitmap {
    ImageRenderer(content: self).bitmap ?? Bitmap(width: 0, height: 0)
  }
}

extension Bitmap {
  /// Stand-in for the article's "save as PNG in Documents": a test keeps no files.
  func saveToDocuments() {}
}

nonisolated struct ToggleView: View {
    @State var darkBackground = false

    var body: some View {
        VStack {
            Toggle(isOn: $darkBackground) {
                Text("Switch to dark")
                    .foregroundColor(darkBackground ? .white : .black)
            }
            .background(darkBackground ? .black : .white)
            Button {
                snapshot().saveToDocuments()
            } label: {
                Text("Take screenshot ToggleView")
            }
        }
    }
}

nonisolated struct ViewContainingToggle: View {    
    var body: some View {
        VStack {
            Text("ToggleView inside orange border")
            ToggleView()
                .border(.orange, width: 2.0)
            Button { 
                snapshot().saveToDocuments()
            } label: {
                Text("Take screenshot ViewContainingToggle")
            }
        }
    }
}

final class ToggleSeedTests: XCTestCase {
  private let phoneWidth = SwiftUISnapshotLayout.fixed(width: 390, height: 140)

  /// The state as written: switched off, white background.
  func testToggleViewAsWritten() {
    assertSnapshot(of: ToggleView(), as: .image(layout: phoneWidth), named: "image")
    assertSnapshot(of: ToggleView(), as: .layout(phoneWidth), named: "layout")
  }

  /// The state given through the initialiser is the one rendered: switched on, black
  /// background, white label (what the article's first approach lost).
  func testToggleViewSwitchedOn() throws {
    assertSnapshot(of: ToggleView(darkBackground: true), as: .image(layout: phoneWidth))
    let renderer = ImageRenderer(content: ToggleView(darkBackground: true).frame(width: 390))
    let bitmap = try renderer.render()
    // Just left of the label the toggle's background is black.
    XCTAssertEqual(bitmap[2, 15], Pixel(red: 0, green: 0, blue: 0))
  }

  func testViewContainingToggle() {
    let layout = SwiftUISnapshotLayout.fixed(width: 390, height: 200)
    assertSnapshot(of: ViewContainingToggle(), as: .image(layout: layout), named: "image")
    assertSnapshot(of: ViewContainingToggle(), as: .layout(layout), named: "layout")
  }
}
