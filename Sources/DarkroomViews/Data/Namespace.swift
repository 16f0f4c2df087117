import Synchronization

/// An identity for matching views across layouts, as SwiftUI's `@Namespace`
/// (developer.apple.com/documentation/swiftui/namespace). A snapshot is one frame with no
/// animation, so `.matchedGeometryEffect` is accepted and draws the view where it is.
///
/// ```swift
/// struct Tabs: View {
///   @Namespace private var tabs
///   var body: some View {
///     Capsule().matchedGeometryEffect(id: "selection", in: tabs)
///   }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
  private static let counter = Atomic(0)

  /// The namespace's identity.
  public let wrappedValue: ID

  /// A new namespace.
  public init() {
    wrappedValue = ID(value: Namespace.counter.add(1, ordering: .relaxed).newValue)
  }

  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
}

/// The parts of a view's geometry `.matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
