import DarkroomUI
import Foundation
import Testing

/// A field style of the project's own, as SwiftUI lets one be written: its `_body` draws
/// the field it is given.
private struct OutlinedField: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration.padding(10).background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
  }
}

/// A style that paints behind the field, so its pixels show whether it was used.
private struct RedField: TextFieldStyle {
  func _body(configuration: TextField<_Label>) -> some View {
    configuration.padding(6).background(Color(red: 1, green: 0, blue: 0))
  }
}

/// Custom text field styles: `_body(configuration:)` draws the field, and the field inside
/// it takes the style set above (developer.apple.com/documentation/swiftui/textfieldstyle).
@MainActor @Suite struct TextFieldStyleTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).layoutDescription()
  }

  @Test func aCustomStyleDrawsTheFieldInsideItsBody() throws {
    let text = try layout(TextField("Email", text: .constant("")).textFieldStyle(OutlinedField()).frame(width: 200))
    #expect(text.contains("RoundedRectangle"), "\(text)")
    #expect(text.components(separatedBy: "Text \"Email\"").count == 2, "\(text)")
  }

  @Test func aCustomStylesBackgroundIsDrawn() throws {
    let styled = try drawnPixels(
      TextField("Email", text: .constant("ada@example.com")).textFieldStyle(RedField()).frame(width: 200))
    #expect(isNear(styled[2, 2], Pixel(red: 255, green: 0, blue: 0)))
    let plain = try drawnPixels(TextField("Email", text: .constant("ada@example.com")).frame(width: 200))
    #expect(plain[2, 2] == .white)
  }

  @Test func theFieldInsideACustomStyleTakesTheStyleAbove() throws {
    let nested = try layout(
      TextField("Email", text: .constant("")).textFieldStyle(OutlinedField()).textFieldStyle(.roundedBorder)
        .frame(width: 200))
    let alone = try layout(TextField("Email", text: .constant("")).textFieldStyle(OutlinedField()).frame(width: 200))
    #expect(nested.components(separatedBy: "RoundedRectangle").count > alone.components(separatedBy: "RoundedRectangle").count)
  }

  @Test func theInnermostStyleWins() throws {
    let bitmap = try drawnPixels(
      TextField("Email", text: .constant("ada")).textFieldStyle(.plain).textFieldStyle(RedField()).frame(width: 200))
    #expect(bitmap[2, 2] == .white)
  }
}

/// `TextField(_:value:formatter:)`: the field shows what the formatter writes for the value
/// (developer.apple.com/documentation/swiftui/textfield/init(_:value:formatter:prompt:)-3aknv).
@MainActor @Suite struct FormatterTextFieldTests {
  @Test func theFieldShowsTheFormattersString() throws {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    let text = try ImageRenderer(content: TextField("Minutes", value: .constant(25.0), formatter: formatter).frame(width: 200))
      .layoutDescription()
    #expect(text.contains("\"25.00\""), "\(text)")
  }

  @Test func aValueTheFormatterCannotWriteShowsThePrompt() throws {
    let text = try ImageRenderer(
      content: TextField("Minutes" as String, value: .constant("not a number"), formatter: NumberFormatter()).frame(width: 200)
    ).layoutDescription()
    #expect(text.contains("\"Minutes\""), "\(text)")
  }
}
