import CPangoCairo
import Foundation

extension GraphicsContext {
  /// An image fixed to a context's environment, measured before it is drawn
  /// (developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage).
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   var star = context.resolve(Image(systemName: "star.fill"))
  ///   star.shading = .color(.yellow)
  ///   context.draw(star, at: CGPoint(x: size.width / 2, y: star.size.height / 2))
  /// }
  /// ```
  public struct ResolvedImage {
    let image: Image
    /// The image's size at its natural size, in the context's points.
    public let size: CGSize
    /// The distance from the image's top to its baseline: its height, as an image has no
    /// baseline of its own.
    public let baseline: CGFloat
    /// What fills the image's shape: `foreground` for a symbol or a template image, `nil`
    /// (the image's own pixels) otherwise. Set, it paints the image's opaque area.
    public var shading: Shading? {
      didSet { replacesPixels = shading != nil }
    }
    /// Whether the shading was set after the image was resolved; the default is how the
    /// image draws anyway.
    var replacesPixels = false
  }

  /// The image as this context's environment resolves it, with its size.
  ///
  /// ```swift
  /// let avatar = context.resolve(Image("avatar"))
  /// context.draw(avatar, in: CGRect(origin: .zero, size: avatar.size))
  /// ```
  public func resolve(_ image: Image) -> ResolvedImage {
    let node = target.node(for: image, environment: environment)
    let size = node.sizeThatFits(.unspecified)
    let template = image.symbolName != nil || image.renderingMode == .template
    return ResolvedImage(
      image: image, size: size, baseline: size.height, shading: template ? .foreground : nil)
  }

  /// Draws a resolved image stretched to fill `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    drawResolved(image, in: rect, resizable: true)
  }

  /// Draws a resolved image at its size with its `anchor` point at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    guard point.x.isFinite, point.y.isFinite else { return }
    let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
    drawResolved(image, in: CGRect(origin: origin, size: image.size), resizable: false)
  }

  private func drawResolved(_ image: ResolvedImage, in rect: CGRect, resizable: Bool) {
    guard image.replacesPixels, let shading = image.shading else {
      if resizable {
        draw(image.image, in: rect)
      } else {
        draw(image.image, at: rect.origin, anchor: .topLeading)
      }
      return
    }
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0
    else { return }
    let node = target.node(for: resizable ? image.image.resizable() : image.image, environment: environment)
    // The image drawn into a group is the mask the shading is painted through: its alpha,
    // not its colours, decides where the shading shows.
    perform { painter in
      let cairo = painter.cairo
      cairo_push_group(cairo)
      node.place(at: .zero, proposal: ProposedViewSize(rect.size))
      node.finalizeFrames(parentOrigin: rect.origin, scale: painter.scale)
      painter.draw(node)
      guard let mask = cairo_pop_group(cairo) else { return }
      defer { cairo_pattern_destroy(mask) }
      painter.setSource(shading.paint(environment), in: shading.frame ?? rect, mirrored: false)
      cairo_mask(cairo, mask)
    }
  }
}
