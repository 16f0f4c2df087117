/// A font made concrete for one environment: the family, point size, weight and slant
/// Pango is asked for.
struct ResolvedFont: Hashable {
  var family: String
  var size: CGFloat
  var weight: Int
  var isItalic: Bool
  var monospacedDigits: Bool

  /// Apple's system font changes to its display cut at 20 points; Inter Display is Inter's.
  static let displayCutSize: CGFloat = 20

  /// Whether the font is the system font (Apple's SF Pro, or the stand-in for it), and so
  /// takes its tracking and its line metrics (``SystemTypography``).
  var isSystemFont: Bool {
    family == PinnedFonts.textFamily || family == PinnedFonts.displayFamily || isAppleSystemFont
  }

  /// Whether the font is Apple's own SF Pro, from ``AppleFonts``.
  private var isAppleSystemFont: Bool {
    family.hasPrefix("SF Pro") && AppleFonts.role(ofFamily: family.split(separator: ",")[0].description) != nil
  }

  /// The letter spacing iOS gives the system font at this size, in points; 0 for other fonts.
  var systemTracking: CGFloat {
    guard isSystemFont else { return 0 }
    if isAppleSystemFont { return size.isFinite && size > 0 ? SystemTypography.appleTracking(at: size) / 1000 * size : 0 }
    return SystemTypography.standInTracking(at: size, displayCut: family == PinnedFonts.displayFamily)
  }

  init(family: String, size: CGFloat, weight: Int, isItalic: Bool, monospacedDigits: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.monospacedDigits = monospacedDigits
  }

  /// Resolves `font` (the body style when `nil`) at the environment's text size, with the
  /// weight and italics that `fontWeight`, `bold` and `italic` set on a view.
  init(_ font: Font?, in environment: EnvironmentValues) {
    let font = font ?? .body
    let textSize = environment.dynamicTypeSize
    var size: CGFloat
    var weight: Font.Weight
    var emphasized = Font.Weight.bold
    var customFace: FontRegistry.Face?
    switch font.base {
    case .style(let style):
      size = DynamicTypeSizes.pointSize(of: style, at: textSize)
      weight = DynamicTypeSizes.weight(of: style)
      emphasized = DynamicTypeSizes.emphasizedWeight(of: style)
    case .size(let points):
      size = points
      weight = .regular
    case .custom(let name, let points, let relativeTo):
      size = points
      if let relativeTo {
        size *= DynamicTypeSizes.pointSize(of: relativeTo, at: textSize)
          / DynamicTypeSizes.pointSize(of: relativeTo, at: .large)
      }
      weight = .regular
      // The pinned families can be asked for by name without registering them.
      if let pinned = PinnedFonts.families.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
        customFace = FontRegistry.Face(family: pinned, names: [], weight: 400, isItalic: false, path: "")
      } else {
        customFace = FontRegistry.face(named: name)
      }
      if let customFace { weight = Font.Weight(value: customFace.weight) }
    }
    if font.isBold || environment.textEmphasis.isBold { weight = emphasized }
    if let explicit = font.weight ?? environment.textEmphasis.weight { weight = explicit }
    let family: String
    let apple = (try? AppleFonts.current()) ?? .none
    switch font.design {
    case .monospaced? where apple.monospaced != nil: family = apple.monospaced! + "," + PinnedFonts.monospacedFamily
    case .serif? where apple.serif != nil: family = apple.serif! + "," + PinnedFonts.textFamily
    case .rounded? where apple.rounded != nil: family = apple.rounded! + "," + PinnedFonts.textFamily
    case .monospaced?: family = PinnedFonts.monospacedFamily
    // A registered font, with Inter for the characters it lacks; an unregistered name
    // falls back to the system font at the same size, as in SwiftUI.
    case _ where customFace != nil: family = (customFace?.family ?? "") + "," + PinnedFonts.textFamily
    default:
      let display = size >= ResolvedFont.displayCutSize
      if let appleFamily = display ? apple.display : apple.text {
        family = appleFamily + "," + (display ? PinnedFonts.displayFamily : PinnedFonts.textFamily)
      } else {
        family = display ? PinnedFonts.displayFamily : PinnedFonts.textFamily
      }
    }
    let italic = font.isItalic || environment.textEmphasis.isItalic || customFace?.isItalic == true
    self.init(
      family: family, size: size, weight: weight.value, isItalic: italic,
      monospacedDigits: font.isMonospacedDigit)
  }
}
