import DarkroomUI

/// A framed store screenshot as a view: the background, the keyword and title in the
/// language's script and direction, and the rendered screen inside a drawn device. It is
/// laid out on the store size's canvas and rendered by the same renderer as the screens.
///
/// ```swift
/// let view = FramedScreenshot(screen: bitmap, screenSize: CGSize(width: 300, height: 652), size: .iPhone69,
///                             background: .standard, keyword: nil, title: fitted, layout: layout)
/// ```
struct FramedScreenshot: View {
  let screen: Bitmap
  /// The screen's size inside the device, in points: the bitmap's own, so it is drawn pixel
  /// for pixel.
  let screenSize: CGSize
  let size: StoreDisplaySize
  let background: ScreenshotBackground
  let keyword: TitleFitter.Fitted?
  let title: TitleFitter.Fitted?
  let layout: FramedLayout

  var body: some View {
    let frameScale = screenSize.width / size.pointSize.width
    ZStack(alignment: .top) {
      background.view
      VStack(spacing: layout.gap) {
        if title != nil || keyword != nil {
          VStack(spacing: layout.gap * 0.3) {
            if let keyword { caption(keyword, opacity: 0.8) }
            if let title { caption(title, opacity: 1) }
          }
          .frame(width: layout.columnWidth, height: layout.captionHeight, alignment: .bottom)
        }
        DeviceFrame(
          screen: screen, screenSize: screenSize, screenCornerRadius: size.screenCornerRadius * frameScale, isPad: size.isPad,
          deviceScale: frameScale, hasDynamicIsland: size.hasDynamicIsland)
      }
      .padding(.top, layout.top)
    }
    .frame(width: layout.canvas.width, height: layout.canvas.height)
  }

  /// One caption line set at its fitted size, with every line it needs (it was measured to
  /// fit, so no limit can cut it), in its script's direction.
  private func caption(_ fitted: TitleFitter.Fitted, opacity: Double) -> some View {
    Text(verbatim: fitted.text)
      .font(fitted.script.font(size: fitted.size, weight: fitted.weight))
      .foregroundColor(background.textColor.opacity(opacity))
      .multilineTextAlignment(.center)
      .fixedSize(horizontal: false, vertical: true)
      .frame(width: layout.columnWidth)
      .environment(\.layoutDirection, fitted.script.isRightToLeft ? .rightToLeft : .leftToRight)
  }
}
