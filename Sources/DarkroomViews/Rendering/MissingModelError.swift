/// A render failed because a view reads a model that no view above it provides: an
/// `@EnvironmentObject` without `.environmentObject(_:)`, or `@Environment(Model.self)` without
/// `.environment(_:)`. SwiftUI stops the app in that case
/// (developer.apple.com/documentation/swiftui/environmentobject); a render throws this instead,
/// and a view snapshot fails with its message.
///
/// ```swift
/// do {
///   _ = try ImageRenderer(content: SettingsScreen()).render()
/// } catch let error as MissingModelError {
///   print(error)   // SettingsScreen reads Settings with @EnvironmentObject, but no ancestor provides one: …
/// }
/// ```
public struct MissingModelError: Error, CustomStringConvertible, Equatable, Sendable {
  /// How the view reads the model.
  public enum Source: Equatable, Sendable {
    /// `@EnvironmentObject var model: Model`, provided with `.environmentObject(_:)`.
    case environmentObject
    /// `@Environment(Model.self) var model`, provided with `.environment(_:)`.
    case environment
  }

  /// The type of the view (or view modifier) that reads the model.
  public let viewType: String
  /// The type of the model nobody provides.
  public let modelType: String
  /// The name of the view's property that reads it, when known.
  public let property: String?
  /// How the view reads the model.
  public let source: Source

  public init(viewType: String, modelType: String, property: String?, source: Source) {
    self.viewType = viewType
    self.modelType = modelType
    self.property = property
    self.source = source
  }

  public var description: String {
    let name = property.map { " (\($0))" } ?? ""
    switch source {
    case .environmentObject:
      return "\(viewType) reads \(modelType) with @EnvironmentObject\(name), but no ancestor provides one: "
        + "add .environmentObject(\(modelType)(...)) above it"
    case .environment:
      return "\(viewType) reads \(modelType) with @Environment(\(modelType).self)\(name), but no ancestor provides "
        + "one: add .environment(\(modelType)(...)) above it, or declare the property as \(modelType)? to render "
        + "without it"
    }
  }
}
