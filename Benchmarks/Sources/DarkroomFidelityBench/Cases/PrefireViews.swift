import DarkroomUI

// The example views of BarredEwe/Prefire (Example/Shared/Examples), written from the
// description of their reference renders: 375 pt wide, height fitted, at 2x.

/// "Apply" in Title, black, on a pale green capsule across the full width, 68 pt tall.
nonisolated struct ApplyCapsuleButton: View {
  var body: some View {
    Button("Apply") {}
      .font(.title)
      .foregroundColor(.black)
      .padding()
      .frame(maxWidth: .infinity)
      .frame(height: 68)
      .background(Capsule(style: .continuous).fill(Color.green.opacity(0.2)))
  }
}

/// A fire emoji on a red tile beside "Prefire" in heavy white, on a dark purple panel with
/// rounded corners.
nonisolated struct FireLogoBanner: View {
  var body: some View {
    VStack {
      HStack(spacing: 24) {
        Text("🔥")
          .font(.system(size: 60))
          // The tile reaches 4 pt past the emoji either side without widening the row.
          .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
              .fill(Color.red.opacity(0.6))
              .padding(.horizontal, -4))
        Text("Prefire")
          .font(.system(size: 56, weight: .heavy))
          .foregroundColor(.white)
      }
      .padding(.vertical, 16)
      .frame(maxWidth: .infinity)
      .background(Color.black.opacity(0.7))
      .background(Color.purple)
    }
    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

extension FidelityCase {
  static let prefireCases: [FidelityCase] = {
    let canvas = CaseCanvas.fittedHeight(width: 375), traits = CaseTraits(scale: 2)
    return [
      FidelityCase("prefire-green-button-iphone15", canvas: canvas, traits: traits, reference: (750, 136)) {
        AnyView(ApplyCapsuleButton())
      },
      FidelityCase("prefire-logo-iphone15", canvas: canvas, traits: traits, reference: (750, 208)) {
        AnyView(FireLogoBanner())
      },
    ]
  }()
}
