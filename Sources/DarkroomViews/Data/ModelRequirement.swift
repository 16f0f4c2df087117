import Synchronization

/// A property of a view that needs a model from an ancestor: `@EnvironmentObject`, and
/// `@Environment(Model.self)` in its non-optional form. Its getter cannot throw, so the
/// renderer asks before it evaluates the view's `body`.
protocol ModelRequirement {
  /// The type of the model and how it is read, when `environment` does not provide it.
  func missingModel(in environment: EnvironmentValues) -> (modelType: Any.Type, source: MissingModelError.Source)?
}

/// Finds the model requirements of a view's stored properties by reflection.
enum ModelRequirements {
  /// Types known to have no requirement among their stored properties, and those that may.
  private static let mayRequire = Mutex<[ObjectIdentifier: Bool]>([:])

  /// The first model `value` reads that `environment` does not provide, if any.
  static func missing<Value>(in value: Value, environment: EnvironmentValues) -> MissingModelError? {
    let type = ObjectIdentifier(Value.self)
    if mayRequire.withLock({ $0[type] }) == false { return nil }
    var found = false
    let missing = search(Mirror(reflecting: value), environment: environment, found: &found)
    mayRequire.withLock { $0[type] = found }
    return missing.map {
      MissingModelError(
        viewType: String(describing: Value.self), modelType: String(describing: $0.modelType),
        property: $0.property, source: $0.source)
    }
  }

  private static func search(
    _ mirror: Mirror, environment: EnvironmentValues, found: inout Bool
  ) -> (modelType: Any.Type, property: String?, source: MissingModelError.Source)? {
    for child in mirror.children {
      if let requirement = child.value as? any ModelRequirement {
        found = true
        if let missing = requirement.missingModel(in: environment) {
          let property = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
          return (missing.modelType, property, missing.source)
        }
      } else if child.value is any DynamicProperty,
        let missing = search(Mirror(reflecting: child.value), environment: environment, found: &found)
      {
        return missing
      }
    }
    return nil
  }
}

extension ResolveContext {
  /// Whether `value` (a view or a modifier) reads a model nobody provides; if so the render
  /// records the error, to throw it once resolution ends, and the body is never evaluated.
  func lacksModel<Value>(_ value: Value) -> Bool {
    guard let missing = ModelRequirements.missing(in: value, environment: environment) else { return false }
    if session.missingModel == nil { session.missingModel = missing }
    return true
  }
}
