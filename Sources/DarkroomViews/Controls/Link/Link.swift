import Foundation

/// A link to a URL at rest: its label in the tint colour.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public nonisolated struct Link<Label: View>: View {
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    label.foregroundStyle(TintShapeStyle()).modifier(ControlName(name: "Link", detail: nil))
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    label = Text(title)
  }
}
