import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Control initialisers as SwiftUI declares them: sliders with value labels
/// (developer.apple.com/documentation/swiftui/slider), progress from a Foundation `Progress`,
/// and formatted fields titled with a string.
@Suite struct ControlInitializerTests {
  @Test func valueLabelsSitAtTheEndsOfTheTrack() throws {
    let probe = try LayoutProbe(
      Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
        Color.red.frame(width: 20, height: 20).id("quiet")
      } maximumValueLabel: {
        Color.red.frame(width: 20, height: 20).id("loud")
      },
      width: 300)
    #expect(probe["quiet"].minX == 0)
    #expect(probe["loud"].maxX == 300)
    let stepped = try LayoutProbe(
      Slider(value: .constant(2.0), in: 0...10, step: 1) { Text("Speed") } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }, width: 300)
    #expect(stepped.description.contains("Slider 20%"))
    let valued = try LayoutProbe(
      Slider(
        value: .constant(25.0), in: 0...50, minimumValueLabel: Color.red.frame(width: 10, height: 10).id("one"),
        maximumValueLabel: Color.red.frame(width: 10, height: 10).id("fifty")
      ) { Text("n") },
      width: 300)
    #expect(valued["one"].minX == 0 && valued["fifty"].maxX == 300)
    #expect(valued.description.contains("Slider 50%"))
    let bare = try LayoutProbe(Slider(value: .constant(0.5)), width: 300)
    #expect(bare.size == CGSize(width: 300, height: 44))
  }

  @Test func aProgressObjectFillsTheBarToItsShare() throws {
    let progress = Progress(totalUnitCount: 4)
    progress.completedUnitCount = 1
    let fromProgress = try LayoutProbe(ProgressView(progress), width: 200)
    #expect(fromProgress.description.contains("ProgressView 25%"))
    let unknown = Progress(totalUnitCount: -1)
    #expect(try LayoutProbe(ProgressView(unknown)).description.contains("spinner"))
  }

  @Test func aGrowingFieldTitledWithAStringShowsItsPrompt() throws {
    let title: String = "Notes"
    let string = try LayoutProbe(TextField(title, text: .constant(""), axis: .vertical), width: 200).description
    let key = try LayoutProbe(TextField("Notes", text: .constant(""), axis: .vertical), width: 200).description
    #expect(string == key)
    let prompted = try LayoutProbe(TextField(title, text: .constant(""), prompt: Text("Add a note"), axis: .vertical), width: 200)
    #expect(prompted.description.contains("Add a note"))
  }

  @Test func aFormattedFieldTitledWithAStringShowsItsValue() throws {
    let title: String = "Amount"
    let field = try LayoutProbe(TextField(title, value: .constant(42), format: .number, prompt: Text("0")), width: 200)
    #expect(field.description.contains("\"42\""))
  }
}
