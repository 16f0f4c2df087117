extension Gradient {
  /// The space a gradient's colours are mixed in, as iOS 18 names them.
  ///
  /// Both mix the colours' sRGB components here: `.perceptual` is accepted and drawn as
  /// `.device`.
  ///
  /// ```swift
  /// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
  ///              colors: [.red, .blue, .green, .yellow], colorSpace: .perceptual)
  /// ```
  public struct ColorSpace: Hashable, Sendable {
    let name: String

    /// The device's own colour space: sRGB components mixed directly.
    public static let device = ColorSpace(name: "device")
    /// A space where equal steps look equal.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}
