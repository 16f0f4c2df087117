/// Views and modifiers offered in Xcode's library, as `LibraryContentProvider` declares
/// them. Xcode reads them while editing; a snapshot has no library, so Darkroom only keeps
/// them compiling, and a test may read the items.
///
/// ```swift
/// struct BadgeLibrary: LibraryContentProvider {
///   var views: [LibraryItem] { LibraryItem(Badge(count: 3), title: "Badge", category: .control) }
/// }
/// ```
public protocol LibraryContentProvider {
  /// The type `modifiers(base:)` is given.
  associatedtype ModifierBase = Any
  /// The views offered.
  @LibraryContentBuilder var views: [LibraryItem] { get }
  /// The modifiers offered, applied to `base`.
  @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
  public var views: [LibraryItem] { [] }
  public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One view or modifier in Xcode's library.
public struct LibraryItem {
  /// Where in the library an item is listed.
  public struct Category: Hashable, Sendable {
    let name: String
    public static let control = Category(name: "control")
    public static let effect = Category(name: "effect")
    public static let layout = Category(name: "layout")
    public static let other = Category(name: "other")
  }

  /// The title shown in the library; the type's name when none was given.
  public let title: String
  /// Where the item is listed.
  public let category: Category
  /// Whether the item is shown.
  public let isVisible: Bool

  public init<Content>(
    _ content: @autoclosure @escaping () -> Content, visible: Bool = true, title: String? = nil,
    category: Category = .other, matchingSignature: String? = nil
  ) {
    self.title = title ?? "\(Content.self)"
    self.category = category
    isVisible = visible
  }
}

/// Collects library items.
@resultBuilder
public enum LibraryContentBuilder {
  public static func buildBlock(_ items: [LibraryItem]...) -> [LibraryItem] { items.flatMap { $0 } }
  public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
  public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
  public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
  public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
  public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
  public static func buildArray(_ items: [[LibraryItem]]) -> [LibraryItem] { items.flatMap { $0 } }
}
