import DarkroomUIKit
import DarkroomViews
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view, as WebKit declares it (developer.apple.com/documentation/webkit/wkwebview).
/// There is no web engine here and no network: the view loads nothing and runs no script.
/// It records what it was asked to load (`recordedLoads`) and keeps the back-forward
/// history those loads make, so `url`, `canGoBack` and `goBack()` answer as after a load
/// that finished at once. No delegate method is called.
///
/// Drawn in a snapshot (inside a `UIViewRepresentable`), it is a plain white page: its
/// `backgroundColor`, white unless the code sets another, over its bounds. A web view made
/// clear (`isOpaque = false`, `backgroundColor = .clear`) draws nothing.
///
/// ```swift
/// struct WebPage: UIViewRepresentable {
///   let url: URL
///   func makeUIView(context: Context) -> WKWebView { WKWebView() }
///   func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
/// }
/// ```
open class WKWebView: UIView {
  /// What a web view was asked to load, in the order asked.
  public enum RecordedLoad: Equatable {
    case request(URLRequest)
    case htmlString(String, baseURL: URL?)
    case fileURL(URL, readAccessURL: URL)
    case data(Data, mimeType: String, characterEncodingName: String, baseURL: URL)
  }

  private let storedConfiguration: WKWebViewConfiguration
  private let storedScrollView = UIScrollView(frame: .zero)
  private var history: [URL?] = []
  private var historyIndex = -1

  /// Every load the view was asked for, oldest first: what a test checks instead of a page.
  ///
  /// ```swift
  /// #expect(webView.recordedLoads.last == .request(URLRequest(url: url)))
  /// ```
  public private(set) var recordedLoads: [RecordedLoad] = []

  /// Every script given to `evaluateJavaScript`, oldest first; none of them ran.
  public private(set) var evaluatedScripts: [String] = []

  /// The object told about navigations; held weakly. Never called here.
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  /// The object asked for panels and new windows; held weakly. Never called here.
  open weak var uiDelegate: (any WKUIDelegate)?

  /// Whether swipes go back and forward; accepted.
  open var allowsBackForwardNavigationGestures = false
  /// Whether pressing a link previews it; accepted.
  open var allowsLinkPreview = true
  /// The user agent the view would send; nothing is sent.
  open var customUserAgent: String?
  /// Whether Safari's Web Inspector may inspect the view; accepted.
  open var isInspectable = false
  /// The page's zoom factor; accepted.
  open var pageZoom: CGFloat = 1
  /// The colour behind the page when it scrolls past its edges; accepted.
  open var underPageBackgroundColor: UIColor! = .white
  /// The theme colour the page declares: none, since no page loads.
  open var themeColor: UIColor? { nil }

  /// A web view with a configuration, which it keeps.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    storedConfiguration = configuration
    super.init(frame: frame)
    setUp()
  }

  /// A web view with the default configuration.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  /// A web view from an archive, with the default configuration.
  public required init?(coder: NSCoder) {
    storedConfiguration = WKWebViewConfiguration()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // An empty page is white; the view draws as one.
    backgroundColor = .white
    addSubview(storedScrollView)
  }

  /// The configuration the view was made with.
  open var configuration: WKWebViewConfiguration { storedConfiguration }

  /// The scroll view the page would scroll in; it fills the web view.
  open var scrollView: UIScrollView { storedScrollView }

  /// The URL of the current history entry; `nil` before the first load.
  open var url: URL? { history.indices.contains(historyIndex) ? history[historyIndex] : nil }

  /// The page's title: `nil`, since no page loads.
  open var title: String? { nil }

  /// Whether a load is under way: never, since each load finishes at once.
  open var isLoading: Bool { false }

  /// How far the current load is: 1 once anything was loaded, 0 before.
  open var estimatedProgress: Double { historyIndex >= 0 ? 1 : 0 }

  /// Whether the page came only over secure connections: true for an https page.
  open var hasOnlySecureContent: Bool { url?.scheme == "https" }

  /// Whether there is an earlier history entry.
  open var canGoBack: Bool { historyIndex > 0 }

  /// Whether there is a later history entry.
  open var canGoForward: Bool { historyIndex >= 0 && historyIndex < history.count - 1 }

  /// Records the request and makes its URL the current history entry; nothing is fetched.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    record(.request(request), url: request.url)
  }

  /// Records the HTML and makes `baseURL` (or `about:blank`) the current history entry;
  /// nothing is parsed or drawn.
  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    record(.htmlString(string, baseURL: baseURL), url: baseURL ?? URL(string: "about:blank"))
  }

  /// Records the file and makes it the current history entry; nothing is read.
  @discardableResult
  open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    record(.fileURL(URL, readAccessURL: readAccessURL), url: URL)
  }

  /// Records the data and makes `baseURL` the current history entry; nothing is decoded.
  @discardableResult
  open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
    record(.data(data, mimeType: MIMEType, characterEncodingName: characterEncodingName, baseURL: baseURL), url: baseURL)
  }

  /// Moves to the previous history entry, if there is one.
  @discardableResult
  open func goBack() -> WKNavigation? {
    guard canGoBack else { return nil }
    historyIndex -= 1
    return WKNavigation()
  }

  /// Moves to the next history entry, if there is one.
  @discardableResult
  open func goForward() -> WKNavigation? {
    guard canGoForward else { return nil }
    historyIndex += 1
    return WKNavigation()
  }

  /// Reloads the current entry, if there is one; nothing is fetched.
  @discardableResult
  open func reload() -> WKNavigation? {
    historyIndex >= 0 ? WKNavigation() : nil
  }

  /// Reloads the current entry from its origin, if there is one; nothing is fetched.
  @discardableResult
  open func reloadFromOrigin() -> WKNavigation? {
    reload()
  }

  /// Stops loading: nothing is ever loading.
  open func stopLoading() {}

  /// Records the script, which does not run: the completion handler is told, at once, that
  /// the script's result cannot be returned, as WebKit says of a script whose value is
  /// `undefined`.
  ///
  /// ```swift
  /// webView.evaluateJavaScript("document.title") { result, error in title = result as? String }
  /// ```
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
    evaluatedScripts.append(javaScriptString)
    completionHandler?(nil, WKError(.javaScriptResultTypeIsUnsupported))
  }

  /// Records the script, which does not run, and throws
  /// `WKError(.javaScriptResultTypeIsUnsupported)`, as for a script whose value is `undefined`.
  open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
    evaluatedScripts.append(javaScriptString)
    throw WKError(.javaScriptResultTypeIsUnsupported)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    storedScrollView.frame = bounds
  }

  private func record(_ load: RecordedLoad, url: URL?) -> WKNavigation {
    recordedLoads.append(load)
    // A new load drops the forward entries, as a browser's history does.
    history.removeSubrange((historyIndex + 1)...)
    history.append(url)
    historyIndex = history.count - 1
    return WKNavigation()
  }
}
