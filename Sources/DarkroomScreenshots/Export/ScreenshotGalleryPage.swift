import DarkroomPages

/// `screenshots.html`: every screenshot in the output folder on one self-contained page
/// (styles and script inline, the images beside it), in two tabs. "By language" has a
/// heading per language and a row per device; "By screen" a heading per screen and a row
/// per device, each image captioned with its language. Clicking an image opens it large
/// with its language, device, file and pixel size.
///
/// `screenshots.html?tab=screen` opens the second tab, `&open=<file>` an image.
///
/// ```swift
/// let html = ScreenshotGalleryPage.html(result.entries)
/// ```
public enum ScreenshotGalleryPage {
  public static func html(_ entries: [ScreenshotEntry]) -> String {
    let languages = ordered(entries.map(\.language))
    let screens = ordered(entries.map(\.screen))
    let devices = ordered(entries.map(\.device))
    var byLanguage = ""
    for language in languages {
      byLanguage += "<h2>\(escape(language))</h2>\n"
      for device in devices {
        let row = entries.filter { $0.language == language && $0.device == device }
        guard !row.isEmpty else { continue }
        byLanguage += rowHTML(device, row.map { figure($0, caption: $0.screen) })
      }
    }
    var byScreen = ""
    for screen in screens {
      byScreen += "<h2>\(escape(screen))</h2>\n"
      for device in devices {
        let row = entries.filter { $0.screen == screen && $0.device == device }
        guard !row.isEmpty else { continue }
        byScreen += rowHTML(device, row.map { figure($0, caption: $0.language) })
      }
    }
    let count = "\(entries.count) screenshot\(entries.count == 1 ? "" : "s") · \(languages.count) language\(languages.count == 1 ? "" : "s") · \(devices.count) size\(devices.count == 1 ? "" : "s")"
    let body = """
      <header><h1>Store screenshots</h1><p id="count">\(count)</p></header>
      <nav role="tablist">
        <button role="tab" id="tab-language" data-tab="language" aria-selected="true">By language</button>
        <button role="tab" id="tab-screen" data-tab="screen" aria-selected="false">By screen</button>
      </nav>
      <section id="language" class="tab" role="tabpanel">
      \(byLanguage)</section>
      <section id="screen" class="tab" role="tabpanel" hidden>
      \(byScreen)</section>
      <div id="lightbox" hidden>
        <figure><img id="lightbox-image" alt=""><figcaption><dl>
          <dt>Language</dt><dd id="lightbox-language"></dd>
          <dt>Device</dt><dd id="lightbox-device"></dd>
          <dt>File</dt><dd id="lightbox-file"></dd>
          <dt>Pixel size</dt><dd id="lightbox-size"></dd>
        </dl><button id="lightbox-close" type="button">Close</button></figcaption></figure>
      </div>
      """
    return HTMLPage.html(title: "Store screenshots", style: style, body: body, script: script)
  }

  private static func rowHTML(_ device: String, _ figures: [String]) -> String {
    "<div class=\"row\"><h3>\(escape(device))</h3><div class=\"shots\">\(figures.joined())</div></div>\n"
  }

  private static func figure(_ entry: ScreenshotEntry, caption: String) -> String {
    let attributes = [
      ("data-language", entry.language), ("data-device", entry.device), ("data-file", entry.path),
      ("data-size", entry.pixelSize),
    ].map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    return "<figure class=\"shot\"\(attributes)><img loading=\"lazy\" src=\"\(escape(percentEncoded(entry.path)))\" alt=\"\(escape(entry.screen + ", " + entry.language + ", " + entry.device))\"><figcaption>\(escape(caption))</figcaption></figure>"
  }

  /// Values in the order they first appear.
  private static func ordered(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  static func escape(_ text: String) -> String { MarkupEscaping.escape(text) }

  /// A relative path as a URL: every byte but letters, digits, `-._~/` percent-encoded
  /// (device names have spaces and parentheses).
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.append(Character(UnicodeScalar(byte)))
      default:
        encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return encoded
  }

  /// The page's own rules, after the pages' shared ones (``PageStyle/base``).
  static let style = """
    body { color: #1d1d1f; background: #f5f5f7; }
    header h1 { font-size: 22px; margin: 20px 0 2px; }
    #count { color: #6e6e73; margin: 0 0 12px; }
    nav { display: flex; gap: 4px; border-bottom: 1px solid #d2d2d7; margin-bottom: 8px; }
    nav button { font: inherit; border: 0; background: none; padding: 8px 14px; cursor: pointer; border-bottom: 2px solid transparent; }
    nav button[aria-selected="true"] { border-bottom-color: #0071e3; color: #0071e3; font-weight: 600; }
    h2 { font-size: 18px; margin: 24px 0 4px; }
    h3 { font-size: 13px; color: #6e6e73; font-weight: 500; margin: 8px 0 4px; }
    .shots { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 8px; }
    .shot { margin: 0; cursor: zoom-in; text-align: center; }
    .shot img { height: 320px; border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.2); background: #fff; }
    .shot figcaption { font-size: 12px; color: #424245; }
    #lightbox { position: fixed; inset: 0; background: rgba(0,0,0,.85); display: flex; align-items: center; justify-content: center; }
    #lightbox[hidden] { display: none; }
    #lightbox figure { margin: 0; display: flex; gap: 20px; align-items: flex-start; color: #f5f5f7; }
    #lightbox img { max-height: 90vh; max-width: 70vw; }
    #lightbox dt { color: #a1a1a6; font-size: 12px; }
    #lightbox dd { margin: 0 0 10px; }
    """

  static let script = """
    "use strict";
    window.addEventListener("error", function () { document.body.setAttribute("data-errors", "1"); });
    (function () {
      var query = new URLSearchParams(location.search);
      function choose(tab) {
        document.querySelectorAll("nav button").forEach(function (button) {
          var selected = button.getAttribute("data-tab") === tab;
          button.setAttribute("aria-selected", selected ? "true" : "false");
          document.getElementById(button.getAttribute("data-tab")).hidden = !selected;
        });
      }
      var lightbox = document.getElementById("lightbox");
      function open(shot) {
        document.getElementById("lightbox-image").src = shot.querySelector("img").getAttribute("src");
        document.getElementById("lightbox-language").textContent = shot.getAttribute("data-language");
        document.getElementById("lightbox-device").textContent = shot.getAttribute("data-device");
        document.getElementById("lightbox-file").textContent = shot.getAttribute("data-file");
        document.getElementById("lightbox-size").textContent = shot.getAttribute("data-size");
        lightbox.hidden = false;
      }
      function close() { lightbox.hidden = true; }
      document.querySelectorAll("nav button").forEach(function (button) {
        button.addEventListener("click", function () { choose(button.getAttribute("data-tab")); });
      });
      document.querySelectorAll(".shot").forEach(function (shot) {
        shot.addEventListener("click", function () { open(shot); });
      });
      lightbox.addEventListener("click", function (event) { if (event.target === lightbox) close(); });
      document.getElementById("lightbox-close").addEventListener("click", close);
      document.addEventListener("keydown", function (event) { if (event.key === "Escape") close(); });
      choose(query.get("tab") === "screen" ? "screen" : "language");
      var wanted = query.get("open");
      if (wanted) {
        var tab = document.getElementById(query.get("tab") === "screen" ? "screen" : "language");
        var match = Array.prototype.find.call(tab.querySelectorAll(".shot"), function (shot) {
          return shot.getAttribute("data-file") === wanted;
        });
        if (match) open(match);
      }
      document.body.setAttribute("data-ready", "1");
    })();
    """
}
