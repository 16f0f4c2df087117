import DarkroomRuns
import DarkroomRunsCore
import Foundation
import HeadlessBrowser
import Testing

/// The report page in headless Chromium: it loads with no script error and no console
/// message, filters by axis and status, and shows each state's own images.
@MainActor @Suite struct ReportPageTests {
  nonisolated static let chromium = HeadlessBrowser.chromium

  nonisolated func load(_ url: String) async throws -> (dom: String, log: String) {
    try await HeadlessBrowser.load(url)
  }

  func visibleRows(_ dom: String) -> [String] {
    dom.components(separatedBy: "<tr data-id=\"").dropFirst().compactMap { row in
      let id = String(row.prefix { $0 != "\"" })
      let tag = row.prefix { $0 != ">" }
      return tag.contains("hidden") ? nil : id
    }
  }

  @Test(.enabled(if: chromium != nil)) func theReportFiltersAndShowsEachStatesImages() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    _ = try await runYielding(sampleMatrix(version: 2, languages: ["en", "ja", "ar"]), folder.options(.verify))
    let page = "file://" + folder.report + "/index.html"

    let all = try await load(page)
    #expect(all.dom.contains("data-ready=\"1\""), "the script ran to its end")
    #expect(!all.dom.contains("data-errors"), "no script error")
    #expect(!all.log.contains("CONSOLE"), "nothing in the console: \(all.log)")
    #expect(visibleRows(all.dom).count == 12)
    #expect(all.dom.contains("12 of 12 states shown"))
    // Worst first: the changed states lead, new ones follow, unchanged ones close the list.
    let order = visibleRows(all.dom)
    #expect(order.prefix(4).allSatisfy { $0.hasPrefix("greeting/") && !$0.contains("/ar/") })
    #expect(order.suffix(4).allSatisfy { $0.hasPrefix("label/") && !$0.contains("/ar/") })
    // The axes are columns, and the breakdown shows where failures gather.
    #expect(all.dom.contains("<th>Language</th>") && all.dom.contains("<th>Appearance</th>"))
    #expect(all.dom.contains(#"data-axis="language" data-value="ar">ar 4</span>"#))

    // Filters by status and axis, with one state open under its row.
    let detail = try await load(page + "?status=changed&language=ja&state=greeting/ja/dark")
    #expect(visibleRows(detail.dom).sorted() == ["greeting/ja/dark", "greeting/ja/light"])
    #expect(detail.dom.contains("2 of 12 states shown"))
    #expect(detail.dom.contains(#"<section id="detail" data-id="greeting/ja/dark">"#))
    #expect(detail.dom.contains(#"src="images/greeting_ja_dark.baseline.png""#))
    #expect(detail.dom.contains(#"src="images/greeting_ja_dark.current.png""#))
    #expect(detail.dom.contains(#"src="images/greeting_ja_dark.diff.png""#))
    #expect(detail.dom.contains("class=\"box\""), "the changed region is boxed")
    for image in ["baseline", "current", "diff"] {
      #expect(FileManager.default.fileExists(atPath: folder.report + "/images/greeting_ja_dark.\(image).png"))
    }
    let slider = try await load(page + "?state=greeting/ja/dark&view=slider&zoom=2")
    #expect(slider.dom.contains(#"data-view="slider""#) && slider.dom.contains("clip-path: inset(0px 50% 0px 0px)"))
    #expect(slider.dom.contains(#"width="560""#), "zoom 2× doubles the images")
    let onion = try await load(page + "?state=greeting/ja/dark&view=onion&appearance=dark")
    #expect(onion.dom.contains("opacity: 0.5"))
    #expect(visibleRows(onion.dom).sorted() == ["greeting/ar/dark", "greeting/en/dark", "greeting/ja/dark", "label/ar/dark", "label/en/dark", "label/ja/dark"])
    let new = try await load(page + "?state=greeting/ar/light")
    #expect(new.dom.contains(#"src="images/greeting_ar_light.current.png""#))
    #expect(!new.dom.contains("greeting_ar_light.baseline.png"))
  }

  @Test(.enabled(if: chromium != nil)) func theReportCountsLintPerLanguageAndBoxesAStatesIssues() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(sampleMatrix(), folder.options(.record))
    _ = try await runYielding(sampleMatrix(), folder.options(.verify, lint: .report))
    let page = "file://" + folder.report + "/index.html"

    let all = try await load(page)
    #expect(all.dom.contains("data-ready=\"1\"") && !all.dom.contains("data-errors"))
    #expect(!all.log.contains("CONSOLE"), "nothing in the console: \(all.log)")
    // The Japanese greeting does not fit its card: two issues, both in Japanese.
    #expect(all.dom.contains("Layout lint: 2 issues"))
    #expect(all.dom.contains(#"<tr data-language="ja"><td>ja</td><td class="num bad" data-rule="truncated">2</td></tr>"#))
    #expect(all.dom.contains(#"<tr data-language="en"><td>en</td><td class="num" data-rule="truncated">0</td></tr>"#))

    let filtered = try await load(page + "?lint=truncated&state=greeting/ja/dark")
    #expect(visibleRows(filtered.dom).sorted() == ["greeting/ja/dark", "greeting/ja/light"])
    #expect(filtered.dom.contains(#"<li data-rule="truncated"><b>truncated</b>"#))
    #expect(filtered.dom.contains(#"class="lint-box""#), "the issue is boxed on the image")
  }
}
