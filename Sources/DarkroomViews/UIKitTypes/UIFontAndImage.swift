import Foundation

/// The UIKit font type, for view code that builds SwiftUI fonts from UIKit ones
/// (`Font(UIFont.systemFont(ofSize: 15))`, `UIFont.preferredFont(forTextStyle: .body)`).
///
/// ```swift
/// Text("Total").font(Font(UIFont.boldSystemFont(ofSize: 20)))
/// ```
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  package let font: Font
  /// The point size, as UIKit reports it.
  public let pointSize: CGFloat

  package init(font: Font, pointSize: CGFloat) {
    self.font = font
    self.pointSize = pointSize
  }

  /// The system font at `fontSize`, regular.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize), pointSize: fontSize)
  }

  /// The system font at `fontSize` and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.swiftUI), pointSize: fontSize)
  }

  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: .bold), pointSize: fontSize)
  }

  /// The italic system font at `fontSize`.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize)
  }

  /// The monospaced system font.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.swiftUI, design: .monospaced), pointSize: fontSize)
  }

  /// The system font with monospaced digits.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.swiftUI).monospacedDigit(), pointSize: fontSize)
  }

  /// The font of a text style at the default text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(font: .system(style.swiftUI), pointSize: DynamicTypeSizes.pointSize(of: style.swiftUI, at: .large))
  }

  /// A font by name; families the renderer does not pin fall back to its text font.
  public init?(name fontName: String, size fontSize: CGFloat) {
    font = .custom(fontName, size: fontSize)
    pointSize = fontSize
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(font: font.base == .size(pointSize) ? .system(size: fontSize, weight: font.weight) : .custom("", size: fontSize), pointSize: fontSize)
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }
  public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(pointSize) }
  public var description: String { "UIFont(\(pointSize) pt)" }

  /// A font weight, as UIKit names them.
  public struct Weight: Hashable, Sendable {
    let swiftUI: Font.Weight
    public static let ultraLight = Weight(swiftUI: .ultraLight)
    public static let thin = Weight(swiftUI: .thin)
    public static let light = Weight(swiftUI: .light)
    public static let regular = Weight(swiftUI: .regular)
    public static let medium = Weight(swiftUI: .medium)
    public static let semibold = Weight(swiftUI: .semibold)
    public static let bold = Weight(swiftUI: .bold)
    public static let heavy = Weight(swiftUI: .heavy)
    public static let black = Weight(swiftUI: .black)
  }

  /// A text style, as UIKit names them.
  public struct TextStyle: Hashable, Sendable {
    let swiftUI: Font.TextStyle
    public static let largeTitle = TextStyle(swiftUI: .largeTitle)
    public static let title1 = TextStyle(swiftUI: .title)
    public static let title2 = TextStyle(swiftUI: .title2)
    public static let title3 = TextStyle(swiftUI: .title3)
    public static let headline = TextStyle(swiftUI: .headline)
    public static let subheadline = TextStyle(swiftUI: .subheadline)
    public static let body = TextStyle(swiftUI: .body)
    public static let callout = TextStyle(swiftUI: .callout)
    public static let footnote = TextStyle(swiftUI: .footnote)
    public static let caption1 = TextStyle(swiftUI: .caption)
    public static let caption2 = TextStyle(swiftUI: .caption2)
  }
}

extension Font {
  /// A SwiftUI font from a UIKit font.
  ///
  /// ```swift
  /// Font(UIFont.systemFont(ofSize: 15, weight: .medium))
  /// ```
  public init(_ font: UIFont) {
    self = font.font
  }
}

/// The UIKit image type, for view code that shows UIKit images (`Image(uiImage:)`).
///
/// ```swift
/// Image(uiImage: UIImage(named: "avatar") ?? UIImage())
/// ```
public final class UIImage: @unchecked Sendable {
  package let image: Image?
  /// The pixels, for an image made from a bitmap or PNG data.
  package let bitmap: Bitmap?
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// Whether the image is drawn in its own colours or as a template in the foreground style.
  public private(set) var renderingMode: RenderingMode = .automatic

  /// An empty image.
  public init() {
    image = nil
    bitmap = nil
    size = .zero
    scale = 1
    symbolName = nil
  }

  /// An image from a bitmap at `scale` pixels per point.
  public init(bitmap: Bitmap, scale: CGFloat = 1) {
    image = Image(bitmap: bitmap, scale: scale)
    self.bitmap = bitmap
    symbolName = nil
    let scale = scale > 0 && scale.isFinite ? scale : 1
    self.scale = scale
    size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// The same image drawn with `renderingMode`.
  ///
  /// ```swift
  /// Image(uiImage: icon.withRenderingMode(.alwaysTemplate)).foregroundStyle(.tint)
  /// ```
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    let copy = UIImage(image: image, bitmap: bitmap, size: size, scale: scale, symbolName: symbolName)
    copy.renderingMode = renderingMode
    return copy
  }

  private init(image: Image?, bitmap: Bitmap?, size: CGSize, scale: CGFloat, symbolName: String?) {
    self.image = image
    self.bitmap = bitmap
    self.size = size
    self.scale = scale
    self.symbolName = symbolName
  }

  /// How an image is drawn, as UIKit names it.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: a symbol as a template, a picture in its colours.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// Its shape filled with the foreground style.
    case alwaysTemplate
  }

  /// An image from an asset catalog's image set or a PNG file (`name@3x.png`, `name@2x.png`,
  /// `name.png`) among the bundle's resources, the main bundle by default; `nil` when there
  /// is neither.
  ///
  /// ```swift
  /// let avatar = UIImage(named: "avatar", in: .module, compatibleWith: nil)
  /// ```
  public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
    guard let (bitmap, scale) = Self.bitmap(named: name, in: bundle) else { return nil }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// The image of an asset catalog's image set, named by its generated symbol; an empty image
  /// when there is no such set.
  ///
  /// ```swift
  /// let logo = UIImage(resource: .logo)
  /// ```
  public convenience init(resource: ImageResource) {
    if let (bitmap, scale) = Self.bitmap(named: resource.name, in: resource.bundle) {
      self.init(bitmap: bitmap, scale: scale)
    } else {
      self.init()
    }
  }

  private static func bitmap(named name: String, in bundle: Bundle?) -> (Bitmap, CGFloat)? {
    if let asset = AssetCatalog.imageFile(named: name, in: bundle), let bitmap = try? PNG.decode(file: asset.path) {
      return (bitmap, asset.scale)
    }
    guard let path = Image.pngFile(named: name, in: bundle), let bitmap = try? PNG.decode(file: path) else { return nil }
    return (bitmap, Image.scale(inFileName: path))
  }


  /// An image from PNG data, or `nil` when the data is not a PNG.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let bitmap = try? data.withUnsafeBytes({ try PNG.decode($0, source: "the image data") }) else { return nil }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// A symbol image: drawn as `Image(systemName:)` draws it.
  public init?(systemName name: String) {
    image = nil
    bitmap = nil
    size = .zero
    scale = 1
    symbolName = name
  }

  let symbolName: String?
}

extension Image {
  /// An image from a UIKit image, drawn with the image's rendering mode.
  public init(uiImage: UIImage) {
    if let symbol = uiImage.symbolName {
      self.init(systemName: symbol)
    } else if let image = uiImage.image {
      self = image
    } else {
      self.init(missing: "empty UIImage")
    }
    switch uiImage.renderingMode {
    case .automatic: break
    case .alwaysOriginal: renderingMode = .original
    case .alwaysTemplate: renderingMode = .template
    }
  }
}
