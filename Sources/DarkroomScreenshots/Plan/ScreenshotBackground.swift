import DarkroomUI

/// The background behind a framed screenshot's title and device: one colour or a vertical
/// gradient, with the colour the title is written in.
///
/// ```swift
/// ScreenshotBackground.solid(Color(red: 0.1, green: 0.1, blue: 0.2))
/// ScreenshotBackground.linear(top: .indigo, bottom: .purple, text: .white)
/// ```
public struct ScreenshotBackground: Sendable, Equatable {
  public var colors: [Color]
  /// The title's and keyword's colour.
  public var textColor: Color

  public init(colors: [Color], textColor: Color = .white) {
    self.colors = colors.isEmpty ? [.black] : colors
    self.textColor = textColor
  }

  /// One colour.
  public static func solid(_ color: Color, text: Color = .white) -> ScreenshotBackground {
    ScreenshotBackground(colors: [color], textColor: text)
  }

  /// A gradient from top to bottom.
  public static func linear(top: Color, bottom: Color, text: Color = .white) -> ScreenshotBackground {
    ScreenshotBackground(colors: [top, bottom], textColor: text)
  }

  /// A deep blue gradient with white titles, for `--frame` on a plan that names none.
  public static let standard = ScreenshotBackground.linear(
    top: Color(red: 0.16, green: 0.20, blue: 0.45), bottom: Color(red: 0.05, green: 0.06, blue: 0.16))

  /// The background as a view that fills its space.
  @ViewBuilder var view: some View {
    if colors.count == 1 {
      colors[0]
    } else {
      LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }
  }
}
