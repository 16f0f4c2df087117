import DarkroomViews

/// A Core Graphics colour space. Darkroom draws in sRGB, so every space here describes how
/// many components a colour in it has; colours are read as sRGB
/// (developer.apple.com/documentation/coregraphics/cgcolorspace).
///
/// ```swift
/// let space = CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()
/// ```
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
  /// The space's name, one of the constants below.
  public let name: CFString?
  /// The space's kind of colour.
  public let model: CGColorSpaceModel

  init(name: CFString?, model: CGColorSpaceModel) {
    self.name = name
    self.model = model
  }

  /// A named colour space; `nil` for a name Core Graphics does not define.
  public convenience init?(name: CFString) {
    guard let model = Self.models[name] else { return nil }
    self.init(name: name, model: model)
  }

  /// The components of a colour in this space, alpha not counted.
  public var numberOfComponents: Int {
    switch model {
    case .monochrome: 1
    case .cmyk: 4
    default: 3
    }
  }

  /// The standard RGB space of the web and of iOS colours.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// sRGB with components beyond 0 to 1.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// sRGB primaries without the gamma curve.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Linear sRGB with components beyond 0 to 1.
  public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
  /// The wide gamut of Apple's displays; drawn as sRGB here.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// Display P3 with components beyond 0 to 1.
  public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
  /// A generic linear RGB space.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// Adobe RGB (1998).
  public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
  /// ITU-R BT.709, the HD video space.
  public static let itur_709: CFString = "kCGColorSpaceITUR_709"
  /// ITU-R BT.2020, the UHD video space.
  public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
  /// Grey with a gamma of 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Grey without a gamma curve.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// Grey with levels beyond 0 to 1.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
  /// A generic CMYK print space.
  public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"

  private static let models: [CFString: CGColorSpaceModel] = [
    sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb, displayP3: .rgb, extendedDisplayP3: .rgb,
    genericRGBLinear: .rgb, adobeRGB1998: .rgb, itur_709: .rgb, itur_2020: .rgb, genericGrayGamma2_2: .monochrome,
    linearGray: .monochrome, extendedGray: .monochrome, genericCMYK: .cmyk,
  ]

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name && lhs.model == rhs.model }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(model)
  }
  public var description: String { "CGColorSpace(\(name ?? "device"), \(model))" }
}

/// The kind of colour a colour space holds
/// (developer.apple.com/documentation/coregraphics/cgcolorspacemodel).
public enum CGColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome = 0
  case rgb = 1
  case cmyk = 2
  case lab = 3
  case deviceN = 4
  case indexed = 5
  case pattern = 6
  case XYZ = 7
}

/// The device's RGB colour space: sRGB here.
///
/// ```swift
/// let space = CGColorSpaceCreateDeviceRGB()
/// ```
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(name: nil, model: .rgb)
}

/// The device's grey colour space.
///
/// ```swift
/// let gray = CGColorSpaceCreateDeviceGray()
/// ```
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: nil, model: .monochrome)
}
