import CPangoCairo

extension GraphicsContext {
  /// A change to the pixels of what a context draws, as SwiftUI's `GraphicsContext.Filter`:
  /// each drawing operation (a `drawLayer` counts as one) is drawn on its own, filtered, and
  /// then composited. Filters added later apply first, so a threshold added before a blur
  /// thresholds the blurred shapes, which is how "gooey" shapes are made.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
  ///   context.addFilter(.blur(radius: 10))
  ///   context.drawLayer { layer in
  ///     layer.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.black))
  ///     layer.fill(Path(ellipseIn: CGRect(x: 70, y: 20, width: 60, height: 60)), with: .color(.black))
  ///   }
  /// }
  /// ```
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case blur(radius: CGFloat)
      case alphaThreshold(min: Double, max: Double, color: Color)
      case colorMatrix(ColorMatrixKind)
    }

    enum ColorMatrixKind: Sendable {
      case multiply(Color)
      case opacity(Double)
      case grayscale(Double)
      case saturation(Double)
      case brightness(Double)
      case contrast(Double)
      case hueRotation(Angle)
      case invert
    }

    let kind: Kind

    /// A Gaussian blur whose standard deviation is `radius` points.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius: radius))
    }

    /// Pixels whose opacity lies from `min` to `max` become `color`; the rest become clear.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
      Filter(kind: .alphaThreshold(min: min, max: max, color: color))
    }

    /// Multiplies each pixel by `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMatrix(.multiply(color))) }
    /// Multiplies each pixel's opacity by `amount`.
    public static func opacity(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.opacity(amount))) }
    /// Mixes each colour towards gray: 0 keeps it, 1 is fully gray.
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.grayscale(amount))) }
    /// Scales colourfulness: 0 is gray, 1 keeps it.
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }
    /// Adds `amount` to each colour channel.
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }
    /// Scales each channel's distance from mid-gray by `amount`.
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }
    /// Turns hues round the colour wheel.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }
    /// Inverts each colour.
    public static var colorInvert: Filter { Filter(kind: .colorMatrix(.invert)) }
  }

  /// How a blur filter treats the edges of what it blurs; accepted, a blur spreads into
  /// transparency.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// How a filter is applied; accepted.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Adds a filter to what is drawn from now on.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }
}

/// The pixel work of a context's filters, on the premultiplied ARGB pixels of the group an
/// operation was drawn into.
enum GraphicsFiltering {
  static func apply(_ filters: [GraphicsContext.Filter], to surface: OpaquePointer, scale: CGFloat, environment: EnvironmentValues) {
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let layer = LayerPixels(
      pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
      rowLength: Int(cairo_image_surface_get_stride(surface)) / 4, left: 0, top: 0)
    for filter in filters.reversed() {
      switch filter.kind {
      case .blur(let radius):
        let sigma = Double(radius * scale)
        if sigma.isFinite, sigma > 0.3 { BlurDrawing.blurChannels(layer, sigma: sigma) }
      case .alphaThreshold(let low, let high, let color):
        threshold(layer, low: low, high: high, color: color.resolved(in: environment))
      case .colorMatrix(let kind):
        let matrix = matrix(kind, environment: environment)
        forEachPixel(layer) { matrix.apply(toPremultiplied: $0) }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  private static func threshold(_ layer: LayerPixels, low: Double, high: Double, color: RGBA) {
    let alpha = min(max(color.alpha, 0), 1)
    func byte(_ channel: Double) -> UInt32 { UInt32((min(max(channel, 0), 1) * alpha * 255).rounded()) }
    let painted = UInt32((alpha * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
    forEachPixel(layer) { pixel in
      let opacity = Double(pixel >> 24) / 255
      return opacity >= low && opacity <= high && opacity > 0 ? painted : 0
    }
  }

  private static func matrix(_ kind: GraphicsContext.Filter.ColorMatrixKind, environment: EnvironmentValues) -> ColorMatrix {
    switch kind {
    case .multiply(let color): return .multiply(by: color.resolved(in: environment))
    case .opacity(let amount):
      var matrix = ColorMatrix.identity("opacity")
      matrix.alphaFactor = amount
      return matrix
    case .grayscale(let amount): return .saturation(1 - amount, name: "grayscale")
    case .saturation(let amount): return .saturation(amount, name: "saturation")
    case .brightness(let amount): return .brightness(amount)
    case .contrast(let amount): return .contrast(amount)
    case .hueRotation(let angle): return .hueRotation(angle)
    case .invert: return .invert
    }
  }

  private static func forEachPixel(_ layer: LayerPixels, _ change: (UInt32) -> UInt32) {
    var row = 0
    while row < layer.height {
      let line = layer.pixels + row * layer.rowLength
      var column = 0
      while column < layer.width {
        line[column] = change(line[column])
        column += 1
      }
      row += 1
    }
  }
}
