import DarkroomViews

/// The parts of iOS 26's glass that only move: morphing between shapes, joining shapes and
/// appearing. A snapshot shows each glass shape in place.

/// How glass appears and disappears; accepted, a still image shows it in place.
public struct GlassEffectTransition: Sendable {
  let name: String
  public static let identity = GlassEffectTransition(name: "identity")
  public static let materialize = GlassEffectTransition(name: "materialize")
  public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center)
    -> GlassEffectTransition
  {
    GlassEffectTransition(name: "matchedGeometry")
  }
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
}

nonisolated extension View {
  /// Accepted and ignored: names the view's glass for morphing between states; a still
  /// image shows one state.
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

  /// Accepted and ignored: joins the view's glass with others of the same `id`; each keeps
  /// its own shape here.
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

  /// Accepted and ignored: how the view's glass appears.
  public func glassEffectTransition(_ transition: GlassEffectTransition, isEnabled: Bool = true) -> some View { self }
}
