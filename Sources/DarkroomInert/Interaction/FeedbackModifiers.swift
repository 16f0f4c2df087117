import DarkroomViews

/// Haptic feedback accepted so that feedback code compiles unchanged: a snapshot is a picture,
/// so nothing plays and nothing is drawn differently.

nonisolated extension View {
  /// Accepted and ignored: a snapshot is a picture, so no feedback plays.
  ///
  /// ```swift
  /// Button("Save") { save() }.sensoryFeedback(.success, trigger: saveCount)
  /// ```
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Accepted and ignored: feedback that plays when `condition` says the change calls for it.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { self }

  /// Accepted and ignored: feedback chosen for each change.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }

  /// Accepted and ignored: feedback chosen from the old and new values.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { self }
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
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  /// An impact of the platform's standard weight.
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// How rigid an impact feels.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
}

/// Accepted and ignored: a snapshot is a picture, so no feedback plays; the generators'
/// shared base, as UIKit's `UIFeedbackGenerator`.
open class UIFeedbackGenerator {
  public init() {}
  /// Readies the Taptic Engine, which a snapshot does not have.
  open func prepare() {}
}

/// Accepted and ignored: a snapshot is a picture, so no impact plays.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .light).impactOccurred()
/// ```
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle = .medium) {}
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Accepted and ignored: a snapshot is a picture, so no notification feedback plays.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Accepted and ignored: a snapshot is a picture, so no selection tick plays.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}
