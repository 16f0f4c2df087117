/// The width or height class of the space a view is in: compact on iPhones in portrait (width)
/// and in landscape (height), regular on iPads.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// var body: some View { sizeClass == .compact ? AnyView(VStack { … }) : AnyView(HStack { … }) }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular

  init?(_ uiKit: UIUserInterfaceSizeClass) {
    switch uiKit {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
  /// The width class; compact (an iPhone in portrait) unless a device or trait says otherwise.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height class; regular unless a device or trait says otherwise.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
