import Foundation

/// A colour well at rest, as iOS draws `ColorPicker`: the label, and at the trailing edge a
/// rainbow ring around the chosen colour. The picker itself opens only when tapped.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
public nonisolated struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Color

  /// A picker labelled by `label`, showing the colour `selection` holds.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection.wrappedValue
  }

  /// A picker of a Core Graphics colour.
  public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = Color(cgColor: selection.wrappedValue)
  }

  public var body: some View {
    HStack {
      LabelAndGap(label: label)
      ColorWell(color: selection)
    }
    .modifier(ControlName(name: "ColorPicker", detail: nil))
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// The well: a 28 pt rainbow ring with the chosen colour inside, as iOS 14 and later draw it.
private struct ColorWell: View {
  let color: Color

  var body: some View {
    ZStack {
      Circle().strokeBorder(
        AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
      Circle().fill(color).padding(5)
    }
    .frame(width: 28, height: 28)
  }
}
