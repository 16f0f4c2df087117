import DarkroomLocalization
import DarkroomStrings
import DarkroomUI
import Foundation

/// Renders one store screenshot: a screen in a language at a store size, bare or framed,
/// always exactly the store's pixel size and fully opaque (App Store Connect rejects PNGs
/// with an alpha channel).
///
/// ```swift
/// let shot = try ScreenshotRenderer.render(
///   ScreenshotScreen("home") { Home() }, language: "de", size: .iPhone69,
///   caption: ScreenshotCaption(title: "Alles im Blick"), framing: .framed(.standard), plan: plan)
/// shot.bitmap.width   // 1320
/// ```
@MainActor public enum ScreenshotRenderer {
  /// A rendered screenshot and the caption sizes chosen for it.
  public struct Rendered: Sendable {
    public var bitmap: Bitmap
    public var title: TitleFitter.Fitted?
    public var keyword: TitleFitter.Fitted?
  }

  /// Renders `screen` for `language` at `size`.
  ///
  /// - Parameters:
  ///   - strings: The app's catalogs, which the screen's own `Text` reads; `nil` leaves the
  ///     environment's source as it is.
  ///   - caption: The title and keyword already looked up for the language.
  /// - Throws: ``ScreenshotError/titleDoesNotFit(language:key:text:lines:minimumSize:)`` for a
  ///   title too long for its lines; whatever the screen's render throws.
  public static func render(
    _ screen: ScreenshotScreen, language: String, size: StoreDisplaySize, caption: ScreenshotCaption = ScreenshotCaption(),
    framing: ScreenshotPlan.Framing, plan: ScreenshotPlan, strings: StringCatalogSet? = nil,
    fitter: TitleFitter = TitleFitter()
  ) throws -> Rendered {
    let environment = self.environment(language: language, strings: strings)
    let statusBar = plan.showsStatusBar ? size.statusBarHeight : nil
    guard case .framed(let background) = framing else {
      let bare = try PreviewRendering.render(
        screen.makeView(), layout: .device, screen: size.device.screen, safeArea: size.device.safeArea, scale: size.scale,
        environment: environment, expandsScrollContent: false, statusBarHeight: statusBar, accessibilityOverlay: false)
      guard let screenBitmap = bare.bitmap else { throw ScreenshotError.invalidPlan("the screen '\(screen.name)' drew no image") }
      let shown = screenBitmap.topRows(size.pixelSize.height)
      return Rendered(bitmap: try checked(flattened(shown), size: size, name: screen.name))
    }
    let layout = FramedLayout(
      canvas: size.pointSize, hasKeyword: caption.keyword != nil, hasTitle: caption.title != nil,
      titleLines: plan.titleLines, titleSizes: plan.titleSizes)
    // The screen is laid out on the device's points and drawn straight at the resolution it
    // has inside the frame: its text is set for those pixels instead of shrunk from a
    // full-size image, and no four million pixels are resampled.
    let framedScreen = layout.screenSize(for: size.pointSize, isPad: size.isPad)
    let bare = try PreviewRendering.render(
      screen.makeView(), layout: .device, screen: size.device.screen, safeArea: size.device.safeArea,
      scale: size.scale * framedScreen.width / size.device.screen.width, environment: environment,
      expandsScrollContent: false, statusBarHeight: statusBar, accessibilityOverlay: false)
    guard let rendered = bare.bitmap else { throw ScreenshotError.invalidPlan("the screen '\(screen.name)' drew no image") }
    let screenBitmap = rendered.topRows(Int((size.device.screen.height * CGFloat(rendered.scale)).rounded()))
    let keyword = try caption.keyword.map {
      try fitter.fit(
        $0.text, language: language, key: $0.key, width: layout.columnWidth, lines: 1, sizes: layout.keywordSizeRange,
        maxHeight: layout.keywordHeight, weight: .semibold)
    }
    let title = try caption.title.map {
      try fitter.fit(
        $0.text, language: language, key: $0.key, width: layout.columnWidth, lines: plan.titleLines,
        sizes: layout.titleSizeRange, maxHeight: layout.titleHeight)
    }
    let framed = FramedScreenshot(
      screen: screenBitmap,
      screenSize: CGSize(width: CGFloat(screenBitmap.width) / size.scale, height: CGFloat(screenBitmap.height) / size.scale),
      size: size, background: background, keyword: keyword, title: title, layout: layout)
    let result = try PreviewRendering.render(
      AnyView(framed), layout: .fixed(width: size.pointSize.width, height: size.pointSize.height), screen: size.pointSize,
      safeArea: EdgeInsets(), scale: size.scale, environment: environment, accessibilityOverlay: false)
    guard let bitmap = result.bitmap else { throw ScreenshotError.invalidPlan("the framed screen '\(screen.name)' drew no image") }
    return Rendered(bitmap: try checked(flattened(bitmap), size: size, name: screen.name), title: title, keyword: keyword)
  }

  /// The environment of a language: its locale, its direction, and the app's strings.
  public static func environment(language: String, strings: StringCatalogSet?) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: language)
    environment.layoutDirection = TitleScript.forLanguage(language).isRightToLeft ? .rightToLeft : .leftToRight
    if let strings { environment.localizedStringSource = strings }
    return environment
  }

  /// The bitmap with every pixel opaque: any see-through pixel is laid on white, as the
  /// store would show it, so the PNG is written without an alpha channel.
  public static func flattened(_ bitmap: Bitmap) -> Bitmap {
    guard !bitmap.isOpaque else { return bitmap }
    var bytes = bitmap.bytes
    var index = 0
    while index < bytes.count {
      let alpha = Int(bytes[index + 3])
      if alpha != 255 {
        for channel in 0..<3 { bytes[index + channel] = UInt8((Int(bytes[index + channel]) * alpha + 255 * (255 - alpha) + 127) / 255) }
        bytes[index + 3] = 255
      }
      index += 4
    }
    return Bitmap(width: bitmap.width, height: bitmap.height, scale: bitmap.scale, bytes: bytes)
  }

  /// The bitmap, once it is known to be the store's size (a wrong size would be rejected
  /// at upload, far from its cause).
  static func checked(_ bitmap: Bitmap, size: StoreDisplaySize, name: String) throws(ScreenshotError) -> Bitmap {
    let expected = size.pixelSize
    guard bitmap.width == expected.width, bitmap.height == expected.height else {
      throw .wrongPixelSize(
        file: "\(size.deviceName)-\(name).png", expected: "\(expected.width)×\(expected.height)",
        actual: "\(bitmap.width)×\(bitmap.height)")
    }
    return bitmap
  }
}

extension Bitmap {
  /// The top `count` rows: what a device's screen shows of a view taller than itself (such a
  /// view makes the render's canvas grow).
  func topRows(_ count: Int) -> Bitmap {
    guard count > 0, count < height else { return self }
    return Bitmap(width: width, height: count, scale: scale, bytes: Array(bytes.prefix(width * 4 * count)))
  }
}
