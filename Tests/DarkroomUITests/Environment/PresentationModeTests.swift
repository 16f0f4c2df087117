import DarkroomUI
import Testing

/// A sheet's close button written with iOS 13's `presentationMode`, as older apps write it.
private struct LegacySheet: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    VStack(spacing: 8) {
      Text(presentationMode.wrappedValue.isPresented ? "Presented" : "At the root")
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
    .padding()
  }
}

/// The same sheet written with `\.dismiss` and `\.isPresented`.
private struct ModernSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    VStack(spacing: 8) {
      Text(isPresented ? "Presented" : "At the root")
      Button("Close") { dismiss() }
    }
    .padding()
  }
}

/// `PresentationMode` and `\.presentationMode`
/// (developer.apple.com/documentation/swiftui/presentationmode): the same facts as
/// `\.isPresented` and `\.dismiss`, and dismissing does nothing in a snapshot.
@MainActor @Suite struct PresentationModeTests {
  @Test func aViewReadingThePresentationModeDrawsAsOneReadingDismiss() throws {
    let legacy = try drawnPixels(LegacySheet())
    #expect(legacy.hasSamePixels(as: try drawnPixels(ModernSheet())))
    #expect(legacy.hasSamePixels(as: try drawnPixels(VStack(spacing: 8) { Text("At the root"); Button("Close") {} }.padding())))
  }

  @Test func dismissingLeavesThePresentationModeAsItWas() {
    let mode = EnvironmentValues().presentationMode
    #expect(mode.wrappedValue.isPresented == false)
    mode.wrappedValue.dismiss()
    var copy = mode.wrappedValue
    copy.dismiss()
    #expect(copy.isPresented == false)
    #expect(mode.wrappedValue.isPresented == false)
  }
}
