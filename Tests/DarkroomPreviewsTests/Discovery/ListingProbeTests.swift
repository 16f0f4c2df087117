import DarkroomUI
import Testing

@testable import DarkroomPreviews

/// Previews whose listing traps, as one that reads a value only the app's Info.plist has.
/// Generic, so that discovery skips them and only these tests list them.
struct ListingTrapPreviews<Marker>: PreviewProvider {
  static var previews: some View {
    let version = Bundle.main.object(forInfoDictionaryKey: "DarkroomNoSuchKey") as? String
    return Text(version!)
  }
}

struct ListingFinePreviews<Marker>: PreviewProvider {
  static var previews: some View {
    Text("One")
    Text("Two")
  }
}

/// Listing previews runs the project's code in a child process first, so a trap there loses
/// no other preview.
@Suite struct ListingProbeTests {
  @Test func aTypeWhoseListingTrapsIsFoundAndTheOthersAreListed() {
    let sources = [
      PreviewSource(type: ListingFinePreviews<Int>.self), PreviewSource(type: ListingTrapPreviews<Int>.self),
      PreviewSource(type: ListingFinePreviews<String>.self),
    ]
    let failures = PreviewListingProbe.failures(of: sources)
    #expect(failures.keys.sorted() == [1])
    #expect(failures[1]?.contains("trapped (SIGILL)") == true)
    #expect(failures[1]?.contains("Unexpectedly found nil") == true)
  }

  @Test func typesThatListCleanlyHaveNoFailures() {
    #expect(PreviewListingProbe.failures(of: [PreviewSource(type: ListingFinePreviews<Int>.self)]).isEmpty)
  }

  @Test func aSnapshotOfATypeThatTrappedReportsItInsteadOfRendering() {
    var snapshot = PreviewSnapshot(
      module: "App", container: .provider(typeName: "SettingsView_Previews"), index: 0, macroName: nil,
      attributes: PreviewAttributes(), traits: [], name: "App/SettingsView_Previews:0", fileName: "x",
      source: PreviewSource(type: ListingTrapPreviews<Int>.self))
    snapshot.listingFailure = "listing its previews trapped (SIGILL)"
    #expect {
      _ = try PreviewWork.render(snapshot, device: .iPhone15, draw: false)
    } throws: { error in
      "\(error)".contains("App/SettingsView_Previews: listing its previews trapped (SIGILL)")
    }
  }
}
