import CPangoCairo

/// What a `Canvas` renderer draws with: fills and strokes paths, draws text and images,
/// and moves, turns and scales what follows. Each copy keeps its own transform, opacity,
/// blend mode and clip, so a copy can draw one part differently without undoing anything.
///
/// ```swift
/// Canvas { context, size in
///   var badge = context
///   badge.opacity = 0.5
///   badge.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
///   context.translateBy(x: 30, y: 0)
///   context.draw(Text("3 new"), at: CGPoint(x: 0, y: 10), anchor: .leading)
/// }
/// ```
///
/// Paths or transforms with numbers that are not finite, and transforms that collapse the
/// plane (a scale of 0), draw nothing.
public struct GraphicsContext {
  let target: GraphicsTarget
  /// The environment of the canvas, for resolving colours and styles.
  public let environment: EnvironmentValues
  /// The opacity everything drawn from now on is drawn at, 0 to 1.
  public var opacity: Double = 1
  /// How what is drawn from now on combines with what is already there.
  public var blendMode: BlendMode = .normal
  /// What the context's points are mapped by, before the canvas's own placement.
  var currentMap = AffineMap.identity

  /// The transform applied to everything drawn next, as SwiftUI's `GraphicsContext.transform`:
  /// set it to `.identity` to draw in the canvas's own coordinates again.
  ///
  /// ```swift
  /// context.scaleBy(x: 2, y: 2)
  /// context.draw(badge, at: .zero)
  /// context.transform = .identity
  /// ```
  public var transform: CGAffineTransform {
    get { CGAffineTransform(currentMap) }
    set { currentMap = AffineMap(newValue) }
  }

