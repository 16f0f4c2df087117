import DarkroomUI
import Testing

/// One layout parity scenario: a view laid out in a proposal, the frames SwiftUI gives it,
/// and where that expectation comes from.
struct ParityScenario: Sendable, CustomTestStringConvertible {
  /// What is laid out.
  let name: String
  /// The documented behaviour the expected frames follow.
  let source: String
  /// Lays the view out and returns each checked view's frame with the expected one.
  let measure: @Sendable () throws -> [(id: String, actual: CGRect, expected: CGRect)]

  init(
    _ name: String, source: String,
    measure: @escaping @Sendable () throws -> [(id: String, actual: CGRect, expected: CGRect)]
  ) {
    self.name = name
    self.source = source
    self.measure = measure
  }

  var testDescription: String { name }

  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    let frames: [(id: String, actual: CGRect, expected: CGRect)]
    do {
      frames = try measure()
    } catch {
      Issue.record(error, "\(name): the view could not be laid out", sourceLocation: sourceLocation)
      return
    }
    for (id, actual, expected) in frames {
      #expect(
        same(actual, expected),
        "\(name): \(id) is \(actual), expected \(expected) (\(source))", sourceLocation: sourceLocation)
    }
  }
}

/// A square of colour with an identity.
func square(_ side: CGFloat, _ id: String) -> some View {
  Color.gray.frame(width: side, height: side).id(id)
}

/// A rectangle of colour with an identity.
func box(_ width: CGFloat, _ height: CGFloat, _ id: String) -> some View {
  Color.gray.frame(width: width, height: height).id(id)
}
