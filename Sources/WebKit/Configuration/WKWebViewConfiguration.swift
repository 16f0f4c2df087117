import DarkroomViews
import Foundation

/// The settings a web view is made with (developer.apple.com/documentation/webkit/wkwebviewconfiguration).
/// Every setting is kept and can be read back; none changes what the stand-in draws.
///
/// ```swift
/// let configuration = WKWebViewConfiguration()
/// configuration.allowsInlineMediaPlayback = true
/// configuration.userContentController.add(handler, name: "bridge")
/// let webView = WKWebView(frame: .zero, configuration: configuration)
/// ```
@MainActor
open class WKWebViewConfiguration {
  public init() {}

  /// The scripts and message handlers pages get.
  open var userContentController = WKUserContentController()
  /// The page settings.
  open var preferences = WKPreferences()
  /// The settings for each navigation.
  open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
  /// Where cookies and caches would be stored.
  open var websiteDataStore = WKWebsiteDataStore.default()
  /// The web content process pool; there are no processes here.
  open var processPool = WKProcessPool()
  /// The app name added to the user agent.
  open var applicationNameForUserAgent: String?
  /// Whether videos play inline rather than full screen.
  open var allowsInlineMediaPlayback = false
  /// Whether media may play on AirPlay.
  open var allowsAirPlayForMediaPlayback = true
  /// Whether media may play picture in picture.
  open var allowsPictureInPictureMediaPlayback = true
  /// Which media waits for the user to start it.
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  /// Which data the page would turn into links.
  open var dataDetectorTypes: WKDataDetectorTypes = []
  /// Whether the page appears only once fully drawn.
  open var suppressesIncrementalRendering = false
  /// Whether the page may zoom past its viewport's limits.
  open var ignoresViewportScaleLimits = false
  /// Whether navigations stay within the app-bound domains.
  open var limitsNavigationsToAppBoundDomains = false
  /// Whether known hosts are upgraded to https.
  open var upgradeKnownHostsToHTTPS = true
}

/// The kinds of media, for `mediaTypesRequiringUserActionForPlayback`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
  public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
  public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// The kinds of data a page turns into links, for `dataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
  public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
  public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
  public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
  public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// Settings for the pages a web view shows; kept, nothing uses them.
///
/// ```swift
/// configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
/// ```
@MainActor
open class WKPreferences {
  public init() {}

  /// The smallest font size a page may use.
  open var minimumFontSize: CGFloat = 0
  /// Whether scripts may open windows without a tap.
  open var javaScriptCanOpenWindowsAutomatically = false
  /// Whether scripts run; the older switch for `WKWebpagePreferences.allowsContentJavaScript`.
  open var javaScriptEnabled = true
  /// Whether fraudulent sites are warned of.
  open var isFraudulentWebsiteWarningEnabled = true
  /// Whether elements may go full screen.
  open var isElementFullscreenEnabled = false
  /// Whether text may be selected.
  open var isTextInteractionEnabled = true
  /// Whether printing includes backgrounds.
  open var shouldPrintBackgrounds = false
}

/// Settings for one navigation; kept, nothing uses them.
///
/// ```swift
/// configuration.defaultWebpagePreferences.allowsContentJavaScript = false
/// ```
@MainActor
open class WKWebpagePreferences {
  /// Which version of a site to ask for.
  public enum ContentMode: Int, Sendable {
    case recommended, mobile, desktop
  }

  public init() {}

  /// Whether the page's scripts run.
  open var allowsContentJavaScript = true
  /// Which version of a site to ask for.
  open var preferredContentMode = ContentMode.recommended
  /// Whether Lockdown Mode applies.
  open var isLockdownModeEnabled = false
}

/// The web content process pool, kept for configurations that set one; there are no
/// processes here.
@MainActor
open class WKProcessPool {
  public init() {}
}
