import DarkroomAccessibility
import DarkroomLocalization
import DarkroomRunsCore
import DarkroomStrings
import DarkroomUI
import Foundation

/// Renders one state: the screen's view, made inside the environment the state's values
/// describe (locale, colour scheme, text size, direction) on the state's device; an overlay
/// state (``RunAccessibility/overlay``) as its accessibility overlay, the screen at the top
/// left so the lint's boxes stay in place.
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
    try render(state, of: matrix, collectsTexts: false, auditing: false).bitmap
  }

  /// A state's pixels with the texts drawn on them, for the layout lint.
  public struct Rendered {
    public var bitmap: Bitmap
    /// Every text drawn, in points on the canvas.
    public var texts: [RenderedText]
    /// The canvas in points.
    public var canvas: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The accessibility elements, when the render was for the audit.
    public var accessibility: AccessibilityAuditFacts?
    /// The environment the state rendered in.
    public var environment: EnvironmentValues
  }

  /// The pixels of `state` and the texts drawn on them, from one render; with `auditing`, also
  /// its accessibility elements.
  ///
  /// - Throws: as ``render(_:of:)``.
  public static func renderWithTexts(_ state: RunState, of matrix: RunMatrix, auditing: Bool = false) throws -> Rendered {
    try render(state, of: matrix, collectsTexts: true, auditing: auditing)
  }

  private static func render(_ state: RunState, of matrix: RunMatrix, collectsTexts: Bool, auditing: Bool) throws -> Rendered {
    guard let screenName = state.value(.screen), let screen = matrix.screens.first(where: { $0.name == screenName }) else {
      throw UnknownValue(description: "the run '\(matrix.name)' has no screen for the state \(state.id)")
    }
    let device = try self.device(for: state, of: matrix)
    let environment = environment(for: state, strings: matrix.strings)
    let isOverlay = state.value(.accessibility) == RunAccessibility.overlay.rawValue
    let result = try PreviewRendering.render(
      screen.makeView(), layout: screen.layout, device: device, environment: environment, collectsTexts: collectsTexts,
      // An overlay state is a picture of the tree, not a screen: its legend is not audited.
      collectsAccessibility: auditing && !isOverlay, accessibilityOverlay: isOverlay)
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
    return Rendered(
      bitmap: bitmap, texts: result.texts, canvas: result.size, scale: device.scale, accessibility: result.accessibility,
      environment: environment)
  }

  /// The layout lint's findings in a rendered state, with their boxes moved from points on
  /// the canvas to the image's pixels.
  public static func lintFindings(_ rendered: Rendered, of state: RunState, in matrix: RunMatrix) -> [LintFinding] {
    var lint = matrix.lint
    if lint.catalogs == nil { lint.catalogs = matrix.strings }
    // Without the app's strings there is nothing to call a text untranslated or hard-coded
    // against: every verbatim text would be reported.
    if lint.catalogs == nil { lint.rules.subtract([.hardCoded, .missingTranslation]) }
    let locale = Locale(identifier: state.value(.language) ?? matrix.strings?.developmentLanguage ?? "en")
    return lint.findings(in: rendered.texts, canvas: rendered.canvas, locale: locale).map { finding in
      var placed = finding
      placed.box = pixelBox(finding.box, scale: Double(rendered.scale), width: rendered.bitmap.width, height: rendered.bitmap.height)
      return placed
    }
  }

  /// The accessibility audit's findings in a state rendered with `auditing: true`, with their
  /// boxes moved from points on the canvas to the image's pixels.
  public static func auditFindings(_ rendered: Rendered, in matrix: RunMatrix) -> [AuditFinding] {
    guard let facts = rendered.accessibility else { return [] }
    let input = AuditInput(
      bitmap: rendered.bitmap, scale: rendered.scale, canvas: rendered.canvas, elements: facts.elements,
      unlabeled: facts.unlabeled, texts: rendered.texts, textSize: rendered.environment.dynamicTypeSize,
      locale: rendered.environment.locale)
    return matrix.audit.findings(in: input).map { finding in
      var placed = finding
      placed.box = pixelBox(finding.box, scale: Double(rendered.scale), width: rendered.bitmap.width, height: rendered.bitmap.height)
      return placed
    }
  }

  /// A box in points as whole pixels inside the image (a box off the canvas keeps at least
  /// one pixel at the nearest edge, so the report can point at it).
  static func pixelBox(_ box: LintBox, scale: Double, width: Int, height: Int) -> LintBox {
    func pixels(_ value: Double, limit: Int) -> Int {
      guard value.isFinite, scale.isFinite else { return 0 }
      return Int(min(max((value * scale).rounded(), 0), Double(limit)))
    }
    let left = min(pixels(box.x, limit: width), max(width - 1, 0))
    let top = min(pixels(box.y, limit: height), max(height - 1, 0))
    let right = max(pixels(box.maxX, limit: width), left + 1)
    let bottom = max(pixels(box.maxY, limit: height), top + 1)
    return LintBox(x: Double(left), y: Double(top), width: Double(right - left), height: Double(bottom - top))
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
