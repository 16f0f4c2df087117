/// How gauges look, as SwiftUI's `GaugeStyle`: a style makes a gauge's body from its
/// configuration, and `.gaugeStyle(_:)` applies it to every gauge below.
///
/// ```swift
/// struct SegmentedGaugeStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       ProgressView(value: configuration.value)
///     }
///   }
/// }
///
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(SegmentedGaugeStyle())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  /// The gauge drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws: the value as a share of the range (0 to 1) and the labels.
public struct GaugeStyleConfiguration {
  /// The value's share of the gauge's range, from 0 to 1.
  public let value: Double
  /// What the gauge measures.
  public let label: Label
  /// The current value, if the gauge labels it.
  public let currentValueLabel: CurrentValueLabel?
  /// The lower end of the range, if labelled.
  public let minimumValueLabel: MarkedValueLabel?
  /// The upper end of the range, if labelled.
  public let maximumValueLabel: MarkedValueLabel?
  /// Labels of marked values; gauges made here mark none.
  public let markedValueLabels: [MarkedValueLabel] = []

  init(
    value: Double, label: AnyView, currentValueLabel: AnyView? = nil, minimumValueLabel: AnyView? = nil,
    maximumValueLabel: AnyView? = nil
  ) {
    self.value = value
    self.label = Label(content: label)
    self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
    self.minimumValueLabel = minimumValueLabel.map { MarkedValueLabel(content: $0) }
    self.maximumValueLabel = maximumValueLabel.map { MarkedValueLabel(content: $0) }
  }

  /// The gauge's label as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The current value's label as a view.
  public nonisolated struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// A marked value's label as a view.
  public nonisolated struct MarkedValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
}

/// The gauge iOS draws in an app: the label, then a bar filled to the value, with the
/// minimum and maximum labels at its ends when there are any.
public nonisolated struct LinearGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
      }
      HStack(spacing: 6) {
        if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
        ProgressTrack(fraction: configuration.value)
        if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
      }
    }
  }
}

extension GaugeStyle where Self == LinearGaugeStyle {
  /// The app look (a bar).
  public static var automatic: LinearGaugeStyle { LinearGaugeStyle() }
  /// A bar filled to the value.
  public static var linearCapacity: LinearGaugeStyle { LinearGaugeStyle() }
  /// The widget looks; drawn as the bar here.
  public static var accessoryLinear: LinearGaugeStyle { LinearGaugeStyle() }
  public static var accessoryLinearCapacity: LinearGaugeStyle { LinearGaugeStyle() }
  public static var accessoryCircular: LinearGaugeStyle { LinearGaugeStyle() }
  public static var accessoryCircularCapacity: LinearGaugeStyle { LinearGaugeStyle() }
}

nonisolated extension View {
  /// Sets the style of every gauge in this view.
  ///
  /// ```swift
  /// Gauge(value: level) { Text("Level") }.gaugeStyle(.linearCapacity)
  /// ```
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    settingStyle(\.gaugeStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
