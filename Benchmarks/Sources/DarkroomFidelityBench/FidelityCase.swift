import DarkroomUI

/// One reference render the benchmark reproduces: the view written from the reference's
/// description, the canvas and traits its test used, and the reference's pixel size.
struct FidelityCase: Sendable {
  /// The reference's name: `sst-checked-sizethatfits`.
  let name: String
  let canvas: CaseCanvas
  let traits: CaseTraits
  /// The reference image's size in pixels, to print beside the render's.
  let referencePixels: (width: Int, height: Int)
  /// Makes the view to render.
  let view: @Sendable () -> AnyView

  init(
    _ name: String, canvas: CaseCanvas, traits: CaseTraits, reference: (Int, Int),
    view: @escaping @Sendable () -> AnyView
  ) {
    self.name = name
    self.canvas = canvas
    self.traits = traits
    referencePixels = reference
    self.view = view
  }
}
