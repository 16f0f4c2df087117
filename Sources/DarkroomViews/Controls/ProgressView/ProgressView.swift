/// A progress indicator at rest: a bar filled to the value's share, with its label above; an
/// indeterminate spinner keeps its place but is not drawn, so a snapshot never catches it
/// mid-spin.
///
/// ```swift
/// ProgressView("Uploading", value: 0.4)
/// ProgressView()   // a spinner: 20 × 20 pt, left blank
/// ```
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// The timer whose share of its interval fills the bar, for `ProgressView(timerInterval:)`.
  var timer: TimerInterval?
  @Environment(\.progressViewStyle) private var style
  @Environment(\.timelineDate) private var now

  public var body: some View {
    let fraction = timer.map { $0.fraction(at: now) } ?? fraction
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
      currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
    StyledControlBody(style: style, keyPath: \.progressViewStyle, configuration: configuration) {
      AnyView(DefaultProgressViewStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "ProgressView", detail: fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "spinner (not drawn)"))
  }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// The progress view a ``ProgressViewStyle`` is drawing: inside the style's `makeBody` it is
  /// drawn in the style above (the platform's bar or spinner when there is none), never in the
  /// same style again.
  ///
  /// ```swift
  /// struct CaptionedProgressStyle: ProgressViewStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     VStack { ProgressView(configuration); Text("Syncing").font(.caption) }
  ///   }
  /// }
  /// ```
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }

  /// A bar for a Foundation `Progress`: its completed share, or a spinner while its total
  /// is unknown.
  ///
  /// ```swift
  /// ProgressView(download.progress)
  /// ```
  public init(_ progress: Progress) {
    fraction = progress.isIndeterminate ? nil : ProgressFraction.of(progress.fractionCompleted, total: 1)
    label = nil
    currentValueLabel = nil
  }

  /// A bar for `value` out of `total` (1 by default); `nil` is a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }

  /// A bar with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// A bar with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a text label.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(label: { Text(titleKey) })
  }

  /// A spinner with a string label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(label: { Text(title) })
  }

  /// A bar with a text label.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }

  /// A bar with a string label.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

enum ProgressFraction {
  /// The share done, from 0 to 1; a total of zero or less, or a value that is not a number,
  /// counts as none done.
  static func of(_ value: Double, total: Double) -> Double {
    guard total > 0, value.isFinite, total.isFinite else { return 0 }
    return min(max(value / total, 0), 1)
  }
}
