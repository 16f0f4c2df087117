extension Image {
  /// An image from a PNG file. A name ending in `@2x` or `@3x` sets the scale, as on iOS. A
  /// file that cannot be read draws nothing and takes no space, as a missing image does in
  /// SwiftUI; the layout snapshot names it. Use ``init(pngData:scale:)`` to handle errors.
  ///
  /// ```swift
  /// Image(contentsOfFile: fixtures + "/avatar@2x.png").resizable().frame(width: 40, height: 40)
  /// ```
  public init(contentsOfFile path: String) {
    do {
      let bitmap = try PNG.decode(file: path)
      self.init(bitmap: bitmap, scale: Image.scale(inFileName: path))
    } catch {
      self.init(missing: path)
    }
  }

  /// An image from the bytes of a PNG file.
  ///
  /// ```swift
  /// let image = try Image(pngData: Data(contentsOf: url), scale: 2)
  /// ```
  ///
  /// - Throws: `PNGError` when the bytes are not a valid PNG.
  public init(pngData data: Data, scale: CGFloat = 1) throws {
    let bitmap = try data.withUnsafeBytes { buffer in try PNG.decode(buffer, source: "the PNG data") }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// An image named like an asset: `name.png` (or `name@2x.png`, `name@3x.png`) among the
  /// bundle's resources, the main bundle by default. A missing image draws nothing.
  ///
  /// ```swift
  /// Image("avatar", bundle: .module)
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(assetNamed: name, bundle: bundle)
    assetName = name
  }

  /// An image named like an asset that assistive technologies skip: for pictures that only
  /// decorate.
  ///
  /// ```swift
  /// Image(decorative: "confetti", bundle: .module)
  /// ```
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  private init(assetNamed name: String, bundle: Bundle?) {
    if let asset = AssetCatalog.imageFile(named: name, in: bundle) {
      if let bitmap = try? PNG.decode(file: asset.path) {
        self.init(bitmap: bitmap, scale: asset.scale)
        return
      }
    }
    if let path = Image.pngFile(named: name, in: bundle) {
      self.init(contentsOfFile: path)
    } else {
      self.init(missing: name)
    }
  }

  /// The largest-scale PNG of `name` among the bundle's resources (`name@3x.png`,
  /// `name@2x.png`, `name.png`), the main bundle by default.
  static func pngFile(named name: String, in bundle: Bundle?) -> String? {
    let bundle = bundle ?? .main
    for suffix in ["@3x", "@2x", ""] {
      if let path = bundle.path(forResource: name + suffix, ofType: "png") { return path }
    }
    return nil
  }

  /// 3 for `name@3x.png`, 2 for `name@2x.png`, otherwise 1.
  static func scale(inFileName path: String) -> CGFloat {
    let name = (path as NSString).deletingPathExtension
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
  }
}
