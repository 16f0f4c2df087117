import Foundation
import Synchronization

extension Image {
  /// An SF Symbol by name, as SwiftUI writes it.
  ///
  /// Apple's symbols cannot ship with Darkroom, so a symbol is drawn from artwork the project
  /// registers for its name (``registerSymbol(named:bitmap:)``), tinted with the foreground
  /// style, or else as a neutral placeholder of the symbol's size and weight: a rounded
  /// square outline, the first time each name is met reported once on standard error.
  ///
  /// ```swift
  /// Label("Settings", systemImage: "gear")
  /// Image(systemName: "star.fill").foregroundStyle(.yellow)
  /// ```
  public init(systemName: String) {
    self.init(missing: systemName)
    symbolName = systemName
  }

  /// An SF Symbol with a variable value; the value is accepted and not drawn.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// Draws `bitmap` wherever the symbol `name` is used, tinted like a template image and
  /// scaled to the symbol's size. Register before rendering, e.g. in a test suite's `init`.
  ///
  /// ```swift
  /// Image.registerSymbol(named: "gear", bitmap: try PNG.decode(file: "Tests/Artwork/gear.png"))
  /// ```
  public static func registerSymbol(named name: String, bitmap: Bitmap) {
    SymbolArtwork.registered.withLock { $0[name] = ImageSource(bitmap: bitmap, scale: 1) }
  }

  /// The symbol names drawn as placeholders so far in this process, sorted.
  public static var placeholderSymbolNames: [String] {
    SymbolArtwork.reported.withLock { $0.sorted() }
  }

  func symbolNodes(_ name: String, in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let font = ResolvedFont(environment.font, in: environment)
    // A symbol at the medium scale is about as tall as the font's line of capitals and
    // ascenders: 1.2 times the point size gives 20 pt at the 17 pt body size.
    let side = (font.size * 1.2 * environment.imageScale.factor).rounded()
    let natural = CGSize(width: side, height: side)
    let rule: any LayoutRule = isResizable ? ResizableImageLayout(naturalSize: natural) : IntrinsicSizeLayout(size: natural)
    let paint = environment.foregroundPaint
    if let artwork = SymbolArtwork.registered.withLock({ $0[name] }) {
      let drawing = ImageDrawing(source: artwork, interpolation: .high, templatePaint: paint)
      return [LayoutNode(rule: ResizableImageLayout(naturalSize: natural), role: .image(drawing), name: "Image",
                         detail: "symbol \"\(name)\"", context: context)]
    }
    SymbolArtwork.reportPlaceholder(name)
    // Heavier weights draw a heavier outline, as a heavier symbol would be.
    let lineWidth = max(1, side * (0.05 + 0.01 * CGFloat(font.weight - 400) / 100))
    let outline = RoundedRectangle(cornerRadius: side * 0.22).inset(by: lineWidth / 2)
    let drawing = ShapeDrawing(outline: outline, paint: paint, mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
    return [LayoutNode(rule: rule, role: .shape(drawing), name: "Image", detail: "symbol \"\(name)\" placeholder",
                       context: context)]
  }
}

/// Artwork registered for symbol names, and the names already reported as placeholders.
enum SymbolArtwork {
  static let registered = Mutex<[String: ImageSource]>([:])
  static let reported = Mutex<Set<String>>([])

  static func reportPlaceholder(_ name: String) {
    let isNew = reported.withLock { $0.insert(name).inserted }
    guard isNew else { return }
    let message = "darkroom: SF Symbol \"\(name)\" is drawn as a placeholder (Apple's symbols do not ship "
      + "with Darkroom); register artwork with Image.registerSymbol(named: \"\(name)\", bitmap: …)\n"
    FileHandle.standardError.write(Data(message.utf8))
  }
}

/// The scale of SF Symbols relative to the text around them.
public enum ImageScale: Hashable, Sendable, CaseIterable {
  case small, medium, large

  var factor: CGFloat {
    switch self {
    case .small: 0.783
    case .medium: 1
    case .large: 1.29
    }
  }
}

/// How a symbol's layers are coloured; accepted, one colour is drawn.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A symbol's variant (`.fill`, `.circle`); accepted and not drawn.
public struct SymbolVariants: Hashable, Sendable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let slash = SymbolVariants(name: "slash")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public var fill: SymbolVariants { self }
  public var circle: SymbolVariants { self }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = ImageScale.medium
}

extension EnvironmentValues {
  /// The scale of symbol images.
  public var imageScale: ImageScale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Scales the symbol images in this view.
  ///
  /// ```swift
  /// Image(systemName: "bell").imageScale(.large)
  /// ```
  public func imageScale(_ scale: ImageScale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Accepted so that SwiftUI code compiles; symbols are drawn in one colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// Accepted so that SwiftUI code compiles; the variant is not drawn.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}
