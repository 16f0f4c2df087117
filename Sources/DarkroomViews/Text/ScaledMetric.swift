/// A number that grows and shrinks with the text size, as SwiftUI's `ScaledMetric`: the
/// value at the standard size (Large) times the ratio of the text style's point size at the
/// environment's size to its size at Large, the ratio `UIFontMetrics` applies.
///
/// ```swift
/// struct Avatar: View {
///   @ScaledMetric(relativeTo: .body) private var side = 40.0
///   var body: some View { Circle().frame(width: side, height: side) }
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle

  /// A value that scales like the body text.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// A value that scales like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the environment's text size.
  public var wrappedValue: Value {
    let size = EnvironmentValues.current?.dynamicTypeSize ?? .large
    let standard = DynamicTypeSizes.pointSize(of: textStyle, at: .large)
    guard standard > 0 else { return baseValue }
    return baseValue * Value(DynamicTypeSizes.pointSize(of: textStyle, at: size) / standard)
  }
}
