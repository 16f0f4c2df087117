import DarkroomUI

/// The space a case's view is rendered in, as its reference was.
enum CaseCanvas: Sendable {
  /// A canvas of this size in points; the view is centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// A device screen: its size and safe area; the view is laid out inside the safe area.
  case device(name: String, width: CGFloat, height: CGFloat, safeArea: EdgeInsets)
  /// A canvas of the view's ideal size.
  case sizeThatFits
  /// A canvas this wide, as tall as the view is at that width.
  case fittedHeight(width: CGFloat)

  /// How the sidecar names the canvas: `fixed(200×100)`, `sizeThatFits`, …
  var description: String {
    switch self {
    case .fixed(let width, let height): "fixed(\(points(width))×\(points(height)))"
    case .device(let name, let width, let height, let safeArea):
      "device(\(name), \(points(width))×\(points(height)), safe area top \(points(safeArea.top)) "
        + "leading \(points(safeArea.leading)) bottom \(points(safeArea.bottom)) trailing \(points(safeArea.trailing)))"
    case .sizeThatFits: "sizeThatFits"
    case .fittedHeight(let width): "width(\(points(width))), fitted height"
    }
  }

  /// The strategy's layout for this canvas. A fitted height is the view at a fixed width
  /// with nothing proposed for its height: `.sizeThatFits` of the view framed to that width.
  func snapshotLayout(traits: UITraitCollection) -> SwiftUISnapshotLayout {
    switch self {
    case .fixed(let width, let height): .fixed(width: width, height: height)
    case .device(_, let width, let height, let safeArea):
      .device(config: ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits))
    case .sizeThatFits, .fittedHeight: .sizeThatFits
    }
  }

  /// The view as the canvas offers it: framed to the width when only the width is given.
  func prepared(_ view: AnyView) -> AnyView {
    if case .fittedHeight(let width) = self { return AnyView(view.frame(width: width)) }
    return view
  }

  /// The render's size in whole pixels where the canvas fixes it; `nil` where the view's
  /// own size decides.
  func expectedPixels(scale: CGFloat) -> (width: Int?, height: Int?) {
    func pixels(_ points: CGFloat) -> Int { Int((points * scale - 0.001).rounded(.up)) }
    switch self {
    case .fixed(let width, let height), .device(_, let width, let height, _): return (pixels(width), pixels(height))
    case .fittedHeight(let width): return (pixels(width), nil)
    case .sizeThatFits: return (nil, nil)
    }
  }
}

/// A number of points without a needless `.0`.
func points(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
}
