/// A property that reads a value from the view's environment.
///
/// ```swift
/// struct Banner: View {
///   @Environment(\.colorScheme) private var colorScheme
///   var body: some View {
///     Text(colorScheme == .dark ? "Night" : "Day")
///   }
/// }
/// ```
///
/// The value is the one in effect where the view sits in the tree, read while the view's
/// `body` is evaluated; outside a render it is the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at `keyPath`, e.g. `@Environment(\.locale) var locale`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The environment's value where the view sits.
  public var wrappedValue: Value {
    (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension EnvironmentValues {
  /// The environment of the view whose `body` is being evaluated on this thread.
  @TaskLocal package static var current: EnvironmentValues?
}

/// A property of a view that the renderer updates before it evaluates `body`:
/// `@State`, `@Binding`, `@Environment`.
///
/// ```swift
/// struct Counter: DynamicProperty {
///   @State private var count = 0
/// }
/// ```
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
