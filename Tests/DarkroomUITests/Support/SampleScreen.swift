import DarkroomUI

/// A screen that touches every part of the renderer: text in five scripts with emoji,
/// wrapping and truncation, shapes, a gradient, a shadow, opacity, clipping and an image.
nonisolated struct SampleScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Image(bitmap: SampleScreen.checkerboard).resizable().frame(width: 44, height: 44).clipShape(Circle())
        VStack(alignment: .leading, spacing: 2) {
          Text("Darkroom").font(.headline)
          Text("Same pixels everywhere").font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        Text("Connected").font(.caption).padding(.horizontal, 8).padding(.vertical, 4)
          .background(.blue).foregroundStyle(.white).clipShape(Capsule())
      }
      Text("The quick brown fox jumps over the lazy dog, and the layout wraps it at word boundaries.")
      Text("日本語の文章も折り返されます。")
      Text("مرحبا بالعالم")
      Text("שלום עולם")
      Text("Emoji 🎉🚀❤️ keep the line pitch").lineLimit(1)
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 12).fill(.linearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
          .frame(width: 80, height: 50).shadow(radius: 6, y: 3)
        Circle().stroke(.green, lineWidth: 4).frame(width: 50, height: 50)
        Capsule().fill(.purple).frame(width: 70, height: 30).opacity(0.6)
        Ellipse().fill(.teal).frame(width: 40, height: 24)
      }
      Toggle("Notifications", isOn: .constant(true))
      Button("Continue") {}
    }
    .padding()
  }

  /// An 8 × 8 checkerboard image, made in code so tests need no files.
  static let checkerboard: Bitmap = {
    var bitmap = Bitmap(width: 8, height: 8, scale: 1)
    for y in 0..<8 {
      for x in 0..<8 {
        bitmap[x, y] = (x + y) % 2 == 0 ? Pixel(red: 20, green: 40, blue: 200) : Pixel(red: 250, green: 200, blue: 40)
      }
    }
    return bitmap
  }()

  /// The screen rendered at 393 points wide, @3x, in dark or light appearance.
  static func render(dark: Bool = false) throws -> Bitmap {
    let renderer = ImageRenderer(content: SampleScreen().frame(width: 393))
    renderer.scale = 3
    renderer.isOpaque = true
    renderer.environment.colorScheme = dark ? .dark : .light
    return try renderer.render()
  }
}
