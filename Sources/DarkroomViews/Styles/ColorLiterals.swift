/// Xcode's colour literals, `#colorLiteral(red:green:blue:alpha:)`, as SwiftUI and UIKit
/// take them: sRGB components from 0 to 1.
///
/// ```swift
/// Rectangle().fill(Color(#colorLiteral(red: 1, green: 0.84, blue: 0.03, alpha: 1)))
/// let brand: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// ```
extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// A colour literal with nothing to say its type is a UIKit colour, as in UIKit.
public typealias _ColorLiteralType = UIColor
