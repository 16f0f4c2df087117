import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private enum Sort: Hashable { case date, name }

/// A sort control written with the older initializer and a style value, as apps wrote them
/// before iOS 15.
private nonisolated struct SortControl<Style: PickerStyle>: View {
  let style: Style
  @State private var sort = Sort.name
  var body: some View {
    Picker(selection: $sort, label: Text("Sort by")) {
      Text("Date").tag(Sort.date)
      Text("Name").tag(Sort.name)
    }
    .pickerStyle(style)
    .frame(width: 240)
  }
}

/// `Picker(selection:label:content:)` and the picker style types
/// (developer.apple.com/documentation/swiftui/segmentedpickerstyle).
@Suite struct PickerStyleTests {
  @Test func aSegmentedStyleValueDrawsSegmented() throws {
    let value = try ImageRenderer(content: SortControl(style: SegmentedPickerStyle())).layoutDescription()
    let named = try ImageRenderer(content: SortControl(style: .segmented)).layoutDescription()
    #expect(value.contains("Picker segmented"))
    #expect(value == named)
    let pixels = try drawnPixels(SortControl(style: SegmentedPickerStyle()))
    #expect(pixels.hasSamePixels(as: try drawnPixels(SortControl(style: .segmented))))
  }

  @Test func eachStyleValueDrawsItsLook() throws {
    #expect(try ImageRenderer(content: SortControl(style: MenuPickerStyle())).layoutDescription().contains("Picker menu"))
    #expect(try ImageRenderer(content: SortControl(style: InlinePickerStyle())).layoutDescription().contains("Picker inline"))
    #expect(try ImageRenderer(content: SortControl(style: WheelPickerStyle())).layoutDescription().contains("Picker wheel"))
    #expect(try ImageRenderer(content: SortControl(style: DefaultPickerStyle())).layoutDescription().contains("Picker menu"))
    #expect(try ImageRenderer(content: SortControl(style: .automatic)).layoutDescription().contains("Picker menu"))
  }

  @Test func theLabelValueInitializerDrawsAsTheClosureOne() throws {
    let closure = Picker(selection: .constant(Sort.name)) {
      Text("Date").tag(Sort.date)
      Text("Name").tag(Sort.name)
    } label: {
      Text("Sort by")
    }
    let value = Picker(selection: .constant(Sort.name), label: Text("Sort by")) {
      Text("Date").tag(Sort.date)
      Text("Name").tag(Sort.name)
    }
    let inRow = { (picker: AnyView) in List { picker } }
    #expect(try ImageRenderer(content: inRow(AnyView(value))).layoutDescription() == ImageRenderer(content: inRow(AnyView(closure))).layoutDescription())
    #expect(try ImageRenderer(content: inRow(AnyView(value))).layoutDescription().contains("Sort by"))
  }
}
