/// The default button look: the label in the tint colour, red for destructive buttons,
/// dimmed when disabled; inside a list row it spans the row.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(role: configuration.role, label: configuration.label)
  }
}

/// A button without a border, its label in the tint colour.
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(role: configuration.role, label: configuration.label)
  }
}

/// A button whose label keeps the colours around it: no tint.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DimmedWhenDisabled(content: configuration.label)
  }
}

/// A button on a tinted, translucent rounded background (iOS 15's `.bordered`).
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(role: configuration.role, label: configuration.label, prominent: false)
  }
}

/// A button filled with the tint colour, its label white (`.borderedProminent`).
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButton(role: configuration.role, label: configuration.label, prominent: true)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The label in the tint colour (red when destructive), dimmed when disabled. A foreground
/// style set on the button or around it (`.foregroundColor(.black)`, `.foregroundStyle(…)`)
/// wins over the tint, as in SwiftUI.
private nonisolated struct TintedLabel<Label: View>: View {
  let role: ButtonRole?
  let label: Label
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.foregroundStyle) private var explicitForeground

  var body: some View {
    if !isEnabled {
      label.foregroundStyle(HierarchicalShapeStyle.tertiary)
    } else if explicitForeground != nil {
      label
    } else if role == .destructive {
      label.foregroundStyle(Color.red)
    } else {
      label.foregroundStyle(TintShapeStyle())
    }
  }
}

private nonisolated struct DimmedWhenDisabled<Content: View>: View {
  let content: Content
  @Environment(\.isEnabled) private var isEnabled
  var body: some View {
    if isEnabled {
      content
    } else {
      content.opacity(0.4)
    }
  }
}

/// The bordered looks, sized by the control size as an iOS 17 simulator draws them at the
/// default text size: large buttons have 20 × 15 pt of padding and 12 pt corners (50.33 pt
/// tall: a 20.33 pt Body line and 15 pt above and below it), regular ones 12 × 7 pt and 8 pt
/// corners (34.33 pt), small ones 10 × 4 pt and 6 pt corners (28.33 pt). Mini buttons set
/// their title in Subheadline (15 pt, an 18 pt line) unless a font is set around them, with
/// 8 × 3 pt of padding and 5 pt corners (24 pt).
private nonisolated struct BorderedButton<Label: View>: View {
  let role: ButtonRole?
  let label: Label
  let prominent: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.buttonBorderShape) private var borderShape
  @Environment(\.font) private var font

  var body: some View {
    let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    let (horizontal, vertical, radius) = metrics
    let shape = borderShape.shape(cornerRadius: radius)
    let content = label
      .font(controlSize == .mini ? font ?? .subheadline : font)
      .padding(.horizontal, horizontal)
      .padding(.vertical, vertical)
      .frame(maxWidth: controlSize == .extraLarge ? .infinity : nil)
    let button = Group {
      if prominent {
        content.foregroundStyle(Color.white).background(tint, in: shape)
      } else {
        content.foregroundStyle(tint).background(tint.opacity(0.15), in: shape)
      }
    }
    if isEnabled {
      button
    } else {
      button.opacity(0.4)
    }
  }

  private var metrics: (CGFloat, CGFloat, CGFloat) {
    switch controlSize {
    case .mini: (8, 3, 5)
    case .small: (10, 4, 6)
    case .regular: (12, 7, 8)
    case .large, .extraLarge: (20, 15, 12)
    }
  }
}
