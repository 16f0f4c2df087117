/// Finds the call an assertion was made from, given the `#line` and `#column` the compiler
/// passed to it.
///
/// The compiler's column for a call is where its arguments start: the `(`, or the `{` of the
/// first trailing closure when there are no parentheses. From there the locator walks the
/// argument list and the trailing closures with ``SwiftScanner``:
///
/// ```swift
/// let source = SourceText("assertInlineSnapshot(of: 1, as: .description) {\n  \"1\"\n}\n")
/// let call = try CallLocator.locate(in: source, line: 1, column: 21)
/// call.trailingClosures.count   // 1
/// ```
enum CallLocator {
  static func locate(in source: SourceText, line: Int, column: Int) throws(SourceFailure) -> LocatedCall {
    guard let offset = source.offset(line: line, column: column) else {
      throw SourceFailure(line: line, problem: "the file has no line \(line), column \(column)")
    }
    let scanner = SwiftScanner(source.bytes)
    do throws(SwiftScanner.Failure) {
      let start = try argumentsStart(from: offset, in: scanner)
      let callee = calleeName(before: start, in: scanner)
      switch scanner.byte(at: start) {
      case .openParenthesis:
        let close = try scanner.matchingClose(ofBracketAt: start)
        let arguments = try readArguments(scanner, from: start + 1, to: close)
        let closures = try readTrailingClosures(scanner, from: close + 1)
        return LocatedCall(
          callee: callee, parentheses: start..<(close + 1), arguments: arguments,
          trailingClosures: closures)
      case .openBrace:
        let closures = try readTrailingClosures(scanner, from: start)
        return LocatedCall(callee: callee, parentheses: nil, arguments: [], trailingClosures: closures)
      default:
        break
      }
    } catch {
      throw SourceFailure(line: source.line(of: error.offset), problem: error.problem)
    }
    throw SourceFailure(
      line: line,
      problem: "no call starts at column \(column) (expected the \"(\" of its arguments or the "
        + "\"{\" of its first trailing closure there)")
  }

  /// Where the call's arguments start. The compiler points there; should a column point at
  /// the function's name instead, the name (with any `.`-separated qualifiers) is skipped.
  private static func argumentsStart(from offset: Int, in scanner: SwiftScanner)
    throws(SwiftScanner.Failure) -> Int
  {
    var index = try scanner.skipTrivia(from: offset)
    while scanner.endOfIdentifier(startingAt: index) > index {
      index = scanner.endOfIdentifier(startingAt: index)
      if scanner.byte(at: index) == UInt8(ascii: ".") { index += 1 }
    }
    return try scanner.skipTrivia(from: index)
  }

  /// The name written just before the arguments: `assertInlineSnapshot`, or a helper's.
  private static func calleeName(before offset: Int, in scanner: SwiftScanner) -> String {
    var end = offset
    while end > 0, scanner.bytes[end - 1] == .space || scanner.bytes[end - 1] == .tab { end -= 1 }
    var start = end
    while start > 0, SwiftScanner.isIdentifierHead(scanner.bytes[start - 1])
      || SwiftScanner.isDigit(scanner.bytes[start - 1]) || scanner.bytes[start - 1] == .backtick
    {
      start -= 1
    }
    return String(decoding: scanner.bytes[start..<end], as: UTF8.self)
  }

  /// The arguments between an argument list's parentheses, split at its top-level commas.
  private static func readArguments(_ scanner: SwiftScanner, from start: Int, to close: Int)
    throws(SwiftScanner.Failure) -> [LocatedCall.Argument]
  {
    var arguments: [LocatedCall.Argument] = []
    var index = try scanner.skipTrivia(from: start)
    while index < close {
      let argumentStart = index
      var label: String?
      var valueStart = index
      let identifierEnd = scanner.endOfIdentifier(startingAt: index)
      if identifierEnd > index {
        let afterName = try scanner.skipTrivia(from: identifierEnd)
        if scanner.byte(at: afterName) == .colon, scanner.byte(at: afterName + 1) != .colon {
          label = String(decoding: scanner.bytes[index..<identifierEnd], as: UTF8.self)
          valueStart = try scanner.skipTrivia(from: afterName + 1)
        }
      }
      let (valueEnd, next) = try endOfArgument(scanner, from: valueStart, to: close)
      var isClosure = false
      if scanner.byte(at: valueStart) == .openBrace {
        isClosure = try scanner.matchingClose(ofBracketAt: valueStart) + 1 == valueEnd
      }
      arguments.append(
        LocatedCall.Argument(
          label: label, range: argumentStart..<valueEnd, value: valueStart..<valueEnd,
          isClosure: isClosure, isNil: scanner.bytes[valueStart..<valueEnd].elementsEqual("nil".utf8)))
      index = next < close ? try scanner.skipTrivia(from: next + 1) : close
    }
    return arguments
  }

  /// Where an argument's value ends (past its last token), and the offset of the `,` or `)`
  /// that follows it.
  private static func endOfArgument(_ scanner: SwiftScanner, from start: Int, to close: Int)
    throws(SwiftScanner.Failure) -> (valueEnd: Int, next: Int)
  {
    var index = start
    var valueEnd = start
    while index < close {
      let current = scanner.bytes[index]
      if current == .comma { return (valueEnd, index) }
      if current == .space || current == .tab || current == .newline || current == .carriageReturn {
        index += 1
      } else if current == .slash, scanner.byte(at: index + 1) == .slash || scanner.byte(at: index + 1) == .star {
        index = try scanner.endOfComment(startingAt: index)
      } else if current == .quote || current == .pound, let end = try scanner.endOfStringLiteral(startingAt: index) {
        index = end
        valueEnd = end
      } else if current == .openParenthesis || current == .openBracket || current == .openBrace {
        index = try scanner.matchingClose(ofBracketAt: index) + 1
        valueEnd = index
      } else {
        index += 1
        valueEnd = index
      }
    }
    return (valueEnd, close)
  }

  /// The closures that follow a call: an unlabeled one, then any number of `label: { … }`.
  private static func readTrailingClosures(_ scanner: SwiftScanner, from start: Int)
    throws(SwiftScanner.Failure) -> [LocatedCall.TrailingClosure]
  {
    var closures: [LocatedCall.TrailingClosure] = []
    let first = try scanner.skipTrivia(from: start)
    guard scanner.byte(at: first) == .openBrace else { return [] }
    let firstEnd = try scanner.matchingClose(ofBracketAt: first) + 1
    closures.append(LocatedCall.TrailingClosure(label: nil, range: first..<firstEnd, closure: first..<firstEnd))
    var index = firstEnd
    while true {
      let labelStart = try scanner.skipTrivia(from: index)
      let labelEnd = scanner.endOfIdentifier(startingAt: labelStart)
      guard labelEnd > labelStart else { break }
      let colon = try scanner.skipTrivia(from: labelEnd)
      guard scanner.byte(at: colon) == .colon, scanner.byte(at: colon + 1) != .colon else { break }
      let brace = try scanner.skipTrivia(from: colon + 1)
      guard scanner.byte(at: brace) == .openBrace else { break }
      let end = try scanner.matchingClose(ofBracketAt: brace) + 1
      let label = String(decoding: scanner.bytes[labelStart..<labelEnd], as: UTF8.self)
      closures.append(LocatedCall.TrailingClosure(label: label, range: labelStart..<end, closure: brace..<end))
      index = end
    }
    return closures
  }
}
