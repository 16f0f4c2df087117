import DarkroomPages

/// The report's `index.html`: one page with the run's data in it, so it opens from disk.
///
/// Every state is a row, worst first (errors, missing baselines, changed by share, new,
/// unchanged), with its status, a column per axis, the changed share and pixel count.
/// Filters (one per axis, one for status) narrow the rows, and a breakdown by axis value
/// shows where the failures gather ("only ja/dark broke"). Opening a row shows, under it, baseline,
/// current and diff side by side with the changed regions boxed, or a slider, or an
/// onion skin, at a chosen zoom. When the run linted its layouts, a table counts the issues
/// per language and rule, each row shows its count, and an open state lists its issues and
/// boxes them on its images. When the run audited accessibility, a table counts the findings
/// per screen and check, each row shows its count, and an open state boxes its findings on its
/// images and lists them in a table.
///
/// The page reads its starting state from the query: `index.html?status=changed&language=ja`
/// filters, `&state=paywall/ja/dark` opens that state, `&view=slider|onion|side` and
/// `&zoom=2` pick the view.
///
/// ```swift
/// let html = ReportPage.html(summary)
/// ```
public enum ReportPage {
  public static func html(_ summary: RunSummary) -> String {
    let title = "Darkroom run: " + summary.run
    let removed =
      summary.removedStates.isEmpty
      ? ""
      : "\n<p id=\"removed\">In the baselines but no longer in the matrix: "
        + summary.removedStates.map(MarkupEscaping.escape).joined(separator: ", ") + "</p>"
    let body = """
      <header>
        <h1>\(MarkupEscaping.escape(title))</h1>
        <p id="line" class="\(summary.passed ? "passed" : "failed")">\(MarkupEscaping.escape(summary.line)) · rule \(MarkupEscaping.escape(summary.rule))</p>\(removed)
      </header>
      <nav id="filters"></nav>
      <section id="breakdown"></section>
      <section id="lint"></section>
      <section id="audit"></section>
      <p id="shown"></p>
      <table id="states"><thead></thead><tbody></tbody></table>
      \(HTMLPage.dataScript(id: "run-data", json: summary.json.text()))
      """
    return HTMLPage.html(title: title, style: ReportStyle.css, body: body, script: ReportScript.javascript + ReportAuditScript.javascript)
  }
}
