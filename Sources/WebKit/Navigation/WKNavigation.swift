import DarkroomViews
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A load a web view started, as `load(_:)` returns it; it tells nothing more here.
@MainActor
open class WKNavigation {
  public init() {}

  /// The content mode the page was loaded with.
  open var effectiveContentMode: WKWebpagePreferences.ContentMode { .recommended }
}

/// A navigation a delegate decides on: its request and what started it
/// (developer.apple.com/documentation/webkit/wknavigationaction). WebKit makes these; a
/// test makes one to call a delegate method itself.
///
/// ```swift
/// let action = WKNavigationAction(request: URLRequest(url: url), navigationType: .linkActivated)
/// coordinator.webView(webView, decidePolicyFor: action) { policy in decided = policy }
/// ```
@MainActor
open class WKNavigationAction {
  private let storedRequest: URLRequest
  private let storedType: WKNavigationType

  public init(request: URLRequest, navigationType: WKNavigationType = .other) {
    storedRequest = request
    storedType = navigationType
  }

  /// The request of the navigation.
  open var request: URLRequest { storedRequest }
  /// What started the navigation.
  open var navigationType: WKNavigationType { storedType }
  /// The frame the navigation started in: the main frame.
  open var sourceFrame: WKFrameInfo { WKFrameInfo(request: storedRequest) }
  /// The frame the navigation loads in: the main frame.
  open var targetFrame: WKFrameInfo? { WKFrameInfo(request: storedRequest) }
  /// Whether the navigation asks for a download.
  open var shouldPerformDownload: Bool { false }
}

/// A response a delegate decides on (developer.apple.com/documentation/webkit/wknavigationresponse).
@MainActor
open class WKNavigationResponse {
  private let storedResponse: URLResponse
  private let storedMainFrame: Bool

  public init(response: URLResponse, isForMainFrame: Bool = true) {
    storedResponse = response
    storedMainFrame = isForMainFrame
  }

  /// The response.
  open var response: URLResponse { storedResponse }
  /// Whether the response is for the main frame.
  open var isForMainFrame: Bool { storedMainFrame }
  /// Whether the web view could show the response's type.
  open var canShowMIMEType: Bool { true }
}

/// What a delegate decides about a navigation.
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel, allow, download
}

/// What a delegate decides about a response.
public enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel, allow, download
}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
  case other = -1
}

/// A frame of a page.
@MainActor
open class WKFrameInfo {
  private let storedRequest: URLRequest?

  init(request: URLRequest? = nil) { storedRequest = request }

  /// Whether the frame is the page's main frame: always, here.
  open var isMainFrame: Bool { true }
  /// The frame's request.
  open var request: URLRequest { storedRequest ?? URLRequest(url: URL(fileURLWithPath: "/")) }
  /// Where the frame's page came from.
  open var securityOrigin: WKSecurityOrigin { WKSecurityOrigin(url: storedRequest?.url) }
  /// The web view the frame is in.
  open weak var webView: WKWebView?
}

/// Where a page came from: its scheme, host and port.
@MainActor
open class WKSecurityOrigin {
  /// The scheme, as "https".
  public let `protocol`: String
  /// The host.
  public let host: String
  /// The port, or 0 for the scheme's default.
  public let port: Int

  init(url: URL?) {
    `protocol` = url?.scheme ?? ""
    host = url?.host ?? ""
    port = url?.port ?? 0
  }
}

/// The window a page asks to open; none opens here.
@MainActor
open class WKWindowFeatures {
  public init() {}
}

/// What a page asks to capture, for a permission request.
public enum WKMediaCaptureType: Int, Sendable {
  case camera, microphone, cameraAndMicrophone
}

/// What a delegate decides about a permission request.
public enum WKPermissionDecision: Int, Sendable {
  case prompt, grant, deny
}

/// An error WebKit reports (developer.apple.com/documentation/webkit/wkerror).
///
/// ```swift
/// catch let error as WKError where error.code == .javaScriptResultTypeIsUnsupported { }
/// ```
public struct WKError: Error, Hashable, Sendable {
  /// The error domain WebKit's errors are in.
  public static var errorDomain: String { "WKErrorDomain" }

  /// What went wrong.
  public enum Code: Int, Sendable {
    case unknown = 1
    case webContentProcessTerminated
    case webViewInvalidated
    case javaScriptExceptionOccurred
    case javaScriptResultTypeIsUnsupported
    case javaScriptInvalidFrameTarget = 12
    case navigationAppBoundDomain
    case javaScriptAppBoundDomain
  }

  /// What went wrong.
  public let code: Code

  public init(_ code: Code) { self.code = code }
}
