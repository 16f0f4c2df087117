import Foundation
import Synchronization

/// Images and colours from asset catalogs (`.xcassets` folders) among a bundle's resources,
/// read from their `Contents.json` as Xcode writes them: an image set's PNG of the highest
/// scale, a colour set's light and dark colours.
///
/// On Linux, SwiftPM copies an `.xcassets` folder into the target's resource bundle as it is;
/// `Image("logo", bundle: .module)` and `Color("Brand", bundle: .module)` find it there. The
/// main bundle and the resource bundles beside the test binary are searched when no bundle is
/// given.
enum AssetCatalog {
  /// A catalog folder's entries, by name: the `.imageset` and `.colorset` folders in it.
  private static let cache = Mutex<[String: [String: URL]]>([:])

  static func imageFile(named name: String, in bundle: Bundle?) -> (path: String, scale: CGFloat)? {
    guard let set = entry(named: name, kind: "imageset", in: bundle),
      let contents = json(set.appendingPathComponent("Contents.json")),
      let images = contents["images"] as? [[String: Any]]
    else { return nil }
    let candidates = images.compactMap { image -> (String, CGFloat)? in
      guard let file = image["filename"] as? String else { return nil }
      let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      return (set.appendingPathComponent(file).path, CGFloat(scale))
    }
    return candidates.filter { $0.0.hasSuffix(".png") }.max { $0.1 < $1.1 }.map { (path: $0.0, scale: $0.1) }
  }

  static func color(named name: String, in bundle: Bundle?) -> Color? {
    guard let set = entry(named: name, kind: "colorset", in: bundle),
      let contents = json(set.appendingPathComponent("Contents.json")),
      let colors = contents["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in colors {
      guard let color = parse(entry["color"] as? [String: Any]) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { $0["value"] as? String == "dark" }) {
        dark = color
      } else if appearances.isEmpty || appearances.contains(where: { $0["value"] as? String == "light" }) {
        light = light ?? color
      }
    }
    guard let light else { return dark }
    guard let dark else { return light }
    return Color(storage: .adaptive(light: light.storage, dark: dark.storage))
  }

  /// A colour from a colour set's `color` entry: sRGB components as numbers from 0 to 1,
  /// integers from 0 to 255, or hex strings.
  private static func parse(_ color: [String: Any]?) -> Color? {
    guard let components = color?["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)"
      if text.hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return Double(hex) / 255 }
      guard let number = Double(text) else { return nil }
      return number > 1 ? number / 255 : number
    }
    if let white = value("white") {
      return Color(white: white, opacity: value("alpha") ?? 1)
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    return Color(red: red, green: green, blue: blue, opacity: value("alpha") ?? 1)
  }

  private static func entry(named name: String, kind: String, in bundle: Bundle?) -> URL? {
    for root in searchRoots(bundle) {
      if let found = entries(in: root)["\(name).\(kind)"] { return found }
    }
    return nil
  }

  private static func searchRoots(_ bundle: Bundle?) -> [URL] {
    if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
    var roots = [Bundle.main.resourceURL ?? Bundle.main.bundleURL]
    let beside = Bundle.main.bundleURL
    if let items = try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil) {
      roots += items.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }.sorted { $0.path < $1.path }
    }
    return roots
  }

  /// The image and colour sets of every catalog under `root` (catalogs up to three folders
  /// down, so that a build folder is not walked whole), found once.
  private static func entries(in root: URL) -> [String: URL] {
    if let cached = cache.withLock({ $0[root.path] }) { return cached }
    var found: [String: URL] = [:]
    for catalog in catalogs(under: root, depth: 3) {
      guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where url.pathExtension == "imageset" || url.pathExtension == "colorset" {
        let key = url.lastPathComponent
        if found[key] == nil { found[key] = url }
      }
    }
    cache.withLock { $0[root.path] = found }
    return found
  }

  private static func catalogs(under folder: URL, depth: Int) -> [URL] {
    guard depth >= 0,
      let items = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    else { return [] }
    var found: [URL] = []
    for item in items.sorted(by: { $0.path < $1.path }) {
      guard (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
      if item.pathExtension == "xcassets" {
        found.append(item)
      } else {
        found += catalogs(under: item, depth: depth - 1)
      }
    }
    return found
  }

  private static func json(_ url: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}

extension Color {
  /// A colour from an asset catalog's colour set, following light and dark appearance;
  /// clear when there is no colour set of that name.
  ///
  /// ```swift
  /// Text("Brand").foregroundStyle(Color("BrandColor", bundle: .module))
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    self = AssetCatalog.color(named: name, in: bundle) ?? .clear
  }
}
