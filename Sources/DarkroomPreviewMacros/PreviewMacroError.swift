/// Why a `#Preview` could not be expanded; the message is shown at the macro.
enum PreviewMacroError: Error, Equatable, CustomStringConvertible {
  case malformed(String)

  var description: String {
    switch self {
    case .malformed(let detail):
      "#Preview could not be read (\(detail)); write it as #Preview(\"Name\", traits: …) { SomeView() }"
    }
  }
}
