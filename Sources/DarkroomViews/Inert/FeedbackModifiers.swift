/// Haptic feedback accepted so that feedback code compiles unchanged: a snapshot is a picture,
/// so nothing plays and nothing is drawn differently.

nonisolated extension View {
  /// Accepted and ignored: a snapshot is a picture, so no feedback plays.
  ///
  /// ```swift
  /// Button("Save") { save() }.sensoryFeedback(.success, trigger: saveCount)
  /// ```
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}

/// Haptic feedback; accepted, nothing plays.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static func impact(weight: Double = 1, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

/// Accepted and ignored: a snapshot is a picture, so no impact plays.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .light).impactOccurred()
/// ```
public final class UIImpactFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle = .medium) {}
  public func impactOccurred() {}
  public func prepare() {}
}

/// Accepted and ignored: a snapshot is a picture, so no notification feedback plays.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
public final class UINotificationFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public init() {}
  public func notificationOccurred(_ notificationType: FeedbackType) {}
  public func prepare() {}
}
