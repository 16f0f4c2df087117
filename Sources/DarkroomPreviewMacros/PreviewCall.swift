/// A `#Preview` use taken apart: its name, traits and body, as source text.
struct PreviewCall: Equatable {
  /// Newlines between the start of the source the compiler sent and the `#`.
  var leadingLines = 0
  /// The name argument's expression (`"Paid"`), if any.
  var name: String?
  /// The trait expressions (`.sizeThatFitsLayout`), in order.
  var traits: [String] = []
  /// The body closure's statements, without its braces; for a widget preview, the closure
  /// that makes the widget.
  var body: String
  /// For a widget preview (`#Preview(as: .systemSmall) { … } timeline: { … }`): the family
  /// expression and the timeline closure's statements.
  var widget: WidgetForm?

  /// What a widget's preview adds to a view's.
  struct WidgetForm: Equatable {
    var family: String
    var timeline: String
  }

  /// Parses `#Preview(…) { … }`, `#Preview { … }`, `#Preview(…, body: { … })`, or a widget's
  /// `#Preview(as: .systemSmall) { Widget() } timeline: { … }`.
  static func parse(_ source: String) throws(PreviewMacroError) -> PreviewCall {
    var scanner = SourceScanner(source)
    var leading = scanner.skipTrivia()
    // Attributes written before the macro (`@available(iOS 17, *)`) come with its source;
    // the compiler applies them to the expansion itself.
    while let newlines = try scanner.skipAttribute() { leading += newlines }
    guard scanner.consume("#Preview") else { throw .malformed("it does not start with #Preview") }
    scanner.skipTrivia()
    var arguments: [(label: String?, value: String)] = []
    if scanner.current == "(" {
      let start = scanner.position
      try scanner.skipBracketed()
      arguments = try splitArguments(scanner.slice(start + 1..<scanner.position - 1))
    }
    scanner.skipTrivia()
    var bodyText: String?
    if scanner.current == "{" {
      let start = scanner.position
      try scanner.skipBracketed()
      bodyText = scanner.slice(start + 1..<scanner.position - 1)
    }
    // Labelled trailing closures follow the first: `timeline: { … }`.
    for (label, closure) in try trailingClosures(&scanner) {
      arguments.append((label, "{" + closure + "}"))
    }
    var call = PreviewCall(leadingLines: leading, body: "")
    var inTraits = false
    var family: String?
    var timeline: String?
    for (index, argument) in arguments.enumerated() {
      switch argument.label {
      case nil where index == 0:
        call.name = argument.value
      case nil where inTraits:
        call.traits.append(argument.value)
      case "traits":
        inTraits = true
        call.traits.append(argument.value)
      case "body", "widget":
        inTraits = false
        bodyText = try closureBody(argument)
      case "as":
        family = argument.value
      case "using":
        // The widget's configuration for the timeline; the entries carry what they show.
        continue
      case "timeline":
        timeline = try closureBody(argument)
      default:
        throw .malformed("unexpected argument \(argument.label.map { "\($0): " } ?? "")\(argument.value)")
      }
    }
    guard let body = bodyText else { throw .malformed("it has no body closure") }
    call.body = body
    switch (family, timeline) {
    case (let family?, let timeline?): call.widget = WidgetForm(family: family, timeline: timeline)
    case (nil, nil): break
    case (nil, _?): throw .malformed("timeline: needs the widget's family, as: .systemSmall")
    case (_?, nil): throw .malformed("a widget preview needs a timeline: closure of entries")
    }
    return call
  }

  /// The statements of a closure argument, without its braces.
  private static func closureBody(_ argument: (label: String?, value: String)) throws(PreviewMacroError) -> String {
    let trimmed = argument.value.trimmed
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else {
      throw .malformed("\(argument.label ?? "body"): is not a closure")
    }
    return String(trimmed.dropFirst().dropLast())
  }

  /// `label: { … }` pairs after the first trailing closure, each closure without its braces.
  private static func trailingClosures(_ scanner: inout SourceScanner) throws(PreviewMacroError) -> [(String, String)] {
    var closures: [(String, String)] = []
    while true {
      let mark = scanner.position
      scanner.skipTrivia()
      let label = scanner.word()
      scanner.skipTrivia()
      guard !label.isEmpty, scanner.consume(":") else {
        scanner.position = mark
        return closures
      }
      scanner.skipTrivia()
      guard scanner.current == "{" else { throw .malformed("\(label): is not a closure") }
      let start = scanner.position
      try scanner.skipBracketed()
      closures.append((label, scanner.slice(start + 1..<scanner.position - 1)))
    }
  }

  /// Splits an argument list at its top-level commas, separating `label:` prefixes.
  static func splitArguments(_ text: String) throws(PreviewMacroError) -> [(label: String?, value: String)] {
    var scanner = SourceScanner(text)
    var pieces: [String] = []
    var start = 0
    while let c = scanner.current {
      if c == "," {
        pieces.append(scanner.slice(start..<scanner.position))
        scanner.position += 1
        start = scanner.position
      } else if c == "\"" || (c == "#" && (scanner.peek(1) == "\"" || scanner.peek(1) == "#")) {
        try scanner.skipString()
      } else if SourceScanner.closing[c] != nil {
        try scanner.skipBracketed()
      } else if c == "/", scanner.peek(1) == "/" || scanner.peek(1) == "*" {
        scanner.skipTrivia()
      } else {
        scanner.position += 1
      }
    }
    pieces.append(scanner.slice(start..<scanner.position))
    return pieces.map(\.trimmed).filter { !$0.isEmpty }.map { piece in
      // `label: value`, where the label is an identifier directly followed by a colon.
      if let colon = piece.firstIndex(of: ":") {
        let label = piece[..<colon].trimmed
        if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), label.first?.isNumber == false {
          return (label, piece[piece.index(after: colon)...].trimmed)
        }
      }
      return (nil, piece)
    }
  }
}

extension StringProtocol {
  var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
