import Synchronization

/// An element's number badge, drawn once and then stamped wherever an overlay shows it.
///
/// A badge drawn afresh costs a text layout and a small rounded shape, tens of microseconds,
/// and an overlay shows two for every element: one on its box and one in the legend. The
/// stamp is the same drawing, kept as an image at the render's scale.
struct NumberStamp {
  /// The badge's pixels, at the scale it was drawn for.
  let image: Image
  /// The size the badge takes in a layout, in points (the image may be a fraction of a
  /// pixel larger: it keeps the badge's partly covered edge).
  let size: CGSize
  /// The badge's first baseline, in points from its top.
  let baseline: CGFloat

  /// The badge as a view the size ``NumberBadge`` takes, on its baseline.
  var view: some View {
    image
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .alignmentGuide(.firstTextBaseline) { _ in baseline }
  }
}

/// The stamps of every badge drawn so far in this process. A stamp depends on nothing but
/// its key, so a kept one has the pixels a new drawing would have.
enum NumberStamps {
  /// What a badge looks like: its number, its colour's place in the overlay's palette, its
  /// text size, whether it is the box's translucent kind, and the drawing's scale.
  struct Key: Hashable {
    var number: Int
    var swapsRedAndBlue: Bool
    var size: CGFloat
    var translucent: Bool
    var scale: CGFloat
  }

  /// Enough for every badge of a few hundred elements at a few scales; past it the stamps
  /// are dropped and drawn again.
  private static let limit = 2048
  private static let kept = Mutex<[Key: NumberStamp]>([:])

  /// The stamp for `key`, drawn with `engine` the first time it is asked for.
  ///
  /// - Throws: ``RenderError`` when the badge cannot be drawn.
  static func stamp(_ key: Key, engine: TextEngine) throws -> NumberStamp {
    if let stamp = kept.withLock({ $0[key] }) { return stamp }
    let stamp = try draw(key, engine: engine)
    kept.withLock { stamps in
      if stamps.count >= limit { stamps.removeAll() }
      stamps[key] = stamp
    }
    return stamp
  }

  private static func draw(_ key: Key, engine: TextEngine) throws -> NumberStamp {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: key.scale, environment: environment, background: nil)
    let color = AccessibilityOverlay.color(forNumber: key.number, swappingRedAndBlue: key.swapsRedAndBlue)
    // The box's badge lets a little of the element show through, so that it covers less.
    let badge = NumberBadge(
      number: key.number, color: key.translucent ? color.opacity(0.9) : color,
      foreground: key.translucent ? Color.white.opacity(0.9) : .white, size: key.size)
    let laidOut = RenderLayout.layOut(badge, request, engine: engine)
    try laidOut.session.checkResolved()
    let bitmap = try RenderLayout.draw(laidOut, request)
    let size = laidOut.root.sizeThatFits(.unspecified)
    let baseline = laidOut.root.dimensions(for: .unspecified)[VerticalAlignment.firstTextBaseline]
    return NumberStamp(image: Image(bitmap: bitmap, scale: key.scale).interpolation(.none), size: size, baseline: baseline)
  }
}

/// An element's number, white on its colour.
nonisolated struct NumberBadge: View {
  let number: Int
  let color: Color
  var foreground: Color = .white
  let size: CGFloat

  var body: some View {
    Text(verbatim: "\(number)")
      .font(.system(size: size, weight: .bold))
      .monospacedDigit()
      .foregroundColor(foreground)
      .padding(.horizontal, size * 0.3)
      .frame(minWidth: size * 2, minHeight: size * 1.6)
      .background(color, in: RoundedRectangle(cornerRadius: size * 0.4, style: .continuous))
  }
}
