import DarkroomAccessibility
import DarkroomLocalization
import DarkroomRunsCore
import DarkroomScreenshots
import DarkroomStrings
import DarkroomUI

/// A run's matrix: screens × languages × appearances × devices × text sizes × layout
/// directions. Every axis but the screens is optional; an axis left empty is not part of the
/// states' names and renders with the default (English, light, iPhone 15, large text, the
/// language's direction).
///
/// Declare it next to the views, in a type the run finds by itself (see ``RunMatrixProvider``):
///
/// ```swift
/// struct ShopRun: RunMatrixProvider {
///   static var matrix: RunMatrix {
///     RunMatrix(
///       "shop",
///       screens: [RunScreen("paywall") { ShopPaywall() }, RunScreen("settings") { ShopSettings() }],
///       languages: ["en", "ja", "de", "ar"], appearances: [.light, .dark])
///   }
/// }
/// ```
///
/// With the app's String Catalogs, every `Text("key")` shows the state's language, and the
/// pseudo-languages Xcode offers can be languages too:
///
/// ```swift
/// RunMatrix(
///   "screens", screens: screens,
///   languages: ["en", "ja", "de", "es", "ar"] + RunMatrix.pseudoLanguages,
///   strings: try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App/Resources")))
/// ```
public struct RunMatrix: Sendable {
  public var name: String
  public var screens: [RunScreen]
  /// Locale identifiers: `en`, `ja`, `de_DE`, `ar`. Arabic, Hebrew, Persian and Urdu lay out
  /// right to left unless ``layoutDirections`` says otherwise.
  public var languages: [String]
  public var appearances: [ColorScheme]
  public var devices: [PreviewDeviceSpec]
  public var textSizes: [DynamicTypeSize]
  public var layoutDirections: [LayoutDirection]
  /// `[.plain, .overlay]` renders every state twice: as the screen, and as its
  /// accessibility overlay (each element tinted and numbered, with a legend of what VoiceOver
  /// reads), named with `/overlay` after the plain state's name. Empty: plain renders only.
  public var accessibility: [RunAccessibility]
  /// The states, named without their accessibility value (`paywall/en/light`), that get an
  /// overlay state; `nil` gives every state one. An overlay of every state doubles a run, and
  /// one or two usually show what a screen reads.
  ///
  /// ```swift
  /// var matrix = RunMatrix("shop", screens: screens, languages: ["en", "ja"], accessibility: [.plain, .overlay])
  /// matrix.overlaidStates = ["paywall/en"]   // one overlay state beside the plain ones
  /// ```
  public var overlaidStates: Set<String>?
  /// The app's strings: every state's `Text("key")`, `LocalizedStringKey`,
  /// `LocalizedStringResource` and `String(localized:)` read them for the state's language,
  /// and the layout lint checks visible keys against them (missing translations, hard-coded
  /// text). `nil` leaves the bundle's `.strings` files.
  public var strings: StringCatalogSet?
  /// The layout lint `darkroom run verify` runs on every state: its rules and the texts and
  /// keys it lets pass. Its catalogs are ``strings`` unless set; with neither, the rules that
  /// need the app's strings (`missing-translation`, `hard-coded`) are left out.
  ///
  /// ```swift
  /// matrix.lint = LayoutLint(ignoredTexts: ["Darkroom"], ignoredKeys: ["legal.footer"])
  /// ```
  public var lint = LayoutLint()
  /// The accessibility audit `darkroom run verify` runs on every state (unless `--audit off`):
  /// its checks, and the checks or elements it lets pass, each with the reason.
  ///
  /// ```swift
  /// matrix.audit = AccessibilityAudit(ignoring: [
  ///   .check(.dynamicType, because: "the receipt is a printed slip at a fixed size"),
  ///   .element("promo.badge", because: "decorative; VoiceOver reads the plan's price instead"),
  /// ])
  /// ```
  public var audit = AccessibilityAudit()
  /// The App Store screenshots `darkroom screenshots` makes of this run's screens, in its
  /// languages; `nil` makes bare screenshots of every screen.
  public var screenshots: ScreenshotPlan?

