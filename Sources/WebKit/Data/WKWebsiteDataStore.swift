import DarkroomViews
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a web view's cookies, caches and storage would live
/// (developer.apple.com/documentation/webkit/wkwebsitedatastore). No page stores anything
/// here, so there are no records; cookies the app sets are kept in memory.
///
/// ```swift
/// WKWebsiteDataStore.default().removeData(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast) {}
/// ```
@MainActor
open class WKWebsiteDataStore {
  private static let shared = WKWebsiteDataStore(isPersistent: true)

  /// Whether the store keeps its data on disk.
  public let isPersistent: Bool
  /// The store's cookies.
  public let httpCookieStore = WKHTTPCookieStore()

  private init(isPersistent: Bool) { self.isPersistent = isPersistent }

  /// The store web views share unless configured otherwise.
  open class func `default`() -> WKWebsiteDataStore { shared }

  /// A new store that keeps nothing on disk.
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

  /// Every kind of website data.
  open class func allWebsiteDataTypes() -> Set<String> {
    [
      "WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeLocalStorage",
      "WKWebsiteDataTypeSessionStorage", "WKWebsiteDataTypeIndexedDBDatabases", "WKWebsiteDataTypeWebSQLDatabases",
      "WKWebsiteDataTypeOfflineWebApplicationCache",
    ]
  }

  /// The store's records: none, since no page stored anything.
  open func fetchDataRecords(ofTypes dataTypes: Set<String>, completionHandler: @escaping @MainActor @Sendable ([WKWebsiteDataRecord]) -> Void) {
    completionHandler([])
  }

  /// The store's records: none.
  open func dataRecords(ofTypes dataTypes: Set<String>) async -> [WKWebsiteDataRecord] { [] }

  /// Removes data changed since a date; cookies go when their type is named.
  open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor @Sendable () -> Void) {
    if dataTypes.contains("WKWebsiteDataTypeCookies") { httpCookieStore.removeAll() }
    completionHandler()
  }

  /// Removes data changed since a date.
  open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {
    if dataTypes.contains("WKWebsiteDataTypeCookies") { httpCookieStore.removeAll() }
  }

  /// Removes the data of some records.
  open func removeData(
    ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord], completionHandler: @escaping @MainActor @Sendable () -> Void
  ) {
    completionHandler()
  }
}

/// The data one site stored.
@MainActor
open class WKWebsiteDataRecord {
  /// The site's name.
  public let displayName: String
  /// The kinds of data it stored.
  public let dataTypes: Set<String>

  init(displayName: String, dataTypes: Set<String>) {
    self.displayName = displayName
    self.dataTypes = dataTypes
  }
}

/// A data store's cookies, kept in memory.
///
/// ```swift
/// webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie)
/// ```
@MainActor
open class WKHTTPCookieStore {
  private var cookies: [HTTPCookie] = []

  init() {}

  /// Every cookie.
  open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
    completionHandler(cookies)
  }

  /// Every cookie.
  open func allCookies() async -> [HTTPCookie] { cookies }

  /// Adds a cookie, replacing one with the same name, domain and path.
  open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
    cookies.removeAll { Self.isSame($0, as: cookie) }
    cookies.append(cookie)
    completionHandler?()
  }

  /// Removes a cookie.
  open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
    cookies.removeAll { Self.isSame($0, as: cookie) }
    completionHandler?()
  }

  func removeAll() { cookies.removeAll() }

  private static func isSame(_ lhs: HTTPCookie, as rhs: HTTPCookie) -> Bool {
    lhs.name == rhs.name && lhs.domain == rhs.domain && lhs.path == rhs.path
  }
}
