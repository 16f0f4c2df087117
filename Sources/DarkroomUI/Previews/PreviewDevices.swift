/// A device a preview is rendered on: its name as Xcode names simulators, its model
/// identifier, and its screen.
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
  /// The screen: size, safe area, scale.
  public var config: ViewImageConfig

  public init(name: String, modelIdentifier: String?, config: ViewImageConfig) {
    self.name = name
    self.modelIdentifier = modelIdentifier
    self.config = config
  }

  public static let iPhoneSE3 = PreviewDeviceSpec(
    name: "iPhone SE (3rd generation)", modelIdentifier: "iPhone14,6", config: .iPhoneSe3)
  public static let iPhone15 = PreviewDeviceSpec(name: "iPhone 15", modelIdentifier: "iPhone15,4", config: .iPhone15)
  public static let iPhone15Pro = PreviewDeviceSpec(name: "iPhone 15 Pro", modelIdentifier: "iPhone16,1", config: .iPhone15Pro)
  public static let iPhone15ProMax = PreviewDeviceSpec(
    name: "iPhone 15 Pro Max", modelIdentifier: "iPhone16,2", config: .iPhone15ProMax)
  public static let iPhone16ProMax = PreviewDeviceSpec(
    name: "iPhone 16 Pro Max", modelIdentifier: "iPhone17,2", config: .iPhone16ProMax)
  public static let iPadPro13 = PreviewDeviceSpec(
    name: "iPad Pro 13-inch (M4)", modelIdentifier: "iPad16,5", config: .iPadPro13)

  /// The devices previews can name with `.previewDevice(_:)`.
  public static let all: [PreviewDeviceSpec] = [.iPhoneSE3, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16ProMax, .iPadPro13]

  /// The device with this simulator name, if Darkroom knows it.
  public static func named(_ name: String) -> PreviewDeviceSpec? {
    all.first { $0.name == name }
  }
}
