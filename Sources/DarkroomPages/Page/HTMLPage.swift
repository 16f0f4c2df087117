/// The shell every page Darkroom writes shares: one self-contained HTML document (styles
/// and script inline, so it opens from disk with no server) with the doctype, UTF-8, a
/// viewport for phones, the title, ``PageStyle/base`` under the page's own style sheet, the
/// body and an optional script at its end, which runs once the body is parsed.
///
/// The title is plain text (it is escaped here); the style, body and script are written as
/// given, so the page escapes what it puts in its body with ``MarkupEscaping``.
///
/// ```swift
/// let html = HTMLPage.html(
///   title: "Store screenshots",
///   style: "h1 { font-size: 22px; }",
///   body: "<h1>Store screenshots</h1>\n" + HTMLPage.dataScript(id: "shots", json: #"["home.png"]"#),
///   script: "document.body.setAttribute('data-ready', '1');")
/// ```
public enum HTMLPage {
  public static func html(title: String, style: String = "", body: String, script: String? = nil) -> String {
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(MarkupEscaping.escape(title))</title>
      <style>
      \(PageStyle.base)
      \(style)
      </style>
      </head>
      <body>
      \(body)

      """
    if let script { page += "<script>\n\(script)\n</script>\n" }
    page += "</body>\n</html>\n"
    return page
  }

  /// A `<script type="application/json">` element holding `json`, for a page's script to
  /// read with `JSON.parse(document.getElementById(id).textContent)`.
  ///
  /// `</` in the text (which JSON only has inside strings) is written `<\/`, the same string
  /// to a JSON parser, so that no value can end the element early.
  ///
  /// ```swift
  /// HTMLPage.dataScript(id: "run-data", json: #"{"note":"</script>"}"#)
  /// // <script id="run-data" type="application/json">{"note":"<\/script>"}</script>
  /// ```
  public static func dataScript(id: String, json: String) -> String {
    var safe = ""
    safe.reserveCapacity(json.utf8.count)
    var previous: Character?
    for character in json {
      if character == "/", previous == "<" { safe += "\\" }
      safe.append(character)
      previous = character
    }
    return "<script id=\"\(MarkupEscaping.escape(id))\" type=\"application/json\">\(safe)</script>"
  }
}
