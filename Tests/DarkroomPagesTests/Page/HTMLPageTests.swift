import DarkroomPages
import Foundation
import HeadlessBrowser
import Testing

/// The shell: one document with the shared head, the base style under the page's own, the
/// body as given, the script last; data in a script element that no value can end early.
@Suite struct HTMLPageTests {
  @Test func theShellHasTheSharedHeadAndTheBodyAsGiven() {
    let html = HTMLPage.html(title: "Store screenshots", style: "h1 { color: red; }", body: "<h1>Hi</h1>")
    #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
    #expect(html.contains("<title>Store screenshots</title>"))
    #expect(html.contains("<body>\n<h1>Hi</h1>\n</body>"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
  }

  @Test func thePageStyleComesAfterTheBaseStyleSoItWins() throws {
    let html = HTMLPage.html(title: "Previews", style: "body { margin: 0; }", body: "")
    let base = try #require(html.range(of: PageStyle.base))
    let own = try #require(html.range(of: "body { margin: 0; }"))
    #expect(base.upperBound <= own.lowerBound)
    #expect(html.components(separatedBy: "<style>").count == 2, "one style element")
  }

  @Test func theTitleIsEscaped() {
    let html = HTMLPage.html(title: #"Run <"shop"> & co"#, body: "")
    #expect(html.contains("<title>Run &lt;&quot;shop&quot;&gt; &amp; co</title>"))
  }

  @Test func theScriptIsWrittenOnlyWhenGivenAndLast() {
    #expect(!HTMLPage.html(title: "T", body: "<p>x</p>").contains("<script>"))
    let html = HTMLPage.html(title: "T", body: "<p>x</p>", script: "go();")
    #expect(html.hasSuffix("<p>x</p>\n<script>\ngo();\n</script>\n</body>\n</html>\n"))
  }

  @Test func dataCannotEndItsScriptElementEarly() {
    let script = HTMLPage.dataScript(id: "run-data", json: #"{"note":"</script><b>","path":"a/b"}"#)
    #expect(script == #"<script id="run-data" type="application/json">{"note":"<\/script><b>","path":"a/b"}</script>"#)
  }

  @Test func theDataIdIsEscaped() {
    #expect(HTMLPage.dataScript(id: #"a"b"#, json: "[]") == #"<script id="a&quot;b" type="application/json">[]</script>"#)
  }

  /// In Chromium the page's script runs after the body, reads its data back unchanged (the
  /// `<\/` is the same string to `JSON.parse`), and the base style sets the font.
  @Test(.enabled(if: HeadlessBrowser.chromium != nil)) func aPageLoadsAndReadsItsDataInChromium() async throws {
    let folder = NSTemporaryDirectory() + "darkroom-pages-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let body = #"<p id="out"></p>"# + "\n" + HTMLPage.dataScript(id: "data", json: #"{"note":"</script> & <b>"}"#)
    let script = """
      var data = JSON.parse(document.getElementById("data").textContent);
      document.getElementById("out").textContent = data.note + " | " + getComputedStyle(document.body).fontSize;
      document.body.setAttribute("data-ready", "1");
      """
    let path = folder + "/page.html"
    try HTMLPage.html(title: "Check", body: body, script: script).write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = try await HeadlessBrowser.load("file://" + path)
    #expect(loaded.dom.contains(#"data-ready="1""#), "the script ran to its end")
    #expect(loaded.dom.contains(#"<p id="out">&lt;/script&gt; &amp; &lt;b&gt; | 14px</p>"#), "\(loaded.dom)")
    #expect(!loaded.log.contains("CONSOLE"), "nothing in the console: \(loaded.log)")
  }
}
