import Foundation

/// A symbol template as Apple's SF Symbols app exports it ("Exporting a symbol template",
/// "Creating custom symbol images for your app" in Apple's documentation): an SVG whose
/// `Symbols` group holds one group per weight and scale (`Regular-M`, `Ultralight-S`,
/// `Black-L`), whose `Guides` group holds the `Baseline-S/M/L` and `Capline-S/M/L` lines and
/// optional `left-margin-…`/`right-margin-…` lines, and whose paths may carry layer classes
/// (`hierarchical-0:secondary`, `monochrome-0`, `multicolor-0:…`).
struct SymbolTemplate: Sendable {
  /// One layer of a drawing: its outline and its level for hierarchical and palette
  /// rendering (0 primary, 1 secondary, 2 tertiary).
  struct Layer: Sendable {
    var path: Path
    var level: Int
  }

  /// One weight at one scale, in template units with the baseline at y = 0.
  struct Variant: Sendable {
    let weight: Int
    let scale: Image.Scale
    var layers: [Layer]
    /// The left and right margin guides, when the template has them.
    var margins: ClosedRange<CGFloat>?
  }

  let variants: [Variant]
  /// The distance from baseline to capline, in template units: the cap height of the text
  /// the symbol is drawn with.
  let capHeight: CGFloat

  static let weights: [String: Int] = [
    "Ultralight": 100, "Thin": 200, "Light": 300, "Regular": 400, "Medium": 500, "Semibold": 600, "Bold": 700,
    "Heavy": 800, "Black": 900,
  ]
  static let scales: [String: Image.Scale] = ["S": .small, "M": .medium, "L": .large]

  /// The variant closest to `weight` and `scale`: the exact scale when there is one (else
  /// medium, else any), and among those the nearest weight, the lighter on a tie.
  func variant(weight: Int, scale: Image.Scale) -> Variant? {
    let atScale = variants.filter { $0.scale == scale }
    let pool = !atScale.isEmpty ? atScale : (variants.contains { $0.scale == .medium } ? variants.filter { $0.scale == .medium } : variants)
    return pool.min { lhs, rhs in
      let left = abs(lhs.weight - weight), right = abs(rhs.weight - weight)
      return left != right ? left < right : lhs.weight < rhs.weight
    }
  }
}

/// Why a symbol template folder or file cannot be used.
public enum SymbolTemplateError: Error, Equatable, CustomStringConvertible {
  /// The folder given for templates does not exist or is not a folder.
  case folderMissing(path: String)
  /// A template file cannot be read.
  case unreadable(file: String)
  /// A file is not a symbol template; the reason says what is wrong.
  case invalidTemplate(file: String, reason: String)

  public var description: String {
    switch self {
    case .folderMissing(let path):
      "The symbol templates folder \(path) does not exist. Set DARKROOM_SYMBOLS or Image.symbolTemplatesFolder "
        + "to a folder of SVG templates exported from the SF Symbols app (File > Export Template)."
    case .unreadable(let file):
      "The symbol template \(file) cannot be read; check that it exists and is readable."
    case .invalidTemplate(let file, let reason):
      "The file \(file) is not a symbol template: \(reason). Export it again from the SF Symbols app "
        + "(File > Export Template) or fix the SVG."
    }
  }
}