  /// Applies `matrix` before the current transform, as translating, scaling and rotating do.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    currentMap = AffineMap(matrix).then(currentMap)
  }
  /// Clip paths in the canvas's own coordinates.
  var clips: [(path: Path, evenOdd: Bool)] = []
  /// Filters for what is drawn from now on, in the order they were added.
  var filters: [Filter] = []

  init(target: GraphicsTarget, environment: EnvironmentValues) {
    self.target = target
    self.environment = environment
  }

  // MARK: Transforms

  /// Moves the origin of what is drawn from now on.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    currentMap = AffineMap.translation(x, y).then(currentMap)
  }

  /// Scales what is drawn from now on about the origin.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    currentMap = AffineMap.scale(x, y).then(currentMap)
  }

  /// Turns what is drawn from now on about the origin, clockwise for a positive angle.
  public mutating func rotate(by angle: Angle) {
    currentMap = AffineMap.rotation(angle).then(currentMap)
  }

  /// Limits what is drawn from now on to the inside of `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    clips.append((path.applying(currentMap), style.isEOFilled))
  }

  // MARK: Drawing

  /// Fills `path` with a shading.
  ///
  /// ```swift
  /// context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue))
  /// ```
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard path.isFinite else { return }
    perform { painter in
      painter.append(path)
      painter.setSource(shading.paint(environment), in: shading.frame ?? path.boundingRect, mirrored: false)
      cairo_set_fill_rule(painter.cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(painter.cairo)
    }
  }

  /// Strokes `path` with a shading and a stroke style.
  ///
  /// ```swift
  /// context.stroke(wave, with: .color(.teal), style: StrokeStyle(lineWidth: 2, lineCap: .round))
  /// ```
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard path.isFinite, style.lineWidth.isFinite, style.lineWidth > 0, style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
      style.dashPhase.isFinite, style.miterLimit.isFinite
    else { return }
    perform { painter in
      painter.append(path)
      painter.setSource(shading.paint(environment), in: shading.frame ?? path.boundingRect, mirrored: false)
      painter.apply(style)
      cairo_stroke(painter.cairo)
    }
  }

  /// Strokes `path` with a shading, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws text at its natural size with its `anchor` point at `point`.
  ///
  /// ```swift
  /// context.draw(Text("42").font(.caption), at: CGPoint(x: 50, y: 50))
  /// ```
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    drawView(text, at: point, anchor: anchor)
  }

  /// Draws text wrapped to the width of `rect`, from its top-leading corner.
  public func draw(_ text: Text, in rect: CGRect) {
    drawView(text, in: rect)
  }

  /// Draws an image stretched to fill `rect`.
  ///
  /// ```swift
  /// context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 24, height: 24))
  /// ```
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    drawView(image.resizable(), in: rect)
  }

  /// Draws an image at its natural size with its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    drawView(image, at: point, anchor: anchor)
  }

  /// Calls `content` with a copy of this context, to draw a group of things with settings
  /// of their own.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    guard !filters.isEmpty else {
      var layer = self
      return try content(&layer)
    }
    // A filtered layer is one operation: drawn whole, then filtered and composited at this
    // context's opacity and blend mode.
    try perform { _ in
      var layer = self
      layer.filters = []
      layer.opacity = 1
      layer.blendMode = .normal
      try content(&layer)
    }
  }

  // MARK: Plumbing

  private func drawView<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    let node = target.node(for: view, environment: environment)
    let size = node.sizeThatFits(.unspecified)
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    place(node, in: CGRect(origin: origin, size: size))
  }

  private func drawView<V: View>(_ view: V, in rect: CGRect) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width >= 0, rect.height >= 0
    else { return }
    place(target.node(for: view, environment: environment), in: rect)
  }

  private func place(_ node: LayoutNode, in rect: CGRect) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
    perform { painter in
      node.place(at: .zero, proposal: ProposedViewSize(rect.size))
      node.finalizeFrames(parentOrigin: rect.origin, scale: painter.scale)
      painter.draw(node)
    }
  }

  /// Runs `body` with cairo set up for this context: its clips, its transform, and a group
  /// painted at its opacity and blend mode when those are not the plain ones.
  package func perform(_ body: (Painter) throws -> Void) rethrows {
    guard currentMap.isDrawable, opacity.isFinite, opacity > 0 else { return }
    let painter = target.painter
    let cairo = painter.cairo
    cairo_save(cairo)
    var base = target.baseMatrix
    cairo_set_matrix(cairo, &base)
    for clip in clips where clip.path.isFinite {
      painter.append(clip.path)
      cairo_set_fill_rule(cairo, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cairo)
    }
    let grouped = opacity < 1 || blendMode != .normal
    if grouped { cairo_push_group(cairo) }
    var matrix = cairo_matrix_t(
      xx: Double(currentMap.a), yx: Double(currentMap.b), xy: Double(currentMap.c), yy: Double(currentMap.d),
      x0: Double(currentMap.tx), y0: Double(currentMap.ty))
    cairo_transform(cairo, &matrix)
    if filters.isEmpty {
      do { try body(painter) } catch {
        endGroup(grouped, on: cairo)
        throw error
      }
    } else {
      cairo_push_group_with_content(cairo, CAIRO_CONTENT_COLOR_ALPHA)
      do { try body(painter) } catch {
        cairo_pattern_destroy(cairo_pop_group(cairo))
        endGroup(grouped, on: cairo)
        throw error
      }
      if let filtered = cairo_pop_group(cairo) {
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(filtered, &surface) == CAIRO_STATUS_SUCCESS, let surface {
          GraphicsFiltering.apply(filters, to: surface, scale: painter.scale, environment: environment)
        }
        cairo_set_source(cairo, filtered)
        cairo_pattern_destroy(filtered)
        cairo_paint(cairo)
      }
    }
    if grouped {
      cairo_pop_group_to_source(cairo)
      cairo_set_operator(cairo, blendMode.cairoOperator)
      cairo_paint_with_alpha(cairo, min(opacity, 1))
    }
    cairo_restore(cairo)
  }

  /// Leaves cairo as `perform` found it when drawing stopped with an error.
  private func endGroup(_ grouped: Bool, on cairo: OpaquePointer) {
    if grouped { cairo_pattern_destroy(cairo_pop_group(cairo)) }
    cairo_restore(cairo)
  }
}

/// The canvas a `GraphicsContext` draws on, shared by its copies.
final class GraphicsTarget {
  let painter: Painter
  /// Cairo's transform when the renderer was called: the canvas's top-leading corner.
  let baseMatrix: cairo_matrix_t
  private let context: ResolveContext

  init(painter: Painter, context: ResolveContext) {
    self.painter = painter
    self.context = context
    var matrix = cairo_matrix_t()
    cairo_get_matrix(painter.cairo, &matrix)
    baseMatrix = matrix
  }

  /// A view drawn inside the canvas, as one node.
  func node<V: View>(for view: V, environment: EnvironmentValues) -> LayoutNode {
    var context = context
    context.environment = environment
    return context.singleNode(for: view, joinedBy: .overlaid)
  }
}

nonisolated extension Path {
  /// Whether every point of the path is a finite number.
  package var isFinite: Bool {
    var finite = true
    forEach { element in
      switch element {
      case .move(let p), .line(let p): finite = finite && p.x.isFinite && p.y.isFinite
      case .quadCurve(let p, let c): finite = finite && p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
      case .curve(let p, let c1, let c2):
        finite = finite && [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
      case .closeSubpath: break
      }
    }
    return finite
  }
}
