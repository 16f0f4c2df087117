/// A status bar frozen as in Apple's marketing images: 9:41, full signal, Wi-Fi and a full
/// battery, in the screen's label colour. On phones with a Dynamic Island (54 pt bars) the
/// time and the icons sit in the ears either side of it; on shorter bars they share one line.
nonisolated struct StatusBar: View {
  let height: CGFloat

  var body: some View {
    let tall = height > 30
    HStack(spacing: 0) {
      Text(verbatim: "9:41")
        .font(.system(size: tall ? 17 : 15, weight: .semibold))
        .frame(maxWidth: .infinity)
      if tall { Spacer(minLength: 126) }
      HStack(spacing: 6) {
        SignalGlyph().frame(width: 18, height: 12)
        WiFiGlyph().frame(width: 17, height: 12)
        BatteryGlyph().frame(width: 27, height: 13)
      }
      .frame(maxWidth: .infinity)
    }
    .padding(.top, tall ? 21 : 0)
    .frame(height: height, alignment: tall ? .top : .center)
    .foregroundStyle(Color(storage: .system(.label)))
    .modifier(ControlName(name: "StatusBar", detail: "9:41", hidesParts: true))
  }
}

/// Four bars of rising height, all full.
private nonisolated struct SignalGlyph: View {
  var body: some View {
    HStack(alignment: .bottom, spacing: 1.5) {
      ForEach(0..<4, id: \.self) { index in
        RoundedRectangle(cornerRadius: 1).fill(ForegroundStyle()).frame(width: 3, height: 4 + CGFloat(index) * 2.7)
      }
    }
  }
}

/// Three arcs over a dot, all full.
private nonisolated struct WiFiGlyph: View {
  var body: some View {
    WiFiShape().fill(ForegroundStyle())
  }
}

private nonisolated struct WiFiShape: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      let center = CGPoint(x: rect.midX, y: rect.maxY)
      for (outer, inner) in [(1.0, 0.78), (0.66, 0.44), (0.3, 0.0)] as [(CGFloat, CGFloat)] {
        let outerRadius = rect.height * outer
        let innerRadius = rect.height * inner
        path.move(to: CGPoint(x: center.x + outerRadius * -0.707, y: center.y - outerRadius * 0.707))
        path.addArc(center: center, radius: outerRadius, startAngle: .degrees(225), endAngle: .degrees(315), clockwise: false)
        path.addArc(center: center, radius: innerRadius, startAngle: .degrees(315), endAngle: .degrees(225), clockwise: true)
        path.closeSubpath()
      }
    }
  }
}

/// A full battery: an outlined body with a cap, filled.
private nonisolated struct BatteryGlyph: View {
  var body: some View {
    HStack(spacing: 1) {
      RoundedRectangle(cornerRadius: 4, style: .continuous)
        .strokeBorder(ForegroundStyle().opacity(0.4), lineWidth: 1)
        .overlay { RoundedRectangle(cornerRadius: 2.5, style: .continuous).fill(ForegroundStyle()).padding(2) }
      RoundedRectangle(cornerRadius: 1).fill(ForegroundStyle().opacity(0.4)).frame(width: 1.5, height: 4)
    }
  }
}
