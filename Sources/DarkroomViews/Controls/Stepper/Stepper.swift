/// A stepper at rest: its label, then iOS's minus and plus buttons, 94 × 32 pt.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// ```
public nonisolated struct Stepper<Label: View>: View {
  let label: Label
  /// The bound value as VoiceOver reads it (UIStepper's value); `nil` without a binding.
  var spokenValue: String?

  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.label = label()
  }

  public var body: some View {
    HStack {
      LabelAndGap(label: label)
      HStack(spacing: 0) {
        Rectangle().fill(Color.primary).frame(width: 12, height: 2).frame(maxWidth: .infinity)
        Rectangle().fill(Color(storage: .system(.separator))).frame(width: 1, height: 18)
        ZStack {
          Rectangle().fill(Color.primary).frame(width: 12, height: 2)
          Rectangle().fill(Color.primary).frame(width: 2, height: 12)
        }
        .frame(maxWidth: .infinity)
      }
      .frame(width: 94, height: 32)
      .background(Color(storage: .system(.tertiarySystemFill)), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
    .modifier(ControlName(name: "Stepper", detail: nil))
    .modifier(BuiltInAccessibilityModifier(defaults: BuiltInAccessibility(value: spokenValue)))
  }
}

extension Stepper {
  /// A stepper changing `value`.
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
    self.label = label()
    spokenValue = "\(value.wrappedValue)"
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with text.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
    label = Text(titleKey)
    spokenValue = "\(value.wrappedValue)"
  }

  /// A stepper titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
    label = Text(title)
    spokenValue = "\(value.wrappedValue)"
  }
}
