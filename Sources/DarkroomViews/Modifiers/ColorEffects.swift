nonisolated extension View {
  /// Removes `amount` of the view's colour, 0 keeping it and 1 leaving shades of gray.
  ///
  /// ```swift
  /// Image(bitmap: photo).grayscale(1)
  /// ```
  public func grayscale(_ amount: Double) -> some View {
    colorMatrix(.saturation(1 - min(max(amount.isFinite ? amount : 0, 0), 1), name: "grayscale"))
  }

  /// Multiplies the view's saturation by `amount`: 0 is gray, 1 unchanged, more vivid above.
  ///
  /// ```swift
  /// Color.red.saturation(0.5)
  /// ```
  public func saturation(_ amount: Double) -> some View {
    colorMatrix(.saturation(amount.isFinite ? max(amount, 0) : 1, name: "saturation"))
  }

  /// Scales colours away from (above 1) or towards (below 1) middle gray.
  ///
  /// ```swift
  /// Image(bitmap: photo).contrast(1.4)
  /// ```
  public func contrast(_ amount: Double) -> some View {
    let amount = amount.isFinite ? amount : 1
    return colorMatrix(.contrast(amount))
  }

  /// Adds `amount` to every colour component: 1 makes the view white, -1 black.
  ///
  /// ```swift
  /// Color.blue.brightness(0.2)
  /// ```
  public func brightness(_ amount: Double) -> some View {
    let amount = amount.isFinite ? amount : 0
    return colorMatrix(.brightness(amount))
  }

  /// Turns the view's hues round the colour wheel by `angle`.
  ///
  /// ```swift
  /// Color.red.hueRotation(.degrees(120))
  /// ```
  public func hueRotation(_ angle: Angle) -> some View {
    colorMatrix(.hueRotation(angle.radians.isFinite ? angle : .zero))
  }

  /// Replaces each colour by its opposite: white becomes black.
  ///
  /// ```swift
  /// Image(systemName: "moon").colorInvert()
  /// ```
  public func colorInvert() -> some View {
    colorMatrix(.invert)
  }

  /// Turns the view into a mask of its brightness: black, transparent where the view was
  /// dark and opaque where it was white.
  ///
  /// ```swift
  /// LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).luminanceToAlpha()
  /// ```
  public func luminanceToAlpha() -> some View {
    colorMatrix(.luminanceToAlpha)
  }

  /// Multiplies every pixel of the view by `color`: white takes the colour, black stays.
  ///
  /// ```swift
  /// Image(bitmap: icon).colorMultiply(.orange)
  /// ```
  public func colorMultiply(_ color: Color) -> some View {
    modifier(
      EffectModifier(name: "colorMultiply") { context in
        .colorMatrix(.multiply(by: color.resolved(in: context.environment)))
      })
  }

  private func colorMatrix(_ matrix: ColorMatrix) -> some View {
    modifier(EffectModifier(name: matrix.name) { _ in .colorMatrix(matrix) })
  }
}
