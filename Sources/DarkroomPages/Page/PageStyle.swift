/// The style sheet every page starts from, before its own: the system's sans-serif at 14
/// points with a roomy line height, and margins that keep text off the window's edges. A
/// page's own rules come after it, so a page changes any of it by naming the same property
/// again (`body { margin: 0; }`).
///
/// ```swift
/// let html = HTMLPage.html(title: "Previews", style: "body { margin: 0; }", body: "<main></main>")
/// print(html.contains(PageStyle.base))   // true
/// ```
public enum PageStyle {
  public static let base = "body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; }"
}