extension SymbolTemplate {
  /// Reads a template from its SVG text; `file` names it in errors.
  init(svg: String, file: String) throws(SymbolTemplateError) {
    let elements: [SVGElement]
    do { elements = try SVGElement.scan(svg) } catch {
      throw .invalidTemplate(file: file, reason: "the SVG is malformed (\(error))")
    }
    guard elements.contains(where: { $0.name == "svg" }) else {
      throw .invalidTemplate(file: file, reason: "it has no <svg> element")
    }
    var baselines: [Image.Scale: CGFloat] = [:], caplines: [Image.Scale: CGFloat] = [:]
    var margins: [String: (left: CGFloat?, right: CGFloat?)] = [:]
    var groups: [(id: String?, transform: AffineMap)] = []
    var found: [String: Variant] = [:]
    for element in elements {
      switch (element.kind, element.name) {
      case (.start, "g"), (.empty, "g"):
        let parent = groups.last?.transform ?? .identity
        var own = AffineMap.identity
        if let text = element.attributes["transform"] {
          do { own = try SVGTransform.parse(text) } catch {
            throw .invalidTemplate(file: file, reason: "\(error)")
          }
        }
        if element.kind == .start { groups.append((element.attributes["id"], own.then(parent))) }
      case (.end, "g"):
        guard !groups.isEmpty else { throw .invalidTemplate(file: file, reason: "a </g> closes no group") }
        groups.removeLast()
      case (_, "line"):
        guard let id = element.attributes["id"] else { continue }
        let map = groups.last?.transform ?? .identity
        let start = map.apply(CGPoint(x: Self.number(element.attributes["x1"]) ?? 0, y: Self.number(element.attributes["y1"]) ?? 0))
        if let scale = Self.guideScale(id, prefix: "Baseline-") { baselines[scale] = start.y }
        if let scale = Self.guideScale(id, prefix: "Capline-") { caplines[scale] = start.y }
        for (prefix, isLeft) in [("left-margin-", true), ("right-margin-", false)] where id.hasPrefix(prefix) {
          let key = String(id.dropFirst(prefix.count))
          if isLeft { margins[key, default: (nil, nil)].left = start.x } else { margins[key, default: (nil, nil)].right = start.x }
        }
      case (_, "path"):
        guard let variantID = groups.reversed().lazy.compactMap(\.id).first(where: { Self.variantKey($0) != nil }),
          let key = Self.variantKey(variantID)
        else { continue }
        guard let data = element.attributes["d"] else {
          throw .invalidTemplate(file: file, reason: "a <path> in group \(variantID) has no d attribute")
        }
        var path: Path
        do { path = try SVGPathData.parse(data) } catch {
          throw .invalidTemplate(file: file, reason: "the path data in group \(variantID) is invalid (\(error))")
        }
        var map = groups.last?.transform ?? .identity
        if let text = element.attributes["transform"] {
          do { map = try SVGTransform.parse(text).then(map) } catch {
            throw .invalidTemplate(file: file, reason: "\(error)")
          }
        }
        path = path.applying(map)
        let layer = Layer(path: path, level: Self.hierarchyLevel(element.attributes["class"]))
        found[variantID, default: Variant(weight: key.weight, scale: key.scale, layers: [], margins: nil)].layers.append(layer)
      default:
        continue
      }
    }
    guard !found.isEmpty else {
      throw .invalidTemplate(
        file: file, reason: "it has no weight-and-scale groups with paths (groups named like Regular-M, Bold-S, Black-L)")
    }
    var variants: [Variant] = []
    var capHeight: CGFloat?
    for id in found.keys.sorted() {
      guard var variant = found[id] else { continue }
      guard let baseline = baselines[variant.scale], let capline = caplines[variant.scale] else {
        let suffix = id.split(separator: "-").last.map(String.init) ?? "M"
        throw .invalidTemplate(file: file, reason: "group \(id) has no Baseline-\(suffix) and Capline-\(suffix) guides")
      }
      guard baseline > capline else {
        throw .invalidTemplate(file: file, reason: "the Capline of group \(id) is not above its Baseline")
      }
      capHeight = capHeight ?? baseline - capline
      variant.layers = variant.layers.map { Layer(path: $0.path.offsetBy(dx: 0, dy: -baseline), level: $0.level) }
      if let margin = margins[id], let left = margin.left, let right = margin.right, right > left {
        variant.margins = left...right
      }
      variants.append(variant)
    }
    self.variants = variants
    self.capHeight = capHeight ?? 1
  }

  private static func number(_ text: String?) -> Double? { text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }

  private static func guideScale(_ id: String, prefix: String) -> Image.Scale? {
    guard id.hasPrefix(prefix) else { return nil }
    return scales[String(id.dropFirst(prefix.count))]
  }

  static func variantKey(_ id: String) -> (weight: Int, scale: Image.Scale)? {
    let parts = id.split(separator: "-")
    guard parts.count == 2, let weight = weights[String(parts[0])], let scale = scales[String(parts[1])] else { return nil }
    return (weight, scale)
  }

  /// The level a path's `hierarchical-N:primary|secondary|tertiary` class gives it.
  static func hierarchyLevel(_ classes: String?) -> Int {
    for token in (classes ?? "").split(separator: " ") where token.hasPrefix("hierarchical-") {
      if token.hasSuffix(":secondary") { return 1 }
      if token.hasSuffix(":tertiary") { return 2 }
      return 0
    }
    return 0
  }
}
