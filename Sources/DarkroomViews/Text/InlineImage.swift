import CPangoCairo
import Foundation

extension Text {
  /// An image set in a line of text, as SwiftUI sets it: an SF Symbol at the text's font size,
  /// weight and image scale, centred on the cap height as beside text; any other image at its
  /// own size, standing on the baseline. It takes the text's colour and wraps with the words
  /// around it (developer.apple.com/documentation/swiftui/text/init(_:)-4q1ef).
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")) + Text(" 4.8").bold()
  /// Text("Tap \(Image(systemName: "plus")) to add a place")
  /// ```
  public init(_ image: Image) {
    var run = TextRun(string: "")
    if let name = image.symbolName {
      run.inlineImage = .symbol(name)
    } else if let source = image.source {
      run.inlineImage = .bitmap(source, image.interpolation)
    }
    // An image with nothing to draw (an asset that is not there) takes no room, as in SwiftUI.
    if run.inlineImage != nil { run.string = Text.objectReplacement }
    runs = [run]
  }

  /// What stands in a text's characters for an inline image: U+FFFC OBJECT REPLACEMENT
  /// CHARACTER, which Pango gives the image's shape and VoiceOver skips.
  static let objectReplacement = "\u{FFFC}"
}

extension LocalizedStringKey.StringInterpolation {
  /// An image set in the text, as `Text(_: Image)` sets it.
  ///
  /// ```swift
  /// Text("Tap \(Image(systemName: "square.and.arrow.up")) to share")
  /// ```
  public mutating func appendInterpolation(_ image: Image) {
    appendInterpolation(Text(image))
  }
}

/// An image a text run holds in place of characters.
enum InlineImage: Equatable, Sendable {
  case symbol(String)
  case bitmap(ImageSource, Image.Interpolation)

  static func == (lhs: InlineImage, rhs: InlineImage) -> Bool {
    switch (lhs, rhs) {
    case (.symbol(let left), .symbol(let right)): left == right
    case (.bitmap(let left, let leftFilter), .bitmap(let right, let rightFilter)): left === right && leftFilter == rightFilter
    default: false
    }
  }

  /// The image's drawing at `font` and `scale`, with the baseline `baseline` points below
  /// its frame's top.
  func art(font: ResolvedFont, scale: Image.Scale, failure: (any Error) -> Void) -> InlineArt {
    switch self {
    case .symbol(let name):
      let identity = "symbol \(name) \(font.size) \(font.weight) \(scale)"
      switch ResolvedSymbol.resolve(name, font: font, scale: scale, failure: failure) {
      case .artwork(let source, let art):
        return InlineArt(identity: identity, drawing: .bitmap(source, .high, template: true), size: art.size, baseline: art.baseline)
      case .layers(let art, _, let thickening):
        return InlineArt(identity: identity, drawing: .fill(art.layers.map(\.path), thickening: thickening), size: art.size, baseline: art.baseline)
      case .placeholder(let art, let outline, let lineWidth):
        return InlineArt(identity: identity, drawing: .stroke(outline, lineWidth: lineWidth), size: art.size, baseline: art.baseline)
      }
    case .bitmap(let source, let interpolation):
      let size = source.pointSize
      return InlineArt(
        identity: "bitmap \(ObjectIdentifier(source).hashValue)", drawing: .bitmap(source, interpolation, template: false),
        size: size, baseline: size.height)
    }
  }
}

/// An inline image made concrete for a run's font: what is drawn, the frame Pango keeps for
/// it, and where the baseline crosses that frame.
final class InlineArt: Hashable {
  enum Drawing {
    /// Paths filled in the text's colour, each outlined by `thickening` when it is not zero.
    case fill([Path], thickening: CGFloat)
    case stroke(Path, lineWidth: CGFloat)
    /// A bitmap stretched over the frame; a template fills its alpha with the text's colour.
    case bitmap(ImageSource, Image.Interpolation, template: Bool)
  }

  /// What the image is and at which size: two arts with one identity draw the same.
  let identity: String
  let drawing: Drawing
  let size: CGSize
  let baseline: CGFloat

  init(identity: String, drawing: Drawing, size: CGSize, baseline: CGFloat) {
    self.identity = identity
    self.drawing = drawing
    self.size = size
    self.baseline = baseline
  }

  static func == (lhs: InlineArt, rhs: InlineArt) -> Bool { lhs.identity == rhs.identity }
  func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// The art at `scale` times its size, for a text shrunk to fit.
  func scaled(by scale: CGFloat) -> InlineArt {
    guard scale != 1 else { return self }
    let map = AffineMap.scale(scale, scale)
    let drawing: Drawing =
      switch self.drawing {
      case .fill(let paths, let thickening): .fill(paths.map { $0.applying(map) }, thickening: thickening * scale)
      case .stroke(let path, let lineWidth): .stroke(path.applying(map), lineWidth: lineWidth * scale)
      case .bitmap: self.drawing
      }
    return InlineArt(
      identity: identity + " ×\(scale)", drawing: drawing, size: CGSize(width: size.width * scale, height: size.height * scale),
      baseline: baseline * scale)
  }

  /// A Pango shape attribute that keeps the art's frame in the line, the baseline crossing it
  /// `baseline` points down.
  func shapeAttribute() -> UnsafeMutablePointer<PangoAttribute>? {
    func units(_ value: CGFloat) -> Int32 { Int32(saturating: (value * CGFloat(PANGO_SCALE)).rounded()) }
    var rectangle = PangoRectangle(x: 0, y: units(-baseline), width: units(size.width), height: units(size.height))
    var ink = rectangle
    return pango_attr_shape_new(&ink, &rectangle)
  }
}
