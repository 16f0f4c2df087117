import DarkroomViews
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a web view tells about its navigations and asks of them, as WebKit declares it
/// (developer.apple.com/documentation/webkit/wknavigationdelegate); every method is optional.
/// The stand-in loads nothing, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, WKNavigationDelegate {
///   func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { isLoading = false }
/// }
/// ```
@MainActor
public protocol WKNavigationDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webView(
    _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }

  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
  ) {
    // As WebKit does for a delegate without this method: ask the one without preferences.
    self.webView(webView, decidePolicyFor: navigationAction) { policy in decisionHandler(policy, preferences) }
  }

  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
  ) {
    decisionHandler(.allow)
  }

  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

  public func webView(
    _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    completionHandler(.performDefaultHandling, nil)
  }

  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a web view asks for a page: new windows, script panels and permissions, as WebKit
/// declares it (developer.apple.com/documentation/webkit/wkuidelegate); every method is
/// optional. No page runs here, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, WKUIDelegate {
///   func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
///                for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
///     webView.load(navigationAction.request)
///     return nil
///   }
/// }
/// ```
@MainActor
public protocol WKUIDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
    windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  func webViewDidClose(_ webView: WKWebView)
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void)
  func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
  func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
  func webView(
    _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
    type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)
}

extension WKUIDelegate {
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
    windowFeatures: WKWindowFeatures
  ) -> WKWebView? { nil }

  public func webViewDidClose(_ webView: WKWebView) {}

  public func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable () -> Void
  ) {
    completionHandler()
  }

  public func webView(
    _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    completionHandler(false)
  }

  public func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping @MainActor @Sendable (String?) -> Void
  ) {
    completionHandler(nil)
  }

  public func webView(
    _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
    type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
  ) {
    decisionHandler(.prompt)
  }
}
