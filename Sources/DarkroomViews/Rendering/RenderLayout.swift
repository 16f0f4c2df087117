/// What a render is asked for: the size to lay out in, the scale, the environment, and
/// what fills the canvas behind the view.
package struct RenderRequest {
  package enum Sizing {
    /// The canvas has this size in points; the view is offered it and centred in it.
    case fixed(CGSize)
    /// A screen of this size in points, which grows taller when the view is taller (an
    /// expanded scroll view).
    case screen(CGSize)
    /// The view is offered this proposal and the canvas takes the view's size.
    case fitting(ProposedViewSize)
  }

  package var sizing: Sizing
  package var scale: CGFloat
  package var environment: EnvironmentValues
  /// `nil` leaves the canvas transparent; otherwise the colour for the final colour scheme.
  package var background: ((ColorScheme) -> RGBA)?

  package init(sizing: Sizing, scale: CGFloat, environment: EnvironmentValues, background: ((ColorScheme) -> RGBA)?) {
    self.sizing = sizing
    self.scale = scale
    self.environment = environment
    self.background = background
  }
}

/// A laid-out view tree: the root node with final frames, and the canvas it sits on.
struct LaidOutView {
  let root: LayoutNode
  /// The canvas size in points.
  let canvasSize: CGSize
  let scale: CGFloat
  let colorScheme: ColorScheme
  /// Keeps the borrowed text engine's objects alive no longer than the layout.
  let session: RenderSession
  /// The strings `String(localized:)` produced while the views were resolved.
  let strings: RenderStrings

  /// The canvas size in whole pixels; a size that is not finite, or too large, throws.
  func pixelSize() throws(RenderError) -> (width: Int, height: Int) {
    try RenderError.pixelSize(of: canvasSize, scale: scale)
  }
}

package enum RenderLayout {
  /// Turns a view into nodes, sizes and places them.
  ///
  /// Resolution runs twice when `.preferredColorScheme` asks for a scheme other than the
  /// environment's: a preferred scheme applies to the whole render, from the root.
  ///
  /// `String(localized:)` called while the views are resolved and placed resolves for this
  /// render's environment, and the strings it produces are remembered for the text facts.
  static func layOut<Content: View>(_ view: Content, _ request: RenderRequest, engine: TextEngine) -> LaidOutView {
    let strings = RenderStrings(environment: request.environment)
    return RenderStrings.$current.withValue(strings) {
      layOut(view, request, engine: engine, strings: strings)
    }
  }

  private static func layOut<Content: View>(
    _ view: Content, _ request: RenderRequest, engine: TextEngine, strings: RenderStrings
  ) -> LaidOutView {
    var environment = request.environment
    environment.displayScale = request.scale
    if case .screen(let size) = request.sizing { environment.screenSize = size }
    // A fixed canvas cannot grow, so a scroll view (a list, a form) keeps the canvas's size
    // and shows the top of its content, as in a hosting view of that size.
    if case .fixed = request.sizing { environment.expandsScrollContent = false }
    var session = RenderSession(text: engine)
    var root = ResolveContext(environment: environment, stackAxis: nil, session: session)
      .singleNode(for: view, joinedBy: .vertical)
    if let preferred = session.preferredColorScheme, preferred != environment.colorScheme {
      environment.colorScheme = preferred
      session = RenderSession(text: engine)
      root = ResolveContext(environment: environment, stackAxis: nil, session: session)
        .singleNode(for: view, joinedBy: .vertical)
    }
    root = PresentationHost.presenting(
      over: root, in: ResolveContext(environment: environment, stackAxis: nil, session: session))
    session.root = root

    let canvasSize: CGSize
    switch request.sizing {
    case .fixed(let size):
      let proposal = ProposedViewSize(size)
      let viewSize = root.sizeThatFits(proposal)
      // Like a hosting view, the canvas centres a view smaller or larger than itself.
      let origin = CGPoint(x: (size.width - viewSize.width) / 2, y: (size.height - viewSize.height) / 2)
      root.place(at: origin, proposal: proposal)
      canvasSize = size
    case .screen(let size):
      let proposal = ProposedViewSize(size)
      let viewSize = root.sizeThatFits(proposal)
      canvasSize = CGSize(width: size.width, height: max(size.height, viewSize.height))
      root.place(at: CGPoint(x: (size.width - viewSize.width) / 2, y: 0), proposal: ProposedViewSize(canvasSize))
    case .fitting(let proposal):
      let viewSize = root.sizeThatFits(proposal)
      root.place(at: .zero, proposal: proposal)
      canvasSize = CGSize(width: max(viewSize.width, 0), height: max(viewSize.height, 0))
    }
    root.finalizeFrames(parentOrigin: .zero, scale: request.scale)
    return LaidOutView(
      root: root, canvasSize: canvasSize, scale: request.scale, colorScheme: environment.colorScheme, session: session,
      strings: strings)
  }

  /// Lays a view out and draws it into a bitmap.
  package static func render<Content: View>(_ view: Content, _ request: RenderRequest) throws -> Bitmap {
    guard request.scale.isFinite, request.scale > 0 else { throw RenderError.invalidScale(request.scale) }
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
      let laidOut = layOut(view, request, engine: engine)
      try laidOut.session.checkResolved()
      return try draw(laidOut, request)
      }
    }
  }

  /// Draws a laid-out view on the request's background, into a bitmap of its pixel size.
  static func draw(_ laidOut: LaidOutView, _ request: RenderRequest) throws -> Bitmap {
    let (width, height) = try laidOut.pixelSize()
    return try PixelBufferPool.shared.withBuffer(byteCount: PixelCanvas.bytesPerRow(width: width) * height) { memory in
      let canvas = try PixelCanvas(pixelWidth: width, pixelHeight: height, scale: request.scale, memory: memory)
      canvas.fill(with: request.background?(laidOut.colorScheme) ?? .clear)
      Painter(cairo: canvas.cairo, scale: request.scale).draw(laidOut.root)
      return canvas.makeBitmap()
    }
  }

  /// Lays a view out and describes the laid-out tree.
  package static func describe<Content: View>(_ view: Content, _ request: RenderRequest) throws -> String {
    try withLayout(view, request) { LayoutDescription($0).text }
  }

  /// Lays a view out, without drawing it, and reads what `body` needs from the result.
  static func withLayout<Content: View, Result>(
    _ view: Content, _ request: RenderRequest, _ body: (LaidOutView) -> Result
  ) throws -> Result {
    try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
        let laidOut = layOut(view, request, engine: engine)
        try laidOut.session.checkResolved()
        return body(laidOut)
      }
    }
  }
}
