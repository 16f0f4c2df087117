import SwiftUI

struct OnboardingPage: View {
  let systemImage: String
  let title: String
  let subtitle: String

  var body: some View {
    VStack(spacing: 24) {
      Spacer()
      Image(systemName: systemImage)
        .font(.system(size: 72))
        .foregroundStyle(.tint)
      Text(title)
        .font(.largeTitle.bold())
        .multilineTextAlignment(.center)
      Text(subtitle)
        .font(.body)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 32)
      Spacer()
    }
  }
}

struct OnboardingFlow: View {
  @State private var page = 0

  var body: some View {
    VStack {
      TabView(selection: $page) {
        OnboardingPage(systemImage: "camera.aperture", title: "Every Screen", subtitle: "Snapshots of every screen, in every language.")
          .tag(0)
        OnboardingPage(systemImage: "checkmark.seal", title: "Every Change", subtitle: "Review what moved before it ships.")
          .tag(1)
      }
      .tabViewStyle(.page)
      Button {
      } label: {
        Text("Get Started").frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding()
    }
  }
}
