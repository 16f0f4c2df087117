/// Apple's adaptive system colours, with their light and dark values (iOS's published
/// sRGB values).
enum SystemColor: String, Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel
  case separator, systemBackground, secondarySystemBackground, systemFill, accent

  func resolve(in scheme: ColorScheme) -> RGBA {
    let (light, dark) = values
    return scheme == .dark ? dark : light
  }

  private var values: (light: RGBA, dark: RGBA) {
    switch self {
    case .red: (RGBA(255, 59, 48), RGBA(255, 69, 58))
    case .orange: (RGBA(255, 149, 0), RGBA(255, 159, 10))
    case .yellow: (RGBA(255, 204, 0), RGBA(255, 214, 10))
    case .green: (RGBA(52, 199, 89), RGBA(48, 209, 88))
    case .mint: (RGBA(0, 199, 190), RGBA(99, 230, 226))
    case .teal: (RGBA(48, 176, 199), RGBA(64, 200, 224))
    case .cyan: (RGBA(50, 173, 230), RGBA(100, 210, 255))
    case .blue, .accent: (RGBA(0, 122, 255), RGBA(10, 132, 255))
    case .indigo: (RGBA(88, 86, 214), RGBA(94, 92, 230))
    case .purple: (RGBA(175, 82, 222), RGBA(191, 90, 242))
    case .pink: (RGBA(255, 45, 85), RGBA(255, 55, 95))
    case .brown: (RGBA(162, 132, 94), RGBA(172, 142, 104))
    case .gray: (RGBA(142, 142, 147), RGBA(142, 142, 147))
    case .label: (RGBA(0, 0, 0), RGBA(255, 255, 255))
    case .secondaryLabel: (RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    case .tertiaryLabel: (RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    case .quaternaryLabel: (RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
    case .separator: (RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
    case .systemBackground: (RGBA(255, 255, 255), RGBA(0, 0, 0))
    case .secondarySystemBackground: (RGBA(242, 242, 247), RGBA(28, 28, 30))
    case .systemFill: (RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
    }
  }
}
