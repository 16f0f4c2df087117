/// Where frames are measured from: the canvas (`.global`), the view itself (`.local`), or a
/// view marked with `.coordinateSpace(name:)` (`.named(_:)`)
/// (developer.apple.com/documentation/swiftui/coordinatespace).
///
/// ```swift
/// proxy.frame(in: .named("scroll"))
/// ```
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  // Unchecked: a name is any hashable value, as in SwiftUI; names are compared, never shared
  // between renders.
  /// The canvas: the whole rendered image.
  case global
  /// The view itself.
  case local
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)

  /// Whether this is the canvas's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }
}

/// A frame of reference, as iOS 17 writes coordinate spaces: `.global`, `.local` and
/// `.named(_:)` (developer.apple.com/documentation/swiftui/coordinatespaceprotocol).
///
/// ```swift
/// VStack { … }.coordinateSpace(.named("stack"))
/// GeometryReader { proxy in Text("\(proxy.frame(in: .named("stack")).minY)") }
/// ```
public protocol CoordinateSpaceProtocol {
  /// The space this value stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The canvas's coordinate space, at the root of the rendered view.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinate space of the view marked with the same name by `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  let name: CoordinateSpace
  public var coordinateSpace: CoordinateSpace { name }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The canvas's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the view marked `.coordinateSpace(.named(name))`.
  ///
  /// ```swift
  /// proxy.frame(in: .named("card"))
  /// ```
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: .named(AnyHashable(name)))
  }
}
