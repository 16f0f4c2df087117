import InlineSnapshotTesting
import Testing

@Suite struct GreetingTests {
  @Test func greeting() {
    assertInlineSnapshot(of: greet("Ana"), as: .lines) {
      """
      Hello, Ana!
      """
    }
  }

  @Test func empty() {
    assertInlineSnapshot(of: "", as: .lines)
  }

  @Test func raw() {
    let text = #"a "quoted" \(not) interpolated"#
    assertInlineSnapshot(of: text /* ) */, as: .lines, matches: {
      #"""
      a "quoted" \(not) interpolated
      """#
    })
  }
}
