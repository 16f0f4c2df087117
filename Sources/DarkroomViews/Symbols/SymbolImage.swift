import Foundation
import Synchronization

extension Image {
  /// An SF Symbol by name, as SwiftUI writes it.
  ///
  /// Apple's symbols cannot ship with Darkroom, so a symbol is drawn, best first, from:
  /// artwork registered for its name (``registerSymbol(named:bitmap:)``); a template exported
  /// from the SF Symbols app in ``symbolTemplatesFolder`` (exact, with weight, scale,
  /// baseline and rendering modes); a stand-in glyph from an open icon font for the 400
  /// names most used in SwiftUI code; or a rounded-square placeholder. Every size follows
  /// the font, its weight and ``imageScale``. Stand-ins and placeholders are listed in
  /// ``standInSymbolNames`` and ``placeholderSymbolNames`` and reported once per name on
  /// standard error.
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
  /// scaled to the symbol's size. Registered artwork wins over templates and stand-ins.
  /// Register before rendering, e.g. in a test suite's `init`.
  ///
  /// ```swift
  /// Image.registerSymbol(named: "gear", bitmap: try PNG.decode(file: "Tests/Artwork/gear.png"))
  /// ```
  public static func registerSymbol(named name: String, bitmap: Bitmap) {
    SymbolArtwork.registered.withLock { $0[name] = ImageSource(bitmap: bitmap, scale: 1) }
  }

  /// The symbol names drawn as placeholders so far in this process (neither a template nor
  /// a stand-in knows them), sorted.
  ///
  /// ```swift
  /// #expect(Image.placeholderSymbolNames.isEmpty)
  /// ```
  public static var placeholderSymbolNames: [String] {
    SymbolArtwork.reportedPlaceholders.withLock { $0.sorted() }
  }

  /// The symbol names drawn with an icon font's stand-in glyph so far in this process, sorted.
  ///
  /// ```swift
  /// print(Image.standInSymbolNames)   // ["checkmark.circle.fill", "gear"]
  /// ```
  public static var standInSymbolNames: [String] {
    SymbolArtwork.reportedStandIns.withLock { $0.sorted() }
  }
}

/// Artwork registered for symbol names, and the names already reported as stand-ins or
/// placeholders.
enum SymbolArtwork {
  static let registered = Mutex<[String: ImageSource]>([:])
  static let reportedPlaceholders = Mutex<Set<String>>([])
  static let reportedStandIns = Mutex<Set<String>>([])

  static func reportPlaceholder(_ name: String) {
    let isNew = reportedPlaceholders.withLock { $0.insert(name).inserted }
    guard isNew else { return }
    report("darkroom: SF Symbol \"\(name)\" is drawn as a placeholder (no template or stand-in knows it); "
      + "add its template to Image.symbolTemplatesFolder or register artwork with "
      + "Image.registerSymbol(named: \"\(name)\", bitmap: …)\n")
  }

  static func reportStandIn(_ name: String) {
    let isNew = reportedStandIns.withLock { $0.insert(name).inserted }
    guard isNew else { return }
    report("darkroom: SF Symbol \"\(name)\" is drawn with a stand-in glyph (Apple's symbols do not ship with "
      + "Darkroom); add its template to Image.symbolTemplatesFolder to draw it exactly\n")
  }

  private static func report(_ message: String) {
    FileHandle.standardError.write(Data(message.utf8))
  }
}

extension Image {
  /// The scale of SF Symbols relative to the text around them, as SwiftUI spells it
  /// (developer.apple.com/documentation/swiftui/image/scale).
  ///
  /// ```swift
  /// Image(systemName: "bell").imageScale(Image.Scale.large)
  /// Label("Alerts", systemImage: "bell").imageScale(.small)
  /// ```
  public enum Scale: Hashable, Sendable, CaseIterable {
    case small, medium, large

    var factor: CGFloat {
      switch self {
      case .small: 0.783
      case .medium: 1
      case .large: 1.29
      }
    }
  }
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
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of symbol images.
  public var imageScale: Image.Scale {
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
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
