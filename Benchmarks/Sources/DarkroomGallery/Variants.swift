import DarkroomViews

/// One way of showing a component: appearance, text size and writing direction.
struct Variant {
  let colorScheme: ColorScheme
  let textSize: DynamicTypeSize
  let layoutDirection: LayoutDirection

  static let all: [Variant] = {
    var variants: [Variant] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      for scheme in [ColorScheme.light, .dark] {
        for size in [DynamicTypeSize.xSmall, .large, .accessibility2] {
          variants.append(Variant(colorScheme: scheme, textSize: size, layoutDirection: direction))
        }
      }
    }
    return variants
  }()

  var copy: Copy { layoutDirection == .rightToLeft ? .arabic : .english }

  /// `dark-large-rtl`, for file names.
  var slug: String {
    "\(colorScheme == .dark ? "dark" : "light")-\(textSize)-\(layoutDirection == .rightToLeft ? "rtl" : "ltr")"
  }

  /// "Dark · accessibility2 · right to left", for people.
  var title: String {
    "\(colorScheme == .dark ? "Dark" : "Light") · \(textSize) · \(layoutDirection == .rightToLeft ? "right to left" : "left to right")"
  }

  /// Renders a component in this variant at 2x on the appearance's background.
  func render(_ component: Component) throws -> Bitmap {
    let renderer = ImageRenderer(content: component.make(copy).padding().frame(width: component.width))
    renderer.scale = 2
    renderer.isOpaque = true
    renderer.environment.colorScheme = colorScheme
    renderer.environment.dynamicTypeSize = textSize
    renderer.environment.layoutDirection = layoutDirection
    renderer.environment.locale = Locale(identifier: layoutDirection == .rightToLeft ? "ar" : "en_US")
    return try renderer.render()
  }
}
