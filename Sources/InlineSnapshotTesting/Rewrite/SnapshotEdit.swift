/// The change to a test's source that records one inline snapshot: the snapshot closure the
/// descriptor points at gets the new value, is inserted when the call has none yet, or is
/// removed when the value is `nil`.
///
/// ```swift
/// // assertInlineSnapshot(of: 42, as: .description)
/// let edit = try SnapshotEdit.make(
///   for: call, in: source, descriptor: InlineSnapshotSyntaxDescriptor(), actual: "42",
///   hadExpected: false)
/// // assertInlineSnapshot(of: 42, as: .description) {
/// //   """
/// //   42
/// //   """
/// // }
/// ```
enum SnapshotEdit {
  /// - Parameter hadExpected: Whether the assertion was given a snapshot closure. It must
  ///   agree with what is in the source, so that nothing but the snapshot is ever replaced.
  static func make(
    for call: LocatedCall, in source: SourceText, descriptor: InlineSnapshotSyntaxDescriptor,
    actual: String?, hadExpected: Bool
  ) throws(SourceFailure) -> TextEdit? {
    guard actual != nil || hadExpected else { return nil }
    let slot = SnapshotSlot.find(in: call, for: descriptor)
    let callLine = source.line(of: call.parentheses?.lowerBound ?? call.end)
    let name = descriptor.trailingClosureLabel
    switch slot {
    case .argument(let index) where call.arguments[index].isNil:
      break
    case .argument, .trailingClosure:
      guard hadExpected else {
        throw SourceFailure(
          line: callLine,
          problem: "\(call.callee) was given no snapshot, yet the source has a closure where the "
            + "\"\(name)\" snapshot goes. Check the syntax descriptor's trailingClosureLabel and "
            + "trailingClosureOffset (\(descriptor.trailingClosureOffset))")
      }
    case .missing:
      guard !hadExpected else {
        throw SourceFailure(
          line: callLine,
          problem: "\(call.callee) was given a snapshot, yet no closure was found where the "
            + "\"\(name)\" snapshot goes. Check the syntax descriptor's trailingClosureLabel and "
            + "trailingClosureOffset (\(descriptor.trailingClosureOffset))")
      }
    }
    let unit = source.indentationUnit
    func closure(startingAt offset: Int) -> String? {
      actual.map { SnapshotLiteral.closure(for: $0, indentation: source.indentation(ofLineAt: offset), unit: unit) }
    }
    let order = descriptor.trailingClosureOffset

    switch slot {
    case .argument(let index):
      let argument = call.arguments[index]
      guard let closure = closure(startingAt: argument.value.lowerBound) else {
        return removal(ofArgument: index, in: call, order: order)
      }
      if let label = argument.label, descriptor.deprecatedTrailingClosureLabels.contains(label) {
        return TextEdit(range: argument.range, replacement: "\(name): \(closure)", order: order)
      }
      return TextEdit(range: argument.value, replacement: closure, order: order)

    case .trailingClosure(let index):
      let existing = call.trailingClosures[index]
      guard let closure = closure(startingAt: existing.closure.lowerBound) else {
        return try removal(ofTrailingClosure: index, in: call, source: source, order: order)
      }
      if index > 0 {
        return TextEdit(range: existing.range, replacement: "\(name): \(closure)", order: order)
      }
      return TextEdit(range: existing.closure, replacement: closure, order: order)

    case .missing(let position):
      guard actual != nil else { return nil }
      if position == 0 {
        guard let parentheses = call.parentheses else { return nil }
        let closure = closure(startingAt: parentheses.upperBound - 1)!
        // `f()` with nothing else becomes `f { … }`, as Swift writes a call with only a closure.
        let range = call.arguments.isEmpty ? parentheses : parentheses.upperBound..<parentheses.upperBound
        return TextEdit(range: range, replacement: " " + closure, order: order)
      }
      guard let last = call.trailingClosures.last else {
        throw SourceFailure(
          line: callLine,
          problem: "the \"\(name)\" snapshot is trailing closure number \(position + 1), but "
            + "\(call.callee) has no trailing closure before it. Write the closures that come "
            + "first, then record again")
      }
      if position < call.trailingClosures.count {
        let before = call.trailingClosures[position]
        let closure = closure(startingAt: before.range.lowerBound)!
        return TextEdit(
          range: before.range.lowerBound..<before.range.lowerBound,
          replacement: "\(name): \(closure) ", order: order)
      }
      let closure = closure(startingAt: last.closure.upperBound - 1)!
      return TextEdit(
        range: last.closure.upperBound..<last.closure.upperBound,
        replacement: " \(name): \(closure)", order: order)
    }
  }

  /// Removes an argument with the comma that joins it to the others.
  private static func removal(ofArgument index: Int, in call: LocatedCall, order: Int) -> TextEdit {
    let arguments = call.arguments
    let range: Range<Int>
    if index > 0 {
      range = arguments[index - 1].value.upperBound..<arguments[index].value.upperBound
    } else if arguments.count > 1 {
      range = arguments[0].range.lowerBound..<arguments[1].range.lowerBound
    } else {
      range = arguments[0].range
    }
    return TextEdit(range: range, replacement: "", order: order)
  }

  /// Removes a trailing closure. When the unlabeled one goes, the next closure loses its
  /// label and takes its place; when the call is left with no arguments at all, it keeps `()`.
  private static func removal(
    ofTrailingClosure index: Int, in call: LocatedCall, source: SourceText, order: Int
  ) throws(SourceFailure) -> TextEdit {
    let closures = call.trailingClosures
    if index > 0 {
      return TextEdit(
        range: closures[index - 1].closure.upperBound..<closures[index].closure.upperBound,
        replacement: "", order: order)
    }
    if closures.count > 1 {
      return TextEdit(
        range: closures[0].closure.lowerBound..<closures[1].closure.lowerBound, replacement: "",
        order: order)
    }
    if let parentheses = call.parentheses {
      return TextEdit(range: parentheses.upperBound..<closures[0].closure.upperBound, replacement: "", order: order)
    }
    let start = closures[0].closure.lowerBound
    var end = start
    while end > 0, source.bytes[end - 1] == .space || source.bytes[end - 1] == .tab { end -= 1 }
    return TextEdit(range: end..<closures[0].closure.upperBound, replacement: "()", order: order)
  }
}
