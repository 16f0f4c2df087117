import DarkroomViews
// App Intents names its strings with Foundation's `LocalizedStringResource`, which Darkroom
// declares beside `Text`: a file that imports only App Intents sees it too.
@_exported import struct DarkroomViews.LocalizedStringResource
import Foundation

/// An action the system can run for the app, as App Intents' `AppIntent`
/// (developer.apple.com/documentation/appintents/appintent): a widget's buttons and
/// configuration are written with it, so a widget's views compile unchanged.
///
/// ```swift
/// struct AddWater: AppIntent {
///   static var title: LocalizedStringResource = "Add a glass"
///   func perform() async throws -> some IntentResult { .result() }
/// }
/// Button(intent: AddWater()) { Label("Add", systemImage: "plus") }
/// ```
///
/// Darkroom draws views; there is no system to run intents from Shortcuts or Siri. A button
/// made with an intent runs `perform()` when a run taps it.
public protocol AppIntent: Sendable {
  /// The name Shortcuts shows for the action.
  static var title: LocalizedStringResource { get }
  /// What the action does, as Shortcuts shows it.
  static var description: IntentDescription? { get }
  /// Whether running the action brings the app to the foreground.
  static var openAppWhenRun: Bool { get }
  /// The type of what `perform()` returns.
  associatedtype PerformResult: IntentResult = IntentResultContainer<Never>

  /// Makes the action with its parameters' defaults.
  init()

  /// Does the action.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
  /// An intent that only configures (a widget's) does nothing when run.
  public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// The options a user picks for a configurable widget, as App Intents'
/// `WidgetConfigurationIntent`.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///   static var title: LocalizedStringResource = "Configuration"
///   @Parameter(title: "Favourite emoji", default: "😃") var favoriteEmoji: String
/// }
/// ```
public protocol WidgetConfigurationIntent: AppIntent {}

/// What Shortcuts says an action does, as App Intents' `IntentDescription`.
///
/// ```swift
/// static var description = IntentDescription("Adds a glass of water to today's total.")
/// ```
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
  /// The description.
  public let description: LocalizedStringResource
  /// The category Shortcuts lists the action under.
  public let categoryName: LocalizedStringResource?
  /// Words Shortcuts' search finds the action by.
  public let searchKeywords: [LocalizedStringResource]

  public init(
    _ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.description = description
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