  public init(
    _ name: String, screens: [RunScreen], languages: [String] = [], appearances: [ColorScheme] = [],
    devices: [PreviewDeviceSpec] = [], textSizes: [DynamicTypeSize] = [], layoutDirections: [LayoutDirection] = [],
    accessibility: [RunAccessibility] = [], strings: StringCatalogSet? = nil, screenshots: ScreenshotPlan? = nil
  ) {
    self.name = name
    self.screens = screens
    self.languages = languages
    self.appearances = appearances
    self.devices = devices
    self.textSizes = textSizes
    self.layoutDirections = layoutDirections
    self.accessibility = accessibility
    self.strings = strings
    self.screenshots = screenshots
  }

  /// The pseudo-languages as matrix languages: `en-XA` (accented, bracketed), `en-XL` (40%
  /// longer, or as long as the longest translation) and `ar-XB` (right to left). They need
  /// ``strings``: each rewrites the development language's text.
  public static let pseudoLanguages: [String] = PseudoLanguage.allCases.map(\.tag.description)

  /// The device used when the matrix has no device axis.
  public static let defaultDevice = PreviewDeviceSpec.iPhone15

  /// The declared axes and their values, as states and reports name them.
  public var axes: [RunAxisValues] {
    [
      RunAxisValues(.screen, screens.map(\.name)),
      RunAxisValues(.language, languages),
      RunAxisValues(.appearance, appearances.map(RunMatrix.name(of:))),
      RunAxisValues(.device, devices.map(\.name)),
      RunAxisValues(.textSize, textSizes.map { String(describing: $0) }),
      RunAxisValues(.layoutDirection, layoutDirections.map(RunMatrix.name(of:))),
      RunAxisValues(.accessibility, accessibility.map(\.rawValue)),
    ].filter { !$0.values.isEmpty }
  }

  /// Every state, screens outermost; overlay states only for ``overlaidStates`` when set.
  /// A plain state is named as it would be without the accessibility axis
  /// (`paywall/en/light`, and `paywall/en/light/overlay` beside it), so adding overlays to a
  /// run keeps its baselines.
  public var states: [RunState] {
    let all = RunStates.product(axes)
    guard !accessibility.isEmpty else { return all }
    let overlay = RunAccessibility.overlay.rawValue
    var stems: [String: Int] = [:]
    return all.compactMap { state -> [(RunAxis, String)]? in
      let others = state.values.filter { $0.0 != .accessibility }
      guard state.value(.accessibility) == overlay else { return others }
      guard let overlaidStates else { return state.values }
      return overlaidStates.contains(others.map(\.1).joined(separator: "/")) ? state.values : nil
    }
    .enumerated().map { index, values in
      var state = RunState(index: index, values: values)
      let seen = stems[state.fileStem, default: 0]
      stems[state.fileStem] = seen + 1
      if seen > 0 { state.fileStem += "-\(seen + 1)" }
      return state
    }
  }

  /// The devices the states render on.
  public var devicesUsed: [PreviewDeviceSpec] { devices.isEmpty ? [RunMatrix.defaultDevice] : devices }

  /// Checks that names are unique and every value is usable.
  ///
  /// - Throws: ``RunInputError`` naming the value at fault.
  public func validate() throws(RunInputError) {
    guard !screens.isEmpty else { throw RunInputError("the run '\(name)' has no screens; give RunMatrix at least one RunScreen") }
    for axis in axes {
      var seen: Set<String> = []
      for value in axis.values {
        guard !value.isEmpty else { throw RunInputError("the run '\(name)' has an empty \(axis.axis.title.lowercased()) name") }
        guard seen.insert(value).inserted else {
          throw RunInputError("the run '\(name)' lists the \(axis.axis.title.lowercased()) '\(value)' twice; each value names states, so it must be unique")
        }
      }
    }
  }

  static func name(of scheme: ColorScheme) -> String { scheme == .dark ? "dark" : "light" }
  static func name(of direction: LayoutDirection) -> String { direction == .rightToLeft ? "rtl" : "ltr" }

  /// The languages written right to left.
  static func isRightToLeft(_ language: String) -> Bool {
    let code = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? language
    return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(code.lowercased())
  }
}
