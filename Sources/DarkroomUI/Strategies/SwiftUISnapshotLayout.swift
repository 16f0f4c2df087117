/// The space a view is rendered in for a snapshot.
///
/// ```swift
/// assertSnapshot(of: badge, as: .image(layout: .fixed(width: 180, height: 60)))
/// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone15Pro)))
/// assertSnapshot(of: row, as: .image(layout: .sizeThatFits))
/// ```
public enum SwiftUISnapshotLayout: Sendable {
  /// A device's screen: its size, scale and traits; the view is laid out inside the safe
  /// area on the screen's background.
  case device(config: ViewImageConfig)
  /// A canvas of this size in points; the view is offered it and centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// A canvas of the view's ideal size.
  case sizeThatFits
}

