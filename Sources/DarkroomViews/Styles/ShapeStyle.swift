/// Something a shape or text can be painted with: a colour, a gradient, the foreground
/// style, the tint, or a hierarchical level such as `.secondary`.
///
/// ```swift
/// Circle().fill(.orange)
/// Text("Hint").foregroundStyle(.secondary)
/// Rectangle().fill(.linearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
/// ```
///
/// A style of your own returns one of those from `resolve(in:)`:
///
/// ```swift
/// struct Warning: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> Color {
///     environment.colorScheme == .dark ? .yellow : .orange
///   }
/// }
/// ```
public protocol ShapeStyle: Sendable {
  /// The style this one stands for in an environment.
  associatedtype Resolved: ShapeStyle = Never
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// The renderer paints its own styles directly; they are never asked to resolve.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is painted by the renderer and does not resolve to another style")
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
}

/// A style the renderer paints directly.
protocol PaintingShapeStyle {
  func paint(in environment: EnvironmentValues) -> Paint
}

/// The paint for any style: styles of the renderer's own paint themselves, other styles
/// resolve to one (a style resolving to itself forever paints nothing).
func paint<Style: ShapeStyle>(for style: Style, in environment: EnvironmentValues, depth: Int = 0) -> Paint {
  if let painting = style as? any PaintingShapeStyle { return painting.paint(in: environment) }
  guard Style.Resolved.self != Never.self, depth < 16 else { return .clear }
  return paint(for: style.resolve(in: environment), in: environment, depth: depth + 1)
}

/// A style whose type is hidden.
///
/// ```swift
/// let style: AnyShapeStyle = isError ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle, PaintingShapeStyle {
  let base: any ShapeStyle

  /// Hides the type of `style`.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    DarkroomViews.paint(for: base, in: environment)
  }
}

/// The style views draw in unless told otherwise: `.primary` by default, or what
/// `foregroundStyle` set.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, PaintingShapeStyle {
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    environment.foregroundPaint
  }
}

/// The tint colour: `.tint(_:)`'s, or the accent colour (blue).
///
/// ```swift
/// Capsule().fill(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, PaintingShapeStyle {
  public init() {}

  func paint(in environment: EnvironmentValues) -> Paint {
    environment.tintPaint
  }
}

/// Levels of the foreground style for content of less importance.
///
/// ```swift
/// Text("Updated 5 min ago").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, PaintingShapeStyle {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// With the default foreground these are the system label colours; over a foreground
  /// style of one's own, that style at decreasing opacity.
  /// The opacity of each level over a style of one's own.
  static let opacities = [1, 0.6, 0.3, 0.18, 0.1]

  func paint(in environment: EnvironmentValues) -> Paint {
    if let custom = environment.foregroundStyle {
      return DarkroomViews.paint(for: custom, in: environment).withOpacity(Self.opacities[level])
    }
    let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
    let label = labels[min(level, labels.count - 1)].resolve(in: environment.colorScheme)
    // The fifth level has no label colour of its own: the fourth's, fainter by the same share.
    return level < labels.count ? .color(label) : Paint.color(label).withOpacity(Self.opacities[4] / Self.opacities[3])
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

private struct TintKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// Set by `foregroundStyle`/`foregroundColor`; `nil` is the primary label colour.
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// Set by `tint`; `nil` is the accent colour.
  var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  var foregroundPaint: Paint {
    guard let style = foregroundStyle else { return .color(SystemColor.label.resolve(in: colorScheme)) }
    var inner = self
    inner.foregroundStyle = nil  // `.primary` inside a foreground style means the label colour
    return DarkroomViews.paint(for: style, in: inner)
  }

  var tintPaint: Paint {
    guard let style = tint else { return .color(SystemColor.accent.resolve(in: colorScheme)) }
    var inner = self
    inner.tint = nil
    return DarkroomViews.paint(for: style, in: inner)
  }
}

/// A style drawn with its opacity multiplied, as `.tint.opacity(0.15)` writes it.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintingShapeStyle {
  let base: Base
  let opacity: Double

  func paint(in environment: EnvironmentValues) -> Paint {
    DarkroomViews.paint(for: base, in: environment).withOpacity(opacity)
  }
}

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.tint.opacity(0.15))
  /// ```
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}
