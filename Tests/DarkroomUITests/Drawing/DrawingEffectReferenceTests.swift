import Darkroom
import DarkroomUI
import Testing

/// Radial and elliptical gradients, a card turned in perspective, a blurred glow, a skewed
/// label and a transformed shape, as apps draw them. The reference shows them as iOS would.
private nonisolated struct DrawingEffectSample: View {
  var body: some View {
    VStack(spacing: 14) {
      HStack(spacing: 14) {
        Circle()
          .fill(.radialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 36))
          .frame(width: 72, height: 72)
        EllipticalGradient(colors: [.white, .indigo], center: .topLeading, endRadiusFraction: 1)
          .frame(width: 110, height: 72)
          .clipShape(RoundedRectangle(cornerRadius: 10))
      }
      RoundedRectangle(cornerRadius: 12)
        .fill(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
        .overlay(Text("Boarding pass").font(.headline).foregroundStyle(.white))
        .frame(width: 180, height: 64)
        .rotation3DEffect(.degrees(35), axis: (x: 0, y: 1, z: 0))
      ZStack {
        Circle().fill(Color.pink).frame(width: 56, height: 56).blur(radius: 10)
        Text("Glow").font(.title3.bold())
      }
      .frame(width: 120, height: 70)
      HStack(spacing: 20) {
        Text("Skewed")
          .font(.headline)
          .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.35, d: 1, tx: 8, ty: 0))
        Rectangle()
          .transform(CGAffineTransform(rotationAngle: .pi / 8).scaledBy(x: 0.8, y: 0.5))
          .fill(Color.green)
          .frame(width: 50, height: 40)
      }
    }
    .padding(16)
  }
}

@Suite struct DrawingEffectReferenceTests {
  @Test func gradientsPerspectiveBlurAndTransformsMatchTheirReference() {
    assertSnapshot(of: DrawingEffectSample(), as: .image(layout: .fixed(width: 240, height: 330)))
  }
}
