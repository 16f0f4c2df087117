import Darkroom
import DarkroomUI
import Testing

/// An activity ring and a floating capsule as apps draw them: a trimmed circle stroked with
/// an angular gradient and turned to start at 12 o'clock, a material capsule with a style
/// shadow, and a masked gradient. The reference shows them as iOS would.
private nonisolated struct GraphicsSample: View {
  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle().stroke(Color.pink.opacity(0.2), lineWidth: 14)
        Circle()
          .trim(from: 0, to: 0.7)
          .stroke(
            AngularGradient(colors: [.pink, .red], center: .center, startAngle: .zero, endAngle: .degrees(252)),
            style: StrokeStyle(lineWidth: 14, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Text("70%").font(.headline)
      }
      .frame(width: 90, height: 90)
      Text("Feed")
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 10, y: 5)), in: .capsule)
      LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
        .frame(width: 120, height: 24)
        .mask { Text("GRADIENT").font(.title3.bold()) }
    }
    .padding(20)
    .background(Color.gray.opacity(0.15))
  }
}

@Suite struct GraphicsReferenceTests {
  @Test(arguments: [false, true])
  func ringCapsuleAndMaskMatchTheirReference(dark: Bool) {
    assertSnapshot(
      of: GraphicsSample(),
      as: .image(layout: .fixed(width: 200, height: 230), traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
      named: dark ? "dark" : "light")
  }
}
