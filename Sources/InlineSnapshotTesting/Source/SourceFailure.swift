/// Something in a test's source that keeps an inline snapshot from being found or written:
/// the problem, in words, and the line it was found on.
///
/// ```swift
/// SourceFailure(line: 12, problem: "a string literal that never ends")
/// ```
package struct SourceFailure: Error, Equatable, Sendable {
  package var line: Int
  package var problem: String
}
