import DarkroomPages
import Testing

@Suite struct MarkupEscapingTests {
  @Test func everyCharacterWithMeaningInMarkupIsEscaped() {
    #expect(MarkupEscaping.escape(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
  }

  @Test func otherTextIsLeftAsItIs() {
    #expect(MarkupEscaping.escape("Jetzt loslegen · 設定 · مرحبا") == "Jetzt loslegen · 設定 · مرحبا")
  }
}
