import Foundation

/// A font's description, as UIKit's `UIFontDescriptor`: its size, its bold and italic traits
/// and its design, to make a changed font from.
///
/// ```swift
/// let base = UIFont.systemFont(ofSize: 17)
/// let rounded = UIFont(descriptor: base.fontDescriptor.withDesign(.rounded)!, size: 0)
/// let boldItalic = base.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]).map { UIFont(descriptor: $0, size: 0) }
/// ```
public final class UIFontDescriptor: Hashable, Sendable {
  let font: Font
  /// The size in points.
  public let pointSize: CGFloat

  init(font: Font, pointSize: CGFloat) {
    self.font = font
    self.pointSize = pointSize
  }

  /// A descriptor of the font named `fontName` at `size`.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(font: .custom(fontName, size: size), pointSize: size)
  }

  /// Bold, italic and the other traits a font can have, as UIKit names them.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The system font's designs, as UIKit names them.
  public struct SystemDesign: Hashable, Sendable {
    let design: Font.Design
    public static let `default` = SystemDesign(design: .default)
    public static let rounded = SystemDesign(design: .rounded)
    public static let serif = SystemDesign(design: .serif)
    public static let monospaced = SystemDesign(design: .monospaced)
  }

  /// The traits the font has.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.isBold || (font.weight.map { $0.value >= Font.Weight.semibold.value } ?? false) { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The descriptor with exactly `symbolicTraits`' bold and italic; `nil` never, as every
  /// system font has them.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var font = font
    font.isBold = symbolicTraits.contains(.traitBold)
    if !font.isBold, font.weight.map({ $0.value >= Font.Weight.semibold.value }) ?? false { font.weight = nil }
    font.isItalic = symbolicTraits.contains(.traitItalic)
    if symbolicTraits.contains(.traitMonoSpace) { font.design = .monospaced }
    return UIFontDescriptor(font: font, pointSize: pointSize)
  }

  /// The descriptor in another design of the system font.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(font: font.design(design.design), pointSize: pointSize)
  }

  /// The descriptor at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.resized(to: newPointSize), pointSize: newPointSize)
  }

  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    lhs.font == rhs.font && lhs.pointSize == rhs.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(font)
    hasher.combine(pointSize)
  }
}

extension UIFont {
  /// The font's description.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font, pointSize: pointSize) }

  /// The font a descriptor describes, at `pointSize`, or at the descriptor's size when it is 0.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
    self.init(font: size == descriptor.pointSize ? descriptor.font : descriptor.font.resized(to: size), pointSize: size)
  }
}

extension Font {
  /// The same font at `size` points, its weight, design and traits kept.
  func resized(to size: CGFloat) -> Font {
    var font = self
    switch base {
    case .style, .size: font.base = .size(size)
    case .custom(let name, _, let relativeTo): font.base = .custom(name: name, size: size, relativeTo: relativeTo)
    }
    return font
  }
}
