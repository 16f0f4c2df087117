/// A function call found in source: its argument list and its trailing closures, as byte
/// offsets into the ``SourceText`` it was found in.
///
/// For
///
/// ```swift
/// assertResponse(of: url, as: .lines) {
///   "head"
/// } body: {
///   "body"
/// }
/// ```
///
/// ``arguments`` holds `of: url` and `as: .lines`, and ``trailingClosures`` the unlabeled
/// closure and `body:`.
struct LocatedCall: Sendable, Equatable {
  /// An argument between the parentheses.
  struct Argument: Sendable, Equatable {
    var label: String?
    /// From the label (or the value when there is none) to the end of the value.
    var range: Range<Int>
    /// The value, without the label or the whitespace around it.
    var value: Range<Int>
    /// Whether the value is a closure literal and nothing else.
    var isClosure: Bool
    /// Whether the value is the literal `nil`: an empty place for a snapshot closure.
    var isNil: Bool = false
  }

  /// A closure after the parentheses; all but the first carry a label.
  struct TrailingClosure: Sendable, Equatable {
    var label: String?
    /// From the label (or the `{` when there is none) to just past the `}`.
    var range: Range<Int>
    /// From the `{` to just past the `}`.
    var closure: Range<Int>
  }

  /// The function's name as written before the arguments, for messages.
  var callee: String
  /// From the `(` to just past the `)`, or `nil` for a call made with trailing closures only.
  var parentheses: Range<Int>?
  var arguments: [Argument]
  var trailingClosures: [TrailingClosure]

  /// Where a closure can follow the call: just past the last trailing closure, or the `)`.
  var end: Int {
    trailingClosures.last?.closure.upperBound ?? parentheses?.upperBound ?? 0
  }
}
