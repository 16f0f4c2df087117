nonisolated extension Snapshotting where Value: View, Format == Bitmap {
  /// Snapshots a view as an image of its ideal size at 2x on the light background.
  ///
  /// ```swift
  /// assertSnapshot(of: StatusBadge(title: "Connected"), as: .image)
  /// ```
  public static var image: Snapshotting {
    .image()
  }

  /// Snapshots a view as a PNG reference, compared pixel by pixel.
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: badge,
  ///   as: .image(layout: .fixed(width: 180, height: 60), traits: UITraitCollection(userInterfaceStyle: .dark))
  /// )
  /// ```
  ///
  /// The canvas is filled with the background of the final colour scheme (white or black),
  /// as a hosting controller's view is. Renders are the same on every machine, so the
  /// default `precision` and `perceptualPrecision` of 1 (exact) are the right ones.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; there is no window.
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel must be to match (1 = exactly equal).
  ///   - layout: The space the view is rendered in.
  ///   - traits: Appearance, text size, layout direction, scale (2 unless given) and locale.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
  ) -> Snapshotting {
    erasedPullback(SimplySnapshotting<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)) {
      try SnapshotRendering.bitmap(of: $0, layout: layout, traits: traits)
    }
  }
}

nonisolated extension Snapshotting where Value: View, Format == String {
  /// Snapshots a view's laid-out tree as text: view kinds, frames in points and text,
  /// one node a line. It does not depend on anti-aliasing or glyph pixels, so it reads well
  /// in a code review.
  ///
  /// ```swift
  /// assertSnapshot(of: SettingsRow(), as: .layout)
  /// ```
  public static var layout: Snapshotting {
    .layout()
  }

  /// Snapshots a view's laid-out tree as text, in a given layout and traits.
  ///
  /// ```swift
  /// assertSnapshot(of: screen, as: .layout(.device(config: .iPhone15), traits: UITraitCollection(layoutDirection: .rightToLeft)))
  /// ```
  public static func layout(_ layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init())
    -> Snapshotting
  {
    erasedPullback(SimplySnapshotting<String>.lines) {
      try SnapshotRendering.description(of: $0, layout: layout, traits: traits)
    }
  }
}

/// A strategy for values of any type, made from one for its format by a transformation that
/// sees the value as `Any`. The view strategies use it so that their closures hold no
/// conformance of the view type: a view is found again at run time, and every view type,
/// opaque `some View` types included, can be snapshotted from any thread.
private func erasedPullback<Value, Format>(
  _ strategy: Snapshotting<Format, Format>, _ transform: @escaping @Sendable (Any) throws -> Format
) -> Snapshotting<Value, Format> {
  strategy.pullback { (value: Value) in try transform(value) }
}
