/// How a preview is laid out, as SwiftUI's `PreviewLayout`.
///
/// ```swift
/// Badge().previewLayout(.sizeThatFits)
/// Badge().previewLayout(.fixed(width: 320, height: 120))
/// ```
public enum PreviewLayout: Sendable, Hashable {
  /// On the preview device's screen (the default).
  case device
  /// At the view's ideal size.
  case sizeThatFits
  /// On a canvas of this size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, named as Xcode names simulators.
///
/// ```swift
/// Screen().previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
/// Screen().previewDevice("iPhone SE (3rd generation)")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of the preview device, as SwiftUI's `InterfaceOrientation`.
///
/// ```swift
/// Screen().previewInterfaceOrientation(.landscapeLeft)
/// ```
public struct InterfaceOrientation: Sendable, Hashable, CustomStringConvertible {
  /// The name recorded in sidecars: `portrait`, `landscapeLeft`, …
  public let name: String
  public var isLandscape: Bool { name.hasPrefix("landscape") }
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
  public var description: String { name }
}

/// A trait of a `#Preview`: its layout or its orientation.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) { Badge() }
/// ```
public struct PreviewTrait: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
  }
  let kind: Kind

  /// The view at its ideal size.
  public static let sizeThatFitsLayout = PreviewTrait(kind: .layout(.sizeThatFits))
  /// The view on the device's screen.
  public static let defaultLayout = PreviewTrait(kind: .layout(.device))
  /// The view on a canvas of this size in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
  }
  public static let portrait = PreviewTrait(kind: .orientation(.portrait))
  public static let portraitUpsideDown = PreviewTrait(kind: .orientation(.portraitUpsideDown))
  public static let landscapeLeft = PreviewTrait(kind: .orientation(.landscapeLeft))
  public static let landscapeRight = PreviewTrait(kind: .orientation(.landscapeRight))

  /// The layout this trait sets, if it is a layout trait.
  public var layout: PreviewLayout? {
    if case .layout(let layout) = kind { return layout }
    return nil
  }
  /// The orientation this trait sets, if it is an orientation trait.
  public var orientation: InterfaceOrientation? {
    if case .orientation(let orientation) = kind { return orientation }
    return nil
  }
}

/// What the preview modifiers set on one view: its display name, layout, device and
/// orientation. Read from the view's structure, without evaluating any `body`.
public struct PreviewAttributes: Sendable, Hashable {
  public var displayName: String?
  public var layout: PreviewLayout?
  public var device: PreviewDevice?
  public var orientation: InterfaceOrientation?

  public init(
    displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
    orientation: InterfaceOrientation? = nil
  ) {
    self.displayName = displayName
    self.layout = layout
    self.device = device
    self.orientation = orientation
  }

  /// These attributes where set, the others' elsewhere.
  func merged(over outer: PreviewAttributes) -> PreviewAttributes {
    PreviewAttributes(
      displayName: displayName ?? outer.displayName, layout: layout ?? outer.layout,
      device: device ?? outer.device, orientation: orientation ?? outer.orientation)
  }
}
