import DarkroomLocalization
import DarkroomRunsCore
import DarkroomStrings
import DarkroomUI

/// Renders one state: the screen's view, made inside the environment the state's values
/// describe (locale, colour scheme, text size, direction) on the state's device.
///
/// ```swift
/// let bitmap = try StateRendering.render(state, of: matrix)
/// ```
@MainActor public enum StateRendering {
  /// A state names a screen or device the matrix does not have.
  public struct UnknownValue: Error, CustomStringConvertible {
    public let description: String
  }

  /// The pixels of `state`.
  ///
  /// - Throws: ``UnknownValue`` for a state that is not the matrix's, or whose screen forces
  ///   another colour scheme than the state's appearance; whatever the view's render throws
  ///   (a missing model, a missing font).
  public static func render(_ state: RunState, of matrix: RunMatrix) throws -> Bitmap {
    guard let screenName = state.value(.screen), let screen = matrix.screens.first(where: { $0.name == screenName }) else {
      throw UnknownValue(description: "the run '\(matrix.name)' has no screen for the state \(state.id)")
    }
    let device = try self.device(for: state, of: matrix)
    let result = try PreviewRendering.render(
      screen.makeView(), layout: screen.layout, device: device, environment: environment(for: state, strings: matrix.strings))
    guard let bitmap = result.bitmap else { throw UnknownValue(description: "the state \(state.id) drew no image") }
    // A screen that forces its colour scheme would be saved under the other appearance's
    // name: a light image called dark proves nothing.
    if let appearance = state.value(.appearance), let forced = result.preferredColorScheme,
      RunMatrix.name(of: forced) != appearance
    {
      throw UnknownValue(
        description: "the screen '\(screenName)' sets .preferredColorScheme(.\(RunMatrix.name(of: forced))), so the state "
          + "\(state.id) would show \(RunMatrix.name(of: forced)), not \(appearance); remove the modifier from the screen "
          + "(the run sets the appearance), or leave the appearance axis out")
    }
    return bitmap
  }

  /// The device a state renders on.
  public static func device(for state: RunState, of matrix: RunMatrix) throws -> PreviewDeviceSpec {
    guard let name = state.value(.device) else { return RunMatrix.defaultDevice }
    guard let device = matrix.devices.first(where: { $0.name == name }) else {
      throw UnknownValue(description: "the run '\(matrix.name)' has no device named '\(name)'")
    }
    return device
  }

  /// The environment a state's values describe, reading localized text from `strings`.
  public static func environment(for state: RunState, strings: StringCatalogSet? = nil) -> EnvironmentValues {
    var environment = EnvironmentValues()
    if let strings { environment.localizedStringSource = strings }
    if let language = state.value(.language) {
      environment.locale = Locale(identifier: language)
      if RunMatrix.isRightToLeft(language) { environment.layoutDirection = .rightToLeft }
    }
    if state.value(.appearance) == "dark" { environment.colorScheme = .dark }
    if let size = state.value(.textSize), let dynamic = DynamicTypeSize.allCases.first(where: { String(describing: $0) == size }) {
      environment.dynamicTypeSize = dynamic
    }
    if let direction = state.value(.layoutDirection) {
      environment.layoutDirection = direction == "rtl" ? .rightToLeft : .leftToRight
    }
    return environment
  }

  /// The pixels a state's device promises, for sharding states not yet recorded.
  static func estimatedPixels(_ state: RunState, of matrix: RunMatrix) -> Int {
    guard let device = try? device(for: state, of: matrix) else { return 1 }
    return Int(device.screen.width * device.scale) * Int(device.screen.height * device.scale)
  }
}
