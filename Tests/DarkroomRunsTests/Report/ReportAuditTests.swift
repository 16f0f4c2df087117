import DarkroomRuns
import DarkroomRunsCore
import Foundation
import HeadlessBrowser
import Testing

/// A run of two screens, one with a pale label that fails the contrast check, and a fixed-size
/// caption the run declares an exception for.
@MainActor func auditedMatrix() -> RunMatrix {
  var matrix = RunMatrix(
    "audited",
    screens: [
      RunScreen("pale", layout: .fixed(width: 160, height: 60)) {
        Text("Sale ends soon").foregroundStyle(Color(red: 0.85, green: 0.85, blue: 0.85)).padding(8)
      },
      RunScreen("plain", layout: .fixed(width: 160, height: 60)) {
        VStack {
          Text("Sale ends soon").foregroundStyle(.black)
          Text("Terms apply").font(.system(size: 11)).foregroundStyle(.black)
        }
      },
    ],
    appearances: [.light])
  matrix.audit = AccessibilityAudit(ignoring: [.check(.dynamicType, because: "the terms are sized by the store")])
  return matrix
}

/// The report's accessibility audit in headless Chromium: a table of findings per screen and
/// check, a count per row, and an open state's findings boxed and listed.
@MainActor @Suite struct ReportAuditTests {
  nonisolated static let chromium = HeadlessBrowser.chromium

  @Test(.enabled(if: chromium != nil)) func theReportCountsFindingsPerScreenAndListsAStatesFindings() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(auditedMatrix(), folder.options(.record))
    let outcome = try await runYielding(auditedMatrix(), folder.options(.verify, audit: .report))
    #expect(outcome.passed, "report only lists the findings")
    #expect(outcome.message.contains("audit: 1 finding (1 contrast)"), "\(outcome.message)")
    let page = "file://" + folder.report + "/index.html"

    let all = try await HeadlessBrowser.load(page)
    #expect(all.dom.contains("data-ready=\"1\"") && !all.dom.contains("data-errors"))
    #expect(!all.log.contains("CONSOLE"), "nothing in the console: \(all.log)")
    #expect(all.dom.contains("Accessibility audit: 1 finding"))
    #expect(all.dom.contains(#"<tr data-screen="pale"><td>pale</td><td class="num bad" data-check="contrast">1</td></tr>"#), "\(all.dom)")
    #expect(all.dom.contains(#"<tr data-screen="plain"><td>plain</td><td class="num" data-check="contrast">0</td></tr>"#))
    #expect(all.dom.contains("<b>ignored check dynamicType</b>: the terms are sized by the store"))

    let open = try await HeadlessBrowser.load(page + "?state=pale/light")
    #expect(open.dom.contains(#"class="audit-box" data-check="contrast""#), "the finding is boxed on the image")
    #expect(open.dom.contains(#"<tr data-check="contrast"><td><b>contrast</b></td><td>Sale ends soon</td>"#), "\(open.dom)")
  }

  @Test func failMakesAFindingFailTheRunAndOffLeavesTheAuditOut() async throws {
    let folder = RunFolder()
    defer { folder.remove() }
    _ = try await runYielding(auditedMatrix(), folder.options(.record))
    let failing = try await runYielding(auditedMatrix(), folder.options(.verify, audit: .fail))
    #expect(!failing.passed)
    #expect(read(folder.report + "/junit.xml").contains("accessibility audit: 1 finding (contrast)"))
    let off = try await runYielding(auditedMatrix(), folder.options(.verify, audit: .off))
    #expect(off.passed && off.summary?.auditCount == 0)
    #expect(off.summary?.auditPolicy == .off)
  }
}
