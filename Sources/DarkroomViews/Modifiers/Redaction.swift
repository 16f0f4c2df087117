/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Drawn as placeholders: text and images become rounded grey shapes of their size.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private data; accepted, drawn as it is.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Stale data; accepted, drawn as it is.
  public static let invalidated = RedactionReasons(rawValue: 4)

  /// The look of a redacted text or image: a rounded shape in the label colour at 16%.
  static func placeholderRole(in environment: EnvironmentValues) -> NodeRole {
    let paint = Paint.color(SystemColor.label.resolve(in: environment.colorScheme).withAlpha(multipliedBy: 0.16))
    return .shape(ShapeDrawing(outline: RoundedRectangle(cornerRadius: 4, style: .continuous), paint: paint, mode: .fill))
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// Why the content below is redacted; empty for none.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws this view's text and images as placeholders (`.placeholder`), as loading states do.
  ///
  /// ```swift
  /// ArticleRow(article: .sample).redacted(reason: .placeholder)
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Draws this view as it is inside redacted content.
  public func unredacted() -> some View {
    environment(\.redactionReasons, [])
  }
}
