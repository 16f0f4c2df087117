import Darkroom
import DarkroomFiles
import DarkroomImage
import DarkroomUI

/// What is done with one preview: rendered and exported, or only laid out.
enum PreviewWork {
  /// The device a preview renders on: the one it names, if Darkroom knows it, else the run's.
  static func device(for preview: PreviewSnapshot, default fallback: PreviewDeviceSpec) -> PreviewDeviceSpec {
    preview.attributes.device.flatMap { PreviewDeviceSpec.named($0.rawValue) } ?? fallback
  }

  /// Renders `preview` (only its layout when `draw` is false).
  static func render(_ preview: PreviewSnapshot, device: PreviewDeviceSpec, draw: Bool) throws -> PreviewRenderResult {
    if let reason = preview.listingFailure { throw PreviewListingError(container: preview.containerName, reason: reason) }
    return try PreviewRendering.render(
      preview.makeView(), layout: preview.layout, device: device, orientation: preview.orientation, draw: draw)
  }

  /// Renders `preview` and writes `<fileName>.png` and `<fileName>.json` into `directory`,
  /// each through a temporary file and a rename.
  static func export(_ preview: PreviewSnapshot, to directory: String, options: PreviewRunOptions) throws {
    let device = device(for: preview, default: options.device)
    let result = try render(preview, device: device, draw: true)
    let sidecar = Sidecar.make(
      for: preview, preferences: result.preferences, preferredColorScheme: result.preferredColorScheme, device: device,
      testName: options.testName)
    if let bitmap = result.bitmap {
      try FileBytes.writeAtomically(PNG.encode(bitmap, .fast), to: "\(directory)/\(preview.fileName).png")
    }
    try FileBytes.writeAtomically(Array(sidecar.json().utf8), to: "\(directory)/\(preview.fileName).json")
    if options.galleryDarkCopies {
      var dark = EnvironmentValues()
      dark.colorScheme = .dark
      let copy = try PreviewRendering.render(
        preview.makeView(), layout: preview.layout, device: device, orientation: preview.orientation, environment: dark)
      if let bitmap = copy.bitmap {
        try FileBytes.createFolders("\(directory)/gallery")
        try FileBytes.writeAtomically(PNG.encode(bitmap, .fast), to: "\(directory)/gallery/\(preview.fileName).dark.png")
      }
    }
  }
}
