import Foundation

/// One of an intent's inputs, as App Intents' `@Parameter`: its title for Shortcuts and the
/// widget's edit sheet, and its value. The wrapper is a class, as App Intents' is, so an
/// intent held in a `let` can still be given values:
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///   static var title: LocalizedStringResource = "Configuration"
///   @Parameter(title: "Favourite emoji", default: "😃") var favoriteEmoji: String
/// }
/// let intent = ConfigurationAppIntent()
/// intent.favoriteEmoji = "🤩"
/// ```
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  /// The parameter's name in Shortcuts and in the widget's edit sheet.
  public let title: LocalizedStringResource
  /// What the parameter is for.
  public let description: LocalizedStringResource?
  private let lock = NSLock()
  private var value: Value

  /// The parameter's value.
  public var wrappedValue: Value {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }

  /// The parameter itself, as `$name` names it in a parameter summary.
  public var projectedValue: IntentParameter<Value> { self }

  /// A parameter that starts at `default`.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value) {
    self.title = title
    self.description = description
    value = `default`
  }

  /// A number parameter that starts at `default`, offered within `inclusiveRange`.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value,
    inclusiveRange: (Value, Value)
  ) where Value: Comparable {
    self.init(title: title, description: description, default: `default`)
  }
}

extension IntentParameter where Value: ExpressibleByNilLiteral {
  /// An optional parameter, which starts without a value.
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.init(title: title, description: description, default: nil)
  }
}

extension IntentParameter where Value: IntentParameterValue {
  /// A parameter the user is asked for. Until it is given a value it holds its type's
  /// placeholder (an empty string, zero, `false`, an enumeration's first case).
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.init(title: title, description: description, default: Value.placeholderValue)
  }
}

/// App Intents names the wrapper `Parameter` where it is written as an attribute.
public typealias Parameter = IntentParameter

/// A type a required parameter can hold before it is given a value.
public protocol IntentParameterValue {
  /// The value a parameter holds until it is given one.
  static var placeholderValue: Self { get }
}

extension String: IntentParameterValue { public static var placeholderValue: String { "" } }
extension Int: IntentParameterValue { public static var placeholderValue: Int { 0 } }
extension Double: IntentParameterValue { public static var placeholderValue: Double { 0 } }
extension Bool: IntentParameterValue { public static var placeholderValue: Bool { false } }
extension Date: IntentParameterValue { public static var placeholderValue: Date { Date(timeIntervalSinceReferenceDate: 0) } }
