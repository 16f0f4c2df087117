/// Apple's adaptive system colours, each with its light and dark value and, for the system
/// colours and greys, the increased-contrast pair Apple publishes (the others keep their
/// values under increased contrast here).
///
/// Sources: the system colours and their accessible variants are the sRGB values in Apple's
/// Human Interface Guidelines, "Color" (developer.apple.com/design/human-interface-guidelines/color);
/// the label, fill, separator and background colours are UIKit's "UI element colors" and
/// "Standard colors" (developer.apple.com/documentation/uikit/ui-element-colors), as iOS 17
/// resolves them in sRGB.
package enum SystemColor: String, Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case gray2, gray3, gray4, gray5, gray6
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
  case separator, opaqueSeparator
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  case accent

  package func resolve(in scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> RGBA {
    let values = self.values
    switch (scheme, contrast) {
    case (.light, .standard): return values.light
    case (.dark, .standard): return values.dark
    case (.light, .increased): return values.lightIncreased ?? values.light
    case (.dark, .increased): return values.darkIncreased ?? values.dark
    }
  }

  private struct Values {
    var light: RGBA
    var dark: RGBA
    var lightIncreased: RGBA?
    var darkIncreased: RGBA?
  }

  private static func hex(_ value: UInt32, _ alpha: Double = 1) -> RGBA {
    RGBA(Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF), alpha)
  }

  private static func pair(_ light: UInt32, _ dark: UInt32, _ lightIncreased: UInt32? = nil, _ darkIncreased: UInt32? = nil) -> Values {
    Values(light: hex(light), dark: hex(dark), lightIncreased: lightIncreased.map { hex($0) }, darkIncreased: darkIncreased.map { hex($0) })
  }

  private var values: Values {
    switch self {
    case .red: Self.pair(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)
    case .orange: Self.pair(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)
    case .yellow: Self.pair(0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426)
    case .green: Self.pair(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B)
    case .mint: Self.pair(0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF)
    case .teal: Self.pair(0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF)
    case .cyan: Self.pair(0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF)
    case .blue, .accent, .link: Self.pair(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
    case .indigo: Self.pair(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF)
    case .purple: Self.pair(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)
    case .pink: Self.pair(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482)
    case .brown: Self.pair(0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469)
    case .gray: Self.pair(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2)
    case .gray2: Self.pair(0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80)
    case .gray3: Self.pair(0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456)
    case .gray4: Self.pair(0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446)
    case .gray5: Self.pair(0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638)
    case .gray6: Self.pair(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426)
    case .label: Self.pair(0x000000, 0xFFFFFF)
    case .secondaryLabel: Values(light: Self.hex(0x3C3C43, 0.6), dark: Self.hex(0xEBEBF5, 0.6))
    case .tertiaryLabel: Values(light: Self.hex(0x3C3C43, 0.3), dark: Self.hex(0xEBEBF5, 0.3))
    case .quaternaryLabel: Values(light: Self.hex(0x3C3C43, 0.18), dark: Self.hex(0xEBEBF5, 0.16))
    case .placeholderText: Values(light: Self.hex(0x3C3C43, 0.3), dark: Self.hex(0xEBEBF5, 0.3))
    case .separator: Values(light: Self.hex(0x3C3C43, 0.29), dark: Self.hex(0x545458, 0.6))
    case .opaqueSeparator: Self.pair(0xC6C6C8, 0x38383A)
    case .systemBackground: Self.pair(0xFFFFFF, 0x000000)
    case .secondarySystemBackground: Self.pair(0xF2F2F7, 0x1C1C1E)
    case .tertiarySystemBackground: Self.pair(0xFFFFFF, 0x2C2C2E)
    case .systemGroupedBackground: Self.pair(0xF2F2F7, 0x000000)
    case .secondarySystemGroupedBackground: Self.pair(0xFFFFFF, 0x1C1C1E)
    case .tertiarySystemGroupedBackground: Self.pair(0xF2F2F7, 0x2C2C2E)
    case .systemFill: Values(light: Self.hex(0x787880, 0.2), dark: Self.hex(0x787880, 0.36))
    case .secondarySystemFill: Values(light: Self.hex(0x787880, 0.16), dark: Self.hex(0x787880, 0.32))
    case .tertiarySystemFill: Values(light: Self.hex(0x767680, 0.12), dark: Self.hex(0x767680, 0.24))
    case .quaternarySystemFill: Values(light: Self.hex(0x747480, 0.08), dark: Self.hex(0x767680, 0.18))
    }
  }
}
