import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A reorderable list with an Edit button in its toolbar, as apps write it.
private struct ReorderableList: View {
  var withEditing = true
  @State private var items = ["Milk", "Eggs", "Locked"]
  @State private var editMode = EditMode.inactive

  var body: some View {
    NavigationStack {
      if withEditing {
        List {
          ForEach(items, id: \.self) { item in
            Text(item)
              .deleteDisabled(item == "Locked")
              .moveDisabled(item == "Locked")
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationTitle("Groceries")
        .toolbar { EditButton() }
        .environment(\.editMode, $editMode)
      } else {
        List {
          ForEach(items, id: \.self) { Text($0) }
        }
        .navigationTitle("Groceries")
        .toolbar { Button("Edit") {} }
      }
    }
  }
}

/// `EditButton`, `EditMode` and the editing modifiers of lists
/// (developer.apple.com/documentation/swiftui/editbutton): the button draws "Edit" in the
/// accent colour, inline or in a toolbar, "Done" while editing; a list at rest edits nothing.
@MainActor @Suite struct EditButtonTests {
  private let accent = Pixel(red: 0, green: 122, blue: 255)

  private func accentPixels(in bitmap: Bitmap, _ frame: CGRect) -> Int {
    var count = 0
    for y in Int(frame.minY)..<Int(frame.maxY) {
      for x in Int(frame.minX)..<Int(frame.maxX) where isNear(bitmap[x, y], accent, within: 40) { count += 1 }
    }
    return count
  }

  @Test func anInlineEditButtonDrawsEditInTheAccentColour() throws {
    let button = try drawnPixels(EditButton().padding(4))
    #expect(button.hasSamePixels(as: try drawnPixels(Text("Edit").foregroundStyle(Color.accentColor).padding(4))))
    #expect(accentPixels(in: button, CGRect(x: 0, y: 0, width: button.width, height: button.height)) > 20)
  }

  @Test func whileEditingTheButtonSaysDoneInSemibold() throws {
    let editing = try drawnPixels(EditButton().environment(\.editMode, .constant(.active)).padding(4))
    let done = try drawnPixels(Text("Done").fontWeight(.semibold).foregroundStyle(Color.accentColor).padding(4))
    #expect(editing.hasSamePixels(as: done))
    #expect(!editing.hasSamePixels(as: try drawnPixels(EditButton().padding(4))))
  }

  @Test func inAToolbarTheEditButtonDrawsAsTheBarsButtons() throws {
    let layout = SwiftUISnapshotLayout.device(config: .iPhone15)
    let edited = try SnapshotRendering.bitmap(of: ReorderableList(), layout: layout, traits: .init())
    let plain = try SnapshotRendering.bitmap(of: ReorderableList(withEditing: false), layout: layout, traits: .init())
    #expect(edited.hasSamePixels(as: plain))
    let text = try SnapshotRendering.description(of: ReorderableList(), layout: layout, traits: .init())
    let line = try #require(text.split(separator: "\n").first { $0.contains("Text \"Edit\"") })
    let frame = try #require(Self.frame(in: String(line)))
    let scale = edited.scale
    let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    #expect(accentPixels(in: edited, pixels) > 20)
  }

  /// The frame a layout line gives as "(x, y, w×h)".
  private static func frame(in line: String) -> CGRect? {
    guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
    let parts = line[line.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 3 else { return nil }
    let size = parts[2].split(separator: "×")
    guard size.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), let width = Double(size[0]),
      let height = Double(size[1])
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
