import DarkroomViews

/// What running an intent gives back, as App Intents' `IntentResult`: nothing, a value, a
/// dialog for Siri to say, or several of those. `perform()` returns one made with
/// `.result(…)`.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
///   .result(value: glasses, dialog: "\(glasses) glasses today")
/// }
/// ```
public protocol IntentResult {}

/// A result that carries a value, as App Intents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}

/// A result with a dialog for Siri to say, as App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view in Siri or Shortcuts, as App Intents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// The one result type here: what `.result(…)` makes, with its value and dialog if any.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView {
  /// The value, for a result made with `value:`.
  public let value: Value?
  /// What Siri says, for a result made with `dialog:`.
  public let dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer<Never> {
  /// A result with nothing in it.
  public static func result() -> Self { IntentResultContainer(value: nil, dialog: nil) }

  /// A result Siri speaks.
  public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
  /// A result that returns `value`.
  public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> {
    IntentResultContainer(value: value, dialog: nil)
  }

  /// A result that returns `value` and that Siri speaks.
  public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
    IntentResultContainer(value: value, dialog: dialog)
  }
}

/// What Siri says as an intent's result, as App Intents' `IntentDialog`.
///
/// ```swift
/// .result(dialog: "Added. \(total) glasses today.")
/// ```
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
  /// The words.
  public let resource: LocalizedStringResource

  public init(_ resource: LocalizedStringResource) { self.resource = resource }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
