import Foundation

/// The gallery's index.html: one section per component, one picture per variant, shown at
/// their size in points.
struct GalleryPage {
  struct Entry {
    let component: String
    let variant: String
    let file: String
    let pointWidth: Int
  }

  let entries: [Entry]

  var html: String {
    var sections = ""
    var seen: [String] = []
    for entry in entries where !seen.contains(entry.component) {
      seen.append(entry.component)
      let figures = entries.filter { $0.component == entry.component }.map { item in
        """
              <figure><img src="\(item.file)" width="\(item.pointWidth)" alt="\(escape(item.component)), \(escape(item.variant))"><figcaption>\(escape(item.variant))</figcaption></figure>
        """
      }.joined(separator: "\n")
      sections += """
          <section>
            <h2>\(escape(entry.component))</h2>
            <div class="grid">
        \(figures)
            </div>
          </section>

        """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
        <meta charset="utf-8">
        <title>Darkroom component gallery</title>
        <style>
          body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #222; }
          h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; }
          .grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
          figure { margin: 0; background: #fff; padding: 8px; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
          figcaption { font-size: 12px; color: #666; margin-top: 4px; }
          img { display: block; }
        </style>
      </head>
      <body>
        <h1>Darkroom component gallery</h1>
        <p>Each component in light and dark appearance, three text sizes, left to right and right to left, drawn by DarkroomUI at 2x with the pinned fonts.</p>
      \(sections)</body>
      </html>

      """
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
