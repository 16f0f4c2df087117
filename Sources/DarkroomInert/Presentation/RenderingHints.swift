import DarkroomViews
import Foundation

/// Hints about how content is rendered or handled by the system, accepted so that views
/// that give them compile unchanged. None changes what Darkroom draws: its text is shaped by
/// the text's own language, its images are standard range, and no system feature (writing
/// tools, widget invalidation) runs in a snapshot.

/// Which language's line metrics text is set with
/// (developer.apple.com/documentation/swiftui/typesettinglanguage).
public struct TypesettingLanguage: Sendable {
  let language: Locale.Language?
  /// The language the text itself is in.
  public static let automatic = TypesettingLanguage(language: nil)
  /// The metrics of `language`.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

/// Whether Apple Intelligence's writing tools are offered on text
/// (developer.apple.com/documentation/swiftui/writingtoolsbehavior).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = WritingToolsBehavior(name: "automatic")
  public static let complete = WritingToolsBehavior(name: "complete")
  public static let limited = WritingToolsBehavior(name: "limited")
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension Image {
  /// How much of a high dynamic range image is shown
  /// (developer.apple.com/documentation/swiftui/image/dynamicrange).
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    public static let standard = DynamicRange(name: "standard")
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    public static let high = DynamicRange(name: "high")
  }

  /// Accepted and ignored: images are drawn in standard range.
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

/// How prominent a badge is (developer.apple.com/documentation/swiftui/badgeprominence).
public struct BadgeProminence: Hashable, Sendable {
  let name: String
  public static let standard = BadgeProminence(name: "standard")
  public static let increased = BadgeProminence(name: "increased")
  public static let decreased = BadgeProminence(name: "decreased")
}

/// The space between a list's sections
/// (developer.apple.com/documentation/swiftui/listsectionspacing).
public struct ListSectionSpacing: Hashable, Sendable {
  let spacing: CGFloat?
  public static let `default` = ListSectionSpacing(spacing: nil)
  public static let compact = ListSectionSpacing(spacing: 20)
  /// A spacing of `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(spacing: spacing) }
}

nonisolated extension View {
  /// Accepted and ignored: text is set with the metrics of the font it is drawn in.
  ///
  /// ```swift
  /// Text(name).typesettingLanguage(.init(languageCode: .thai))
  /// ```
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

  /// Accepted and ignored: text is set with the metrics of the font it is drawn in.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }

  /// Accepted and ignored: writing tools never run in a snapshot.
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

  /// Accepted and ignored: images are drawn in standard range.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

  /// Accepted and ignored: the controls that hide their labels for it draw them.
  public func labelsVisibility(_ visibility: Visibility) -> some View { self }

  /// Accepted and ignored: a widget's content is drawn as it is.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

  /// Accepted and ignored: badges are drawn at their standard prominence.
  ///
  /// ```swift
  /// Label("Inbox", systemImage: "tray").badge(unread).badgeProminence(.increased)
  /// ```
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }

  /// Accepted and ignored, as the spacing in points is.
  ///
  /// ```swift
  /// List { … }.listSectionSpacing(.compact)
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
}
