func assertRendered(_ markdown: () -> String, html: (() -> String)? = nil) {}

func testHelpers() {
  assertRendered {
    "*Hi* \("nested \("twice")")"
  } html: {
    """
    <p><em>Hi</em></p>
    """
  }
  assertRendered({ "plain" }, html: nil)
  assertRendered {
    // a } in a comment, /* and a nested /* comment */ */
    "x"
  } output: {
    "old label"
  }
}
