/// The outline of bordered buttons.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
  let kind: Kind
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  func shape(cornerRadius: CGFloat) -> AnyShape {
    switch kind {
    case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
    case .capsule: AnyShape(Capsule())
    case .circle: AnyShape(Circle())
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The outline of bordered buttons below.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the outline of the bordered buttons in this view.
  ///
  /// ```swift
  /// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
  /// ```
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
