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
  @Environment(\.progressViewStyle) private var style

  public var body: some View {
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

/// How progress views below a view look.
///
/// ```swift
/// struct ThickBar: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Capsule().fill(.tint).frame(height: 8)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` receives.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label for the current value.
  public nonisolated struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The share done, from 0 to 1, or `nil` for a spinner.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// The iOS look: a 4 pt capsule bar in the tint over a grey track, the label above it.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressTrack(fraction: configuration.fractionCompleted ?? 0)
      if let value = configuration.currentValueLabel { value.font(.footnote).foregroundStyle(.secondary) }
    }
  }
}

/// A spinner's place, left blank: 20 × 20 pt, or 37 × 37 pt at the large control sizes
/// (UIActivityIndicatorView's `.medium` and `.large` styles).
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SpinnerPlace(label: configuration.label)
  }
}

private nonisolated struct SpinnerPlace: View {
  let label: ProgressViewStyleConfiguration.Label?
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let side: CGFloat = controlSize == .large || controlSize == .extraLarge ? 37 : 20
    VStack(spacing: 8) {
      Color.clear.frame(width: side, height: side)
      if let label { label.foregroundStyle(.secondary) }
    }
  }
}

/// Bars for values, blank spinners for the rest.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted != nil {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    } else {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A capsule track filled to a share.
nonisolated struct ProgressTrack: View {
  let fraction: Double

  var body: some View {
    Capsule()
      .fill(Color(storage: .system(.gray5)))
      .frame(height: 4)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryFraction(fraction: fraction) { Capsule().fill(TintShapeStyle()) }
      }
  }
}

/// A view stretched to a share of the width it is offered.
nonisolated struct GeometryFraction<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let fraction: Double
  let content: Content

  init(fraction: Double, @ViewBuilder content: () -> Content) {
    self.fraction = fraction
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let child = context.singleNode(for: content, joinedBy: .overlaid)
    return [LayoutNode(rule: FractionWidthLayout(fraction: fraction), role: .container, name: "fraction", children: [child], context: context)]
  }
}

/// Takes the whole proposal and gives its child a share of the width.
struct FractionWidthLayout: LayoutRule {
  let fraction: Double

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let width = size.width * CGFloat(fraction)
    children.first?.place(at: .zero, proposal: ProposedViewSize(width: width, height: size.height))
  }
}

nonisolated extension View {
  /// Sets the style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    settingStyle(\.progressViewStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
