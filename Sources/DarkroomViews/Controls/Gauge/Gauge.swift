/// A gauge in the linear look: the label, then a bar filled to the value's share.
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// ```
public nonisolated struct Gauge<Label: View>: View {
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    configuration = GaugeStyleConfiguration(value: Self.fraction(value, in: bounds), label: AnyView(label()))
  }

  /// A gauge that also shows its current value.
  public init<V: BinaryFloatingPoint, Current: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    configuration = GaugeStyleConfiguration(
      value: Self.fraction(value, in: bounds), label: AnyView(label()), currentValueLabel: AnyView(currentValueLabel()))
  }

  /// A gauge with its current, minimum and maximum values labelled.
  public init<V: BinaryFloatingPoint, Current: View, Minimum: View, Maximum: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> Current, @ViewBuilder minimumValueLabel: () -> Minimum,
    @ViewBuilder maximumValueLabel: () -> Maximum
  ) {
    configuration = GaugeStyleConfiguration(
      value: Self.fraction(value, in: bounds), label: AnyView(label()), currentValueLabel: AnyView(currentValueLabel()),
      minimumValueLabel: AnyView(minimumValueLabel()), maximumValueLabel: AnyView(maximumValueLabel()))
  }

  private static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    ProgressFraction.of(Double(value - bounds.lowerBound), total: Double(bounds.upperBound - bounds.lowerBound))
  }

  public var body: some View {
    StyledControlBody(style: style, keyPath: \.gaugeStyle, configuration: configuration) {
      AnyView(LinearGaugeStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "Gauge", detail: "\(Int((configuration.value * 100).rounded()))%"))
  }
}
