import SwiftUI

struct MusicPlayer: View {
  @State private var progress = 0.35
  @State private var isPlaying = true

  var body: some View {
    VStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 20)
        .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
        .frame(width: 280, height: 280)
        .shadow(radius: 10)
      VStack(spacing: 4) {
        Text("Developing").font(.title2.bold())
        Text("The Darkroom Quartet").foregroundStyle(.secondary)
      }
      VStack(spacing: 6) {
        Slider(value: $progress)
        HStack {
          Text("1:12").font(.caption).monospacedDigit()
          Spacer()
          Text("-2:14").font(.caption).monospacedDigit()
        }
        .foregroundStyle(.secondary)
      }
      HStack(spacing: 48) {
        Image(systemName: "backward.fill")
        Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.largeTitle)
        Image(systemName: "forward.fill")
      }
      .font(.title)
    }
    .padding(32)
  }
}
