import DarkroomUI

// The views of doordash-oss/swiftui-preview-snapshots' example app and tests, written from
// the description of their reference renders (400 × 400 pt canvases at 1x).

/// The long placeholder paragraph several cases show.
let loremIpsum =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et "
  + "dolore magna aliqua."

/// A globe symbol in the accent colour over "Hello World".
nonisolated struct GlobeGreeting: View {
  var body: some View {
    VStack(spacing: 8) {
      Image(systemName: "globe")
        .imageScale(.large)
        .foregroundColor(.accentColor)
      Text("Hello World")
    }
    .padding(8)
  }
}

/// A title, a subtitle and a paragraph, every line centred.
nonisolated struct TitledParagraph: View {
  var body: some View {
    VStack(spacing: 24) {
      VStack(spacing: 8) {
        Text("Hello PreviewSnapshots").font(.title)
        Text("Welcome to PreviewSnapshots").font(.subheadline)
      }
      Text(loremIpsum).font(.body)
    }
    .multilineTextAlignment(.center)
    .padding(8)
  }
}

/// The paragraph in Large Title, blue, leading-aligned.
nonisolated struct LargeBlueParagraph: View {
  var body: some View {
    Text(loremIpsum)
      .font(.largeTitle)
      .foregroundColor(.blue)
      .padding(8)
  }
}

/// A title over a counter: "+" and "-" buttons either side of a formatted number.
nonisolated struct CounterRow: View {
  var message = "Hello PreviewSnapshotsTests"
  var count = 1000

  var body: some View {
    VStack(spacing: 24) {
      Text(message).font(.title)
      HStack(spacing: 4) {
        Button("+") {}
        Text(count, format: .number)
        Button("-") {}
      }
      .font(.body)
    }
  }
}

/// The paragraph in Title inside a 1 pt blue border around its padding.
nonisolated struct BorderedParagraph: View {
  var body: some View {
    Text(loremIpsum)
      .font(.title)
      .padding(8)
      .border(Color.blue, width: 1)
  }
}

extension FidelityCase {
  static let previewSnapshotsCases: [FidelityCase] = {
    let canvas = CaseCanvas.fixed(width: 400, height: 400)
    let light = CaseTraits(scale: 1), dark = CaseTraits(scale: 1, appearance: .dark)
    return [
      FidelityCase("dd-simpleview-short", canvas: canvas, traits: light, reference: (400, 400)) {
        AnyView(GlobeGreeting())
      },
      FidelityCase("dd-previewstate-long-light", canvas: canvas, traits: light, reference: (400, 400)) {
        AnyView(TitledParagraph())
      },
      FidelityCase("dd-previewstate-long-dark", canvas: canvas, traits: dark, reference: (400, 400)) {
        AnyView(TitledParagraph())
      },
      FidelityCase("dd-simplestate-long", canvas: canvas, traits: light, reference: (400, 400)) {
        AnyView(LargeBlueParagraph())
      },
      FidelityCase("dd-tuplestate-large", canvas: canvas, traits: light, reference: (400, 400)) {
        AnyView(CounterRow())
      },
      FidelityCase("dd-modify-long", canvas: canvas, traits: light, reference: (400, 400)) {
        AnyView(BorderedParagraph())
      },
    ]
  }()
}
