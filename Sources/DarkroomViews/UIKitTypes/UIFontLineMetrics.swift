extension UIFont {
  /// The distance from the baseline to the top of the tallest letters, in points.
  ///
  /// The metrics are SF Pro's (its ascender, descender and capital height, in ems, times the
  /// point size), which is what the system font measures on iOS; a named font is measured
  /// as the system font at its size, since the renderer sets it on the same lines.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 17).lineHeight  // 20.29
  /// ```
  public var ascender: CGFloat { pointSize * SystemTypography.ascent }
  /// The distance from the baseline down to the lowest descenders, as a negative number.
  public var descender: CGFloat { -pointSize * SystemTypography.descent }
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat { pointSize * SystemTypography.capHeight }
  /// The height of one line: the ascender less the (negative) descender.
  public var lineHeight: CGFloat { ascender - descender }
  /// The extra space the font puts between lines: none for the system font.
  public var leading: CGFloat { 0 }
  /// The family, as UIKit reports the system font's.
  public var familyName: String { ".AppleSystemUIFont" }
}
