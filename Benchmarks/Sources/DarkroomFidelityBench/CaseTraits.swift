import DarkroomUI

/// The traits a case is rendered with, as the reference's test set them: scale, appearance,
/// text size, layout direction and, for a device screen, its size classes.
struct CaseTraits: Sendable {
  enum Appearance: String, Sendable { case light, dark }
  enum ContentSize: String, Sendable { case medium, large }
  enum Direction: String, Sendable { case leftToRight, rightToLeft }
  enum SizeClass: String, Sendable { case compact, regular }

  var scale: CGFloat
  var appearance: Appearance = .light
  var contentSize: ContentSize = .large
  var direction: Direction = .leftToRight
  /// Horizontal and vertical size classes; `nil` leaves the environment's.
  var sizeClasses: (horizontal: SizeClass, vertical: SizeClass)?

  /// The traits as the image strategy takes them.
  var traitCollection: UITraitCollection {
    var traits = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light),
      UITraitCollection(preferredContentSizeCategory: contentSize == .medium ? .medium : .large),
      UITraitCollection(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
    ])
    if let sizeClasses {
      traits = UITraitCollection(traitsFrom: [
        traits, UITraitCollection(horizontalSizeClass: sizeClasses.horizontal.uiSizeClass),
        UITraitCollection(verticalSizeClass: sizeClasses.vertical.uiSizeClass),
      ])
    }
    return traits
  }

  /// The traits as the case's JSON sidecar records them (`traits.scale` is what the
  /// comparison reads).
  var json: [String: Any] {
    var json: [String: Any] = [
      "scale": Double(scale), "appearance": appearance.rawValue, "contentSize": contentSize.rawValue,
      "layoutDirection": direction.rawValue,
    ]
    if let sizeClasses {
      json["horizontalSizeClass"] = sizeClasses.horizontal.rawValue
      json["verticalSizeClass"] = sizeClasses.vertical.rawValue
    }
    return json
  }
}

extension CaseTraits.SizeClass {
  var uiSizeClass: UIUserInterfaceSizeClass { self == .compact ? .compact : .regular }
}
