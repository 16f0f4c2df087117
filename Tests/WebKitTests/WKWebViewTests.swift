import DarkroomUI
import Foundation
import Testing
import WebKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view as apps wrap it (developer.apple.com/documentation/webkit/wkwebview): it
/// records what it is asked to load, keeps the history those loads make, runs no script,
/// and draws as a white page.
@MainActor @Suite struct WKWebViewTests {
  final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
    var finished = 0
    var messages: [String] = []

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }

    func webView(
      _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
      decisionHandler(navigationAction.request.url?.host == "example.com" ? .allow : .cancel)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
      messages.append(message.name)
    }
  }

  struct WebPage: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
      let configuration = WKWebViewConfiguration()
      configuration.allowsInlineMediaPlayback = true
      configuration.defaultWebpagePreferences.allowsContentJavaScript = false
      configuration.userContentController.add(context.coordinator, name: "bridge")
      let webView = WKWebView(frame: .zero, configuration: configuration)
      webView.navigationDelegate = context.coordinator
      webView.uiDelegate = context.coordinator
      webView.allowsBackForwardNavigationGestures = true
      webView.isInspectable = true
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
      webView.load(URLRequest(url: url))
    }
  }

  @Test func aLoadIsRecordedAndBecomesTheCurrentEntry() throws {
    let webView = WKWebView()
    #expect(webView.url == nil && webView.estimatedProgress == 0 && !webView.canGoBack)
    let url = try #require(URL(string: "https://example.com/help"))
    #expect(webView.load(URLRequest(url: url)) != nil)
    webView.loadHTMLString("<h1>Hi</h1>", baseURL: nil)
    #expect(webView.recordedLoads == [.request(URLRequest(url: url)), .htmlString("<h1>Hi</h1>", baseURL: nil)])
    #expect(webView.url?.absoluteString == "about:blank")
    #expect(webView.estimatedProgress == 1 && !webView.isLoading && webView.title == nil)
  }

  @Test func historyGoesBackAndForwardAndANewLoadDropsTheForwardEntries() throws {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let first = try #require(URL(string: "https://example.com/1"))
    let second = try #require(URL(string: "https://example.com/2"))
    let third = try #require(URL(string: "https://example.com/3"))
    webView.load(URLRequest(url: first))
    webView.load(URLRequest(url: second))
    #expect(webView.canGoBack && !webView.canGoForward)
    webView.goBack()
    #expect(webView.url == first && webView.canGoForward)
    #expect(webView.goBack() == nil, "nothing before the first entry")
    webView.goForward()
    #expect(webView.url == second)
    webView.goBack()
    webView.load(URLRequest(url: third))
    #expect(webView.url == third && !webView.canGoForward && webView.hasOnlySecureContent)
  }

  @Test func scriptsAreRecordedAndNeverRun() async throws {
    let webView = WKWebView()
    var reported: (any Error)?
    webView.evaluateJavaScript("document.title") { _, error in reported = error }
    #expect((reported as? WKError)?.code == .javaScriptResultTypeIsUnsupported)
    do {
      let result = try await webView.evaluateJavaScript("1 + 1")
      Issue.record("a script returned \(result)")
    } catch {
      #expect(error as? WKError == WKError(.javaScriptResultTypeIsUnsupported))
    }
    #expect(webView.evaluatedScripts == ["document.title", "1 + 1"])
  }

  @Test func delegatesAreHeldWeaklyAndNotCalled() throws {
    let webView = WKWebView()
    var coordinator: Coordinator? = Coordinator()
    webView.navigationDelegate = coordinator
    webView.load(URLRequest(url: try #require(URL(string: "https://example.com"))))
    #expect(coordinator?.finished == 0)
    coordinator = nil
    #expect(webView.navigationDelegate == nil)
  }

  @Test func aDelegatesDefaultsAnswerAndItsOwnMethodsCanBeCalledByATest() throws {
    let coordinator = Coordinator()
    let webView = WKWebView()
    let action = WKNavigationAction(request: URLRequest(url: try #require(URL(string: "https://other.org"))), navigationType: .linkActivated)
    var decided: WKNavigationActionPolicy?
    coordinator.webView(webView, decidePolicyFor: action) { decided = $0 }
    #expect(decided == .cancel)
    var confirmed: Bool?
    coordinator.webView(webView, runJavaScriptConfirmPanelWithMessage: "Leave?", initiatedByFrame: action.sourceFrame) { confirmed = $0 }
    #expect(confirmed == false, "the default implementation answers no")
  }

  @Test func theContentControllerKeepsScriptsAndHandlers() throws {
    let coordinator = Coordinator()
    let controller = WKUserContentController()
    controller.add(coordinator, name: "bridge")
    controller.add(coordinator, name: "log")
    controller.addUserScript(WKUserScript(source: "start()", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
    #expect(controller.scriptMessageHandlerNames == ["bridge", "log"])
    controller.removeScriptMessageHandler(forName: "log")
    #expect(controller.scriptMessageHandlerNames == ["bridge"])
    #expect(controller.userScripts.map(\.source) == ["start()"])
    let handler = try #require(controller.scriptMessageHandler(forName: "bridge"))
    handler.userContentController(controller, didReceive: WKScriptMessage(name: "bridge", body: ["action": "close"]))
    #expect(coordinator.messages == ["bridge"])
  }

  @Test func theDefaultDataStoreIsSharedAndKeepsCookiesInMemory() async throws {
    #expect(WKWebsiteDataStore.default() === WKWebsiteDataStore.default())
    #expect(!WKWebsiteDataStore.nonPersistent().isPersistent)
    let store = WKWebsiteDataStore.nonPersistent()
    let cookie = try #require(HTTPCookie(properties: [.name: "id", .value: "1", .domain: "example.com", .path: "/"]))
    store.httpCookieStore.setCookie(cookie)
    #expect(await store.httpCookieStore.allCookies().map(\.name) == ["id"])
    await store.removeData(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast)
    #expect(await store.httpCookieStore.allCookies().isEmpty)
  }

  @Test func aRepresentedWebViewDrawsAWhitePage() throws {
    let url = try #require(URL(string: "https://example.com"))
    let view = WebPage(url: url).frame(width: 120, height: 80)
    let bitmap = try ImageRenderer(content: view).render()
    #expect(bitmap.width == 120 && bitmap.height == 80)
    for (x, y) in [(0, 0), (60, 40), (119, 79)] {
      let pixel = bitmap[x, y]
      #expect(pixel.red == 255 && pixel.green == 255 && pixel.blue == 255 && pixel.alpha == 255)
    }
  }

  @Test func aClearWebViewDrawsNothing() throws {
    struct ClearPage: UIViewRepresentable {
      func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.isOpaque = false
        webView.backgroundColor = .clear
        webView.scrollView.backgroundColor = .clear
        return webView
      }
      func updateUIView(_ webView: WKWebView, context: Context) {}
    }
    let bitmap = try ImageRenderer(content: ClearPage().frame(width: 40, height: 40)).render()
    #expect(bitmap[20, 20].alpha == 0)
  }
}
