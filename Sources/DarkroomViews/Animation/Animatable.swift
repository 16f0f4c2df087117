/// A value that can be added, subtracted and scaled: what animations interpolate.
///
/// ```swift
/// var mix = AnimatablePair(0.25, 2.0)
/// mix.scale(by: 2)   // (0.5, 4.0)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The sum of the squared components.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as a shape's `animatableData` often is.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///   get { AnimatablePair(start, end) }
///   set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of something with nothing to animate.
///
/// ```swift
/// var animatableData: EmptyAnimatableData { get { .zero } set {} }
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  public static func += (lhs: inout Self, rhs: Self) {}
  public static func -= (lhs: inout Self, rhs: Self) {}
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Something whose `animatableData` an animation interpolates between two states. Darkroom
/// draws single frames at their final state, so the data is never interpolated; conforming
/// shapes and modifiers compile and draw as they are.
///
/// ```swift
/// struct Wedge: Shape {
///   var fraction: Double
///   var animatableData: Double {
///     get { fraction }
///     set { fraction = newValue }
///   }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@MainActor @preconcurrency
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// A value that is its own animatable data.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A view modifier whose `animatableData` an animation interpolates; drawn at its final state.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///   var animatableData: Double
///   func body(content: Content) -> some View { content.offset(x: sin(animatableData) * 4) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
