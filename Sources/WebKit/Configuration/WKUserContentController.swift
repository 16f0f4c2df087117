import DarkroomViews
import Foundation

/// The scripts a page gets and the handlers its messages go to
/// (developer.apple.com/documentation/webkit/wkusercontentcontroller). Kept and listed;
/// no page runs a script, so no message arrives.
///
/// ```swift
/// let controller = WKUserContentController()
/// controller.add(coordinator, name: "bridge")
/// controller.addUserScript(WKUserScript(source: "start()", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
/// ```
@MainActor
open class WKUserContentController {
  private var handlers: [(name: String, handler: any WKScriptMessageHandler)] = []

  public init() {}

  /// The scripts added, in order.
  public private(set) var userScripts: [WKUserScript] = []

  /// The names that have a message handler, in the order they were added.
  public var scriptMessageHandlerNames: [String] { handlers.map(\.name) }

  /// Adds a handler for messages posted to `window.webkit.messageHandlers.<name>`. Like
  /// WebKit, the controller keeps a strong reference to it; a name already taken is left as it is.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    guard !handlers.contains(where: { $0.name == name }) else { return }
    handlers.append((name, scriptMessageHandler))
  }

  /// Adds a handler in a content world.
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
    add(scriptMessageHandler, name: name)
  }

  /// Removes the handler for a name.
  open func removeScriptMessageHandler(forName name: String) {
    handlers.removeAll { $0.name == name }
  }

  /// Removes the handler for a name in a content world.
  open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
    removeScriptMessageHandler(forName: name)
  }

  /// Removes every handler.
  open func removeAllScriptMessageHandlers() {
    handlers.removeAll()
  }

  /// Adds a script that pages would run.
  open func addUserScript(_ userScript: WKUserScript) {
    userScripts.append(userScript)
  }

  /// Removes every script.
  open func removeAllUserScripts() {
    userScripts.removeAll()
  }

  /// The handler added for a name, so that a test can post a message to it the way a page would.
  ///
  /// ```swift
  /// let message = WKScriptMessage(name: "bridge", body: ["action": "close"])
  /// controller.scriptMessageHandler(forName: "bridge")?.userContentController(controller, didReceive: message)
  /// ```
  public func scriptMessageHandler(forName name: String) -> (any WKScriptMessageHandler)? {
    handlers.first { $0.name == name }?.handler
  }
}

/// What receives the messages a page posts (developer.apple.com/documentation/webkit/wkscriptmessagehandler).
///
/// ```swift
/// final class Coordinator: NSObject, WKScriptMessageHandler {
///   func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
///     print(message.name, message.body)
///   }
/// }
/// ```
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
  /// A message a page posted.
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page posted to a handler.
///
/// ```swift
/// guard message.name == "bridge", let body = message.body as? [String: Any] else { return }
/// ```
@MainActor
open class WKScriptMessage {
  private let storedName: String
  private let storedBody: Any
  private weak var storedWebView: WKWebView?

  /// A message, for a test that calls a handler as a page would.
  public init(name: String, body: Any, webView: WKWebView? = nil) {
    storedName = name
    storedBody = body
    storedWebView = webView
  }

  /// The handler's name.
  open var name: String { storedName }
  /// What the page posted: a string, number, array, dictionary or `NSNull`.
  open var body: Any { storedBody }
  /// The web view the page is in.
  open var webView: WKWebView? { storedWebView }
  /// The frame that posted: the main frame.
  open var frameInfo: WKFrameInfo { WKFrameInfo() }
  /// The content world the message came from.
  open var world: WKContentWorld { .page }
}

/// A script added to every page (developer.apple.com/documentation/webkit/wkuserscript).
///
/// ```swift
/// let script = WKUserScript(source: "document.body.style.background = 'black'", injectionTime: .atDocumentEnd, forMainFrameOnly: true)
/// ```
@MainActor
open class WKUserScript {
  /// The script's source.
  public let source: String
  /// When the script runs.
  public let injectionTime: WKUserScriptInjectionTime
  /// Whether only the main frame runs it.
  public let isForMainFrameOnly: Bool

  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    isForMainFrameOnly = forMainFrameOnly
  }

  public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
    self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
  }
}

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable {
  case atDocumentStart, atDocumentEnd
}

/// A namespace scripts run in, keeping a page's variables apart from the app's.
@MainActor
open class WKContentWorld {
  /// The world's name, for a named world.
  public let name: String?

  private init(name: String?) { self.name = name }

  /// The page's own world.
  public static var page: WKContentWorld { WKContentWorld(name: nil) }
  /// The app's default world.
  public static var defaultClient: WKContentWorld { WKContentWorld(name: "defaultClient") }
  /// A world of the app's own, by name.
  public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}
