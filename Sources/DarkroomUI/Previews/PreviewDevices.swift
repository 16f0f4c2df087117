/// A device a preview is rendered on: its name as Xcode names simulators, its model
/// identifier, and its screen (taken from one of the ``ViewImageConfig`` presets).
///
/// ```swift
/// let device = PreviewDeviceSpec.named("iPhone 15 Pro") ?? .iPhone15
/// device.modelIdentifier   // "iPhone16,1"
/// ```
public struct PreviewDeviceSpec: Sendable {
  /// The simulator name, recorded as the sidecar's `simulator.device_name`.
  public var name: String
  /// The hardware model, recorded as `simulator.model_identifier`; `nil` leaves it out.
  public var modelIdentifier: String?
  /// The screen in points, portrait.
  public var screen: CGSize
  /// The screen's safe area, portrait.
  public var safeArea: EdgeInsets
  /// Pixels per point.
  public var scale: CGFloat

  /// A device with the screen of `config`, under another name.
  public init(name: String, modelIdentifier: String?, config: ViewImageConfig) {
    self.name = name
    self.modelIdentifier = modelIdentifier
    screen = config.size ?? CGSize(width: 393, height: 852)
    safeArea = config.safeArea
    let scale = config.traits.displayScale
    self.scale = scale > 0 ? scale : SnapshotRendering.defaultScale
  }

  /// The device of a preset, named and identified as the preset says.
  public init(_ config: ViewImageConfig) {
    self.init(name: config.name ?? "Device", modelIdentifier: config.modelIdentifier, config: config)
  }

  public static let iPhoneSE3 = PreviewDeviceSpec(.iPhoneSe3)
  public static let iPhone15 = PreviewDeviceSpec(.iPhone15)
  public static let iPhone15Pro = PreviewDeviceSpec(.iPhone15Pro)
  public static let iPhone15ProMax = PreviewDeviceSpec(.iPhone15ProMax)
  public static let iPhone16Pro = PreviewDeviceSpec(.iPhone16Pro)
  public static let iPhone16ProMax = PreviewDeviceSpec(.iPhone16ProMax)
  public static let iPadPro11 = PreviewDeviceSpec(.iPadPro11)
  public static let iPadPro13 = PreviewDeviceSpec(.iPadPro13)

  /// The devices previews can name with `.previewDevice(_:)`.
  public static let all: [PreviewDeviceSpec] = [
    .iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax, .iPadPro11, .iPadPro13,
  ]

  /// The device with this simulator name, if Darkroom knows it.
  public static func named(_ name: String) -> PreviewDeviceSpec? {
    all.first { $0.name == name }
  }
}

extension PreviewRendering {
  /// Renders `view` on `device`'s screen (its width, when the preview sets no layout).
  ///
  /// ```swift
  /// let result = try PreviewRendering.render(AnyView(Badge()), layout: .sizeThatFits, device: .iPhone15)
  /// ```
  public static func render(
    _ view: AnyView, layout: PreviewLayout?, device: PreviewDeviceSpec, orientation: InterfaceOrientation? = nil,
    environment: EnvironmentValues = EnvironmentValues(), draw: Bool = true, collectsTexts: Bool = false,
    collectsAccessibility: Bool = false, accessibilityOverlay: Bool? = nil
  ) throws -> PreviewRenderResult {
    try render(
      view, layout: layout, screen: device.screen, safeArea: device.safeArea, scale: device.scale,
      orientation: orientation, environment: environment, draw: draw, collectsTexts: collectsTexts,
      collectsAccessibility: collectsAccessibility, accessibilityOverlay: accessibilityOverlay)
  }
}
