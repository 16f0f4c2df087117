import DarkroomViews

/// A visual effect, as UIKit's `UIVisualEffect`: the blurs and vibrancy bars and panels sit on.
///
/// ```swift
/// appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
/// ```
open class UIVisualEffect: @unchecked Sendable {
  public init() {}
}

/// A blur, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur's material.
  public let style: Style

  public init(style: Style) {
    self.style = style
  }

  /// The blur materials, as UIKit names them.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }

  /// The SwiftUI material that draws like this blur.
  public var material: Material {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark, .extraLight:
      .ultraThinMaterial
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light: .thinMaterial
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent, .dark: .thickMaterial
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
    case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular: .regularMaterial
    }
  }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the vibrancy sits on.
  public let blurEffect: UIBlurEffect

  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
  }
}

/// How strongly vibrant content shows, as UIKit names it.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view drawn with a visual effect behind its content, as UIKit's `UIVisualEffectView`.
///
/// ```swift
/// let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIVisualEffect?
  /// The view to put content in.
  public let contentView = UIView(frame: .zero)

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    effect = nil
    super.init(frame: .zero)
  }
}
