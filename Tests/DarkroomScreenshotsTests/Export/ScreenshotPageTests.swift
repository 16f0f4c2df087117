import DarkroomScreenshots
import Foundation
import HeadlessBrowser
import Testing

/// `screenshots.html` in headless Chromium: it loads with no script error and nothing in
/// the console, has both tabs with the right headings and captions, and its lightbox shows
/// an image's language, device, file and pixel size.
@MainActor @Suite struct ScreenshotPageTests {
  nonisolated static let chromium = HeadlessBrowser.chromium

  nonisolated func load(_ url: String) async throws -> (dom: String, log: String) {
    try await HeadlessBrowser.load(url)
  }

  /// A page over two runs' entries (no images need exist for the page's structure).
  func writePage() throws -> String {
    let folder = NSTemporaryDirectory() + "darkroom-shots-page-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var entries: [ScreenshotEntry] = []
    for language in ["en", "ja", "ar"] {
      for size in [StoreDisplaySize.iPhone69, .iPad13] {
        for screen in ["home", "list"] {
          entries.append(
            ScreenshotEntry(
              run: "budget", language: language, size: size.name, device: size.deviceName, screen: screen,
              path: ScreenshotEntry.path(language: language, device: size.deviceName, screen: screen),
              width: size.pixelSize.width, height: size.pixelSize.height, isFramed: true))
        }
      }
    }
    try ScreenshotGalleryPage.html(entries).write(toFile: folder + "/screenshots.html", atomically: true, encoding: .utf8)
    return folder
  }

  @Test(.enabled(if: chromium != nil)) func bothTabsAndTheLightboxWorkWithNoConsoleMessage() async throws {
    let folder = try writePage()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = "file://" + folder + "/screenshots.html"

    let first = try await load(page)
    #expect(first.dom.contains("data-ready=\"1\""), "the script ran to its end")
    #expect(!first.dom.contains(#"data-errors="1""#), "no script error")
    #expect(!first.log.contains("CONSOLE"), "nothing in the console: \(first.log)")
    #expect(first.dom.contains(#"<button role="tab" id="tab-language" data-tab="language" aria-selected="true">By language</button>"#))
    #expect(first.dom.contains(#"id="tab-screen" data-tab="screen" aria-selected="false">By screen</button>"#))
    #expect(first.dom.contains("<h2>ja</h2>") && first.dom.contains("<h3>iPad Pro 13-inch (M4)</h3>"))
    #expect(first.dom.contains(#"src="ja/iPhone%2016%20Pro%20Max-home.png""#))
    #expect(first.dom.contains(#"<div id="lightbox" hidden="">"#), "the lightbox starts closed")

    let byScreen = try await load(page + "?tab=screen&open=ar/iPad%20Pro%2013-inch%20(M4)-list.png")
    #expect(byScreen.dom.contains(#"id="tab-screen" data-tab="screen" aria-selected="true""#))
    #expect(byScreen.dom.contains(#"<section id="language" class="tab" role="tabpanel" hidden="">"#))
    #expect(byScreen.dom.contains("<h2>list</h2>"))
    #expect(byScreen.dom.contains("<figcaption>ar</figcaption>"), "by screen, each image is captioned with its language")
    #expect(byScreen.dom.contains(#"<div id="lightbox">"#), "the lightbox is open")
    #expect(byScreen.dom.contains(#"<dd id="lightbox-language">ar</dd>"#))
    #expect(byScreen.dom.contains(#"<dd id="lightbox-device">iPad Pro 13-inch (M4)</dd>"#))
    #expect(byScreen.dom.contains(#"<dd id="lightbox-file">ar/iPad Pro 13-inch (M4)-list.png</dd>"#))
    #expect(byScreen.dom.contains(#"<dd id="lightbox-size">2064×2752</dd>"#))
    #expect(!byScreen.log.contains("CONSOLE"), "nothing in the console: \(byScreen.log)")
  }
}
