/// A key for a value in the environment, with the value used where nobody set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings: colour scheme, locale, layout direction,
/// text size, display scale, time zone, fonts and styles, and any custom keys.
///
/// ```swift
/// struct Greeting: View {
///   @Environment(\.locale) private var locale
///   var body: some View { Text(locale.identifier) }
/// }
/// Greeting().environment(\.locale, Locale(identifier: "fr_FR"))
/// ```
///
/// The stored values are only read during a render; a value that is not safe to share
/// between threads must not be changed while a render reads it.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The default environment: light, left to right, large text, `en_US`, scale 1, UTC.
  public init() {}

  /// The value for a key, or the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String {
    "EnvironmentValues(\(colorScheme), \(layoutDirection), \(dynamicTypeSize), \(locale.identifier), @\(displayScale)x)"
  }
}
