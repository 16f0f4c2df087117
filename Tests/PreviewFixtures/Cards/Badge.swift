import DarkroomUI

/// A small label used by the preview fixtures.
struct Badge: View {
  let title: String
  var body: some View {
    Text(title)
      .padding(8)
      .background(Color.blue)
      .foregroundStyle(.white)
  }
}

#Preview("Badge") {
  Badge(title: "New")
}

#Preview {
  Badge(title: "Unnamed")
}

#Preview("Duplicate") {
  Badge(title: "First")
}

#Preview("Duplicate") {
  Badge(title: "Second")
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
  Badge(title: "Wide")
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
  @Previewable @State var isOn = true
  Toggle("Wi-Fi", isOn: $isOn)
}

struct BadgeStates_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge(title: "On").previewDisplayName("On")
      Badge(title: "Off").previewDisplayName("Off")
    }
    .previewLayout(.sizeThatFits)
    ForEach(1..<3) { count in
      Badge(title: "\(count)")
    }
    .previewLayout(.sizeThatFits)
  }
}
