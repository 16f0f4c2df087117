import DarkroomUI

/// A device drawn around a rendered screen: a rounded dark body, a bezel, the screen's own
/// rounded corners and side buttons. Drawn with the view layer rather than from artwork, so
/// every store size has a frame and the result is the same on every machine.
///
/// ```swift
/// DeviceFrame(screen: bitmap, screenSize: CGSize(width: 300, height: 652), screenCornerRadius: 42, isPad: false)
/// ```
struct DeviceFrame: View {
  let screen: Bitmap
  /// The screen's size in points inside the frame.
  let screenSize: CGSize
  let screenCornerRadius: CGFloat
  let isPad: Bool
  /// Points of the device's own screen per point of the framed screen's, for the parts of
  /// the device drawn at their real size.
  var deviceScale: CGFloat = 1
  /// Whether to draw a Dynamic Island over the screen, at the top (at the leading edge in
  /// landscape).
  var hasDynamicIsland = false
  /// The Dynamic Island's size on the device in portrait, in points.
  nonisolated static let dynamicIsland = CGSize(width: 126, height: 37)
  /// How far the Dynamic Island sits from the screen's edge, in points.
  nonisolated static let dynamicIslandInset: CGFloat = 11

  /// The bezel's width as a share of the screen's shorter side.
  nonisolated static func bezelRatio(isPad: Bool) -> CGFloat { isPad ? 0.028 : 0.035 }
  /// How far the buttons stand out of the body, as a share of the bezel.
  nonisolated static let buttonDepth: CGFloat = 0.45

  var bezel: CGFloat { min(screenSize.width, screenSize.height) * DeviceFrame.bezelRatio(isPad: isPad) }
  var bodySize: CGSize { CGSize(width: screenSize.width + 2 * bezel, height: screenSize.height + 2 * bezel) }
  /// A square-cornered screen (the 5.5" iPhones) still sits in a rounded body.
  var bodyCornerRadius: CGFloat { max(screenCornerRadius + bezel, bezel * 3) }

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: bodyCornerRadius, style: .continuous)
        .fill(Color(red: 0.11, green: 0.11, blue: 0.12))
      RoundedRectangle(cornerRadius: bodyCornerRadius - bezel * 0.35, style: .continuous)
        .stroke(Color(white: 0.32), lineWidth: bezel * 0.12)
        .padding(bezel * 0.3)
      Image(bitmap: screen)
        .resizable()
        .interpolation(.high)
        .frame(width: screenSize.width, height: screenSize.height)
        .clipShape(RoundedRectangle(cornerRadius: screenCornerRadius, style: .continuous))
      if hasDynamicIsland { island }
    }
    .frame(width: bodySize.width, height: bodySize.height)
    .overlay(alignment: .topLeading) { buttons(onLeading: true) }
    .overlay(alignment: .topTrailing) { buttons(onLeading: false) }
    // A device's buttons do not swap sides in a right-to-left language.
    .environment(\.layoutDirection, .leftToRight)
  }

  /// The pill over the top of the screen, as the device shows it (black in every appearance).
  private var island: some View {
    let landscape = screenSize.width > screenSize.height
    let length = DeviceFrame.dynamicIsland.width * deviceScale
    let thickness = DeviceFrame.dynamicIsland.height * deviceScale
    let inset = DeviceFrame.dynamicIslandInset * deviceScale
    return Capsule()
      .fill(Color.black)
      .frame(width: landscape ? thickness : length, height: landscape ? length : thickness)
      .padding(landscape ? .leading : .top, inset)
      .frame(width: screenSize.width, height: screenSize.height, alignment: landscape ? .leading : .top)
  }

  /// Volume buttons on the left, the side button on the right (the top edge on iPads,
  /// which have no side buttons along the long edges worth showing).
  @ViewBuilder private func buttons(onLeading: Bool) -> some View {
    let depth = bezel * DeviceFrame.buttonDepth
    let height = bodySize.height
    if !isPad {
      let lengths: [(top: CGFloat, length: CGFloat)] =
        onLeading ? [(0.18, 0.05), (0.26, 0.09), (0.37, 0.09)] : [(0.28, 0.13)]
      ZStack(alignment: .topLeading) {
        ForEach(0..<lengths.count, id: \.self) { index in
          RoundedRectangle(cornerRadius: depth / 2)
            .fill(Color(red: 0.17, green: 0.17, blue: 0.18))
            .frame(width: depth * 2, height: height * lengths[index].length)
            .offset(y: height * lengths[index].top)
        }
      }
      .offset(x: onLeading ? -depth : depth)
    } else if !onLeading {
      RoundedRectangle(cornerRadius: depth / 2)
        .fill(Color(red: 0.17, green: 0.17, blue: 0.18))
        .frame(width: bodySize.width * 0.06, height: depth * 2)
        .offset(x: -bodySize.width * 0.08, y: -depth)
    }
  }
}
