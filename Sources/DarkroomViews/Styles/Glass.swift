/// iOS 26's Liquid Glass material, as SwiftUI's `Glass`: regular or clear, optionally tinted
/// and interactive. A still image draws it as a translucent material in its shape with a
/// hairline highlight at the edge; the refraction and the motion are not drawn.
///
/// ```swift
/// Label("Favourites", systemImage: "star")
///   .padding()
///   .glassEffect(.regular.tint(.orange), in: .rect(cornerRadius: 16))
/// ```
public struct Glass: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case regular, clear, identity }
  let kind: Kind
  var tintColor: Color?
  var isInteractive = false

  /// The standard glass.
  public static var regular: Glass { Glass(kind: .regular) }
  /// A more transparent glass, for rich backgrounds such as photos.
  public static var clear: Glass { Glass(kind: .clear) }
  /// No glass: the view is drawn as it is.
  public static var identity: Glass { Glass(kind: .identity) }

  /// The glass tinted with `color`, for a prominent control.
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tintColor = color
    return glass
  }

  /// The glass reacting to touches; a still image is never touched.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var glass = self
    glass.isInteractive = isEnabled
    return glass
  }
}

/// The shape glass takes when none is given: a capsule.
public nonisolated struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

nonisolated extension View {
  /// Draws glass behind the view, in `shape` (a capsule unless given).
  ///
  /// ```swift
  /// Image(systemName: "mic").padding(12).glassEffect()
  /// ```
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
    modifier(GlassEffectModifier(glass: glass, shape: shape))
  }
}

/// Several glass shapes that blend where they meet, as SwiftUI's `GlassEffectContainer`;
/// each shape is drawn on its own here.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///   HStack { Image(systemName: "pencil").glassEffect(); Image(systemName: "eraser").glassEffect() }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
}

private nonisolated struct GlassEffectModifier<GlassShape: Shape>: ViewModifier {
  let glass: Glass
  let shape: GlassShape

  func body(content: Content) -> some View {
    if glass.kind == .identity {
      content
    } else {
      content.background {
        ZStack {
          shape.fill(glass.kind == .clear ? Material.ultraThinMaterial : Material.thinMaterial)
          if let tint = glass.tintColor { shape.fill(tint.opacity(0.8)) }
          shape.stroke(Color.white.opacity(0.5), lineWidth: 0.5)
        }
      }
    }
  }
}

/// A button on glass (iOS 26's `.glass`): a capsule of clear glass behind the tinted label.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
      .padding(.horizontal, 12)
      .padding(.vertical, 7)
      .glassEffect()
  }
}

/// A button on tinted glass (iOS 26's `.glassProminent`): the tint fills the capsule and the
/// label is white.
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedProminentButtonStyle().makeBody(configuration: configuration)
      .buttonBorderShape(.capsule)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
