import Darkroom
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
  /// Snapshots a request as the text of an HTTP message: method and URL (query items
  /// sorted), headers sorted, then the body.
  ///
  /// ```swift
  /// assertSnapshot(of: request, as: .raw)
  /// ```
  ///
  /// ```text
  /// POST https://example.com/subscribe
  /// Accept: text/html
  ///
  /// plan=monthly
  /// ```
  public static let raw = Snapshotting.raw(pretty: false)

  /// Like ``raw``; with `pretty`, a JSON body is written indented with sorted keys.
  ///
  /// ```swift
  /// assertSnapshot(of: request, as: .raw(pretty: true))
  /// ```
  public static func raw(pretty: Bool) -> Snapshotting {
    SimplySnapshotting.lines.pullback { (request: URLRequest) in
      let target = request.url.flatMap(sortingQueryItems)?.absoluteString ?? "(null)"
      let requestLine = "\(request.httpMethod ?? "GET") \(target)"
      let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
      var body: [String] = []
      if let data = request.httpBody {
        body = ["\n" + ((pretty ? prettyJSON(data) : nil) ?? String(decoding: data, as: UTF8.self))]
      }
      return ([requestLine] + headers + body).joined(separator: "\n")
    }
  }

  /// Snapshots a request as the `curl` command that sends it.
  ///
  /// ```swift
  /// assertSnapshot(of: request, as: .curl)
  /// ```
  ///
  /// ```text
  /// curl \
  /// 	--request POST \
  /// 	--header "Accept: text/html" \
  /// 	--data "plan=monthly" \
  /// 	"https://example.com/subscribe"
  /// ```
  ///
  /// A request without a URL fails the assertion with a message saying so.
  public static let curl = SimplySnapshotting.lines.pullback { (request: URLRequest) throws -> String in
    guard let url = request.url else { throw RequestWithoutURL() }
    var parts = ["curl"]
    switch request.httpMethod ?? "GET" {
    case "GET": break
    case "HEAD": parts.append("--head")
    case let method: parts.append("--request \(method)")
    }
    let headers = request.allHTTPHeaderFields ?? [:]
    for field in headers.keys.sorted() where field != "Cookie" {
      parts.append("--header \"\(field): \(escapingQuotes(headers[field] ?? ""))\"")
    }
    if let data = request.httpBody, let body = String(data: data, encoding: .utf8) {
      let escaped = body.replacingOccurrences(of: "\\\"", with: "\\\\\"")
      parts.append("--data \"\(escapingQuotes(escaped))\"")
    }
    if let cookie = headers["Cookie"] {
      parts.append("--cookie \"\(escapingQuotes(cookie))\"")
    }
    parts.append("\"\((sortingQueryItems(url) ?? url).absoluteString)\"")
    return parts.joined(separator: " \\\n\t")
  }
}

/// The request has no URL, so there is no command to write.
struct RequestWithoutURL: Error, CustomStringConvertible {
  var description: String { "The request has no URL; give it one before snapshotting it as .curl." }
}

private func escapingQuotes(_ text: String) -> String {
  text.replacingOccurrences(of: "\"", with: "\\\"")
}

/// The URL with its query items in name order, so the same request always reads the same.
private func sortingQueryItems(_ url: URL) -> URL? {
  var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
  if let items = components?.queryItems {
    components?.queryItems = items.enumerated()
      .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
      .map(\.element)
  }
  return components?.url
}

private func prettyJSON(_ data: Data) -> String? {
  guard let object = try? JSONSerialization.jsonObject(with: data),
    let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  else { return nil }
  return String(decoding: pretty, as: UTF8.self)
}
