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
  let tint: Color?

  public init() { tint = nil }

  /// A bar filled with `tint`, whatever `.tint(_:)` says.
  ///
  /// ```swift
  /// ProgressView(value: 0.3).progressViewStyle(LinearProgressViewStyle(tint: .green))
  /// ```
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      if let tint {
        ProgressTrack(fraction: configuration.fractionCompleted ?? 0).tint(tint)
      } else {
        ProgressTrack(fraction: configuration.fractionCompleted ?? 0)
      }
      if let value = configuration.currentValueLabel { value.font(.footnote).foregroundStyle(.secondary) }
    }
  }
}

/// A spinner's place, left blank: 20 × 20 pt, or 37 × 37 pt at the large control sizes
/// (UIActivityIndicatorView's `.medium` and `.large` styles).
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}

  /// A spinner in `tint`. The spinner's place is left blank, so the tint shows nowhere.
  ///
  /// ```swift
  /// ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white))
  /// ```
  public init(tint: Color) {}

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
