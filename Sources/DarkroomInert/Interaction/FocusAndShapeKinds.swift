import DarkroomViews

/// The kinds of interaction a content shape is for, as SwiftUI's `ContentShapeKinds`: hit
/// testing, drag previews, context menu previews and hover. None draws in a snapshot.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
  /// Accepted and ignored: content shapes change where touches land, not what is drawn.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension EnvironmentValues {
  /// Whether the nearest focusable view has focus; nothing has focus in a snapshot.
  public var isFocused: Bool { false }
}
