/// A slider at rest, at UIKit's geometry: a 4 pt track inset 2 pt from each end, tinted up to
/// the value, with a 28 pt white thumb (and its soft shadow) there, in a 44 pt tall frame; the
/// thumb stays inside the frame at both ends.
///
/// Value labels, when given, sit at the track's ends, as UIKit's value images do.
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// Slider(value: $volume, in: 0...10) { Text("Volume") } minimumValueLabel: {
///   Image(systemName: "speaker")
/// } maximumValueLabel: {
///   Image(systemName: "speaker.wave.3")
/// }
/// ```
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let label: Label?
  var minimumValueLabel: ValueLabel?
  var maximumValueLabel: ValueLabel?
  // A constant rather than a stored default, so that no initializer can leave it unset.
  private var thumbDiameter: CGFloat { 28 }

  public var body: some View {
    Group {
      if minimumValueLabel == nil && maximumValueLabel == nil {
        track
      } else {
        HStack {
          minimumValueLabel
          track
          maximumValueLabel
        }
      }
    }
    .modifier(ControlName(name: "Slider", detail: "\(Int((fraction * 100).rounded()))%"))
    // iOS never draws a slider's label; VoiceOver reads it.
    .modifier(BuiltInAccessibilityModifier(defaults: BuiltInAccessibility(), labelSource: label.map { AnyView($0) }))
  }

  private var track: some View {
    ZStack(alignment: .leading) {
      ProgressTrack(fraction: fraction).padding(.horizontal, 2)
      GeometryFraction(fraction: fraction) {
        Color.clear.overlay(alignment: .trailing) {
          Circle()
            .fill(Color.white)
            .frame(width: thumbDiameter, height: thumbDiameter)
            .shadow(color: .black.opacity(0.15), radius: 4, y: 2)
            .offset(x: thumbDiameter * (1 - fraction))
        }
      }
    }
    .frame(height: 44)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`. `step` and `onEditingChanged` act on dragging, which a
  /// still image has none of.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...10, step: 1)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(of: value.wrappedValue, in: bounds)
    label = nil
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (used by accessibility; iOS does not draw it).
  ///
  /// ```swift
  /// Slider(value: $speed, in: 0...2, step: 0.25) { Text("Speed") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(of: value.wrappedValue, in: bounds)
    self.label = label()
  }
}

extension Slider {
  /// A slider with a label and views at the ends of its track, such as a quiet and a loud
  /// speaker.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = Self.fraction(of: value.wrappedValue, in: bounds)
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// A stepped slider with a label and views at the ends of its track.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }

  /// A slider with views at the ends of its track, given as values (the form iOS 13 wrote).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with views at the ends of its track, given as values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }

  static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
    ProgressFraction.of(Double(value - bounds.lowerBound), total: Double(bounds.upperBound - bounds.lowerBound))
  }
}
