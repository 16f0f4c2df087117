import SwiftUI

/// The app's first screen: its name, a welcome, and the button that starts a recording.
///
/// The button keeps its label on one line, as the design asks; a translation longer than
/// the button is cut off, which the layout lint reports.
public struct MainScreen: View {
  public init() {}

  public var body: some View {
    VStack(spacing: 16) {
      Spacer()
      Image(systemName: "waveform.circle.fill")
        .font(.system(size: 96))
        .foregroundStyle(.tint)
      Text("Your App Name")
        .font(.largeTitle)
        .fontWeight(.bold)
      Text("Welcome")
        .font(.title2)
        .foregroundStyle(.secondary)
      Text("Main Screen")
        .font(.body)
        .foregroundStyle(.secondary)
      Spacer()
      Button {
      } label: {
        Text("Get Started")
          .font(.headline)
          .lineLimit(1)
          .frame(width: 240)
          .padding(.vertical, 14)
      }
      .buttonStyle(.borderedProminent)
      .padding(.bottom, 48)
    }
    .frame(maxWidth: .infinity)
  }
}
