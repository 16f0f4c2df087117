import Darkroom
import DarkroomNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct URLRequestStrategyTests {
  @Test func rawSortsHeadersAndQueryItems() throws {
    var request = URLRequest(url: URL(string: "https://example.com/list?b=2&a=1")!)
    request.addValue("text/html", forHTTPHeaderField: "Accept")
    request.addValue("session=1", forHTTPHeaderField: "Cookie")
    #expect(try Snapshotting.raw.text(of: request) == """
      GET https://example.com/list?a=1&b=2
      Accept: text/html
      Cookie: session=1
      """)
  }

  @Test func rawWritesTheBodyAfterABlankLine() throws {
    var request = URLRequest(url: URL(string: "https://example.com/create")!)
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"b":1,"a":[true]}"#.utf8)
    #expect(try Snapshotting.raw.text(of: request) == "POST https://example.com/create\n\n{\"b\":1,\"a\":[true]}")
    #expect(try Snapshotting.raw(pretty: true).text(of: request) == """
      POST https://example.com/create

      {
        "a" : [
          true
        ],
        "b" : 1
      }
      """)
  }

  @Test func curlWritesACommandThatSendsTheRequest() throws {
    var request = URLRequest(url: URL(string: "https://example.com/subscribe")!)
    request.httpMethod = "POST"
    request.addValue(#"{"user":"0"}"#, forHTTPHeaderField: "Cookie")
    request.addValue("text/html", forHTTPHeaderField: "Accept")
    request.httpBody = Data(#"plan="monthly""#.utf8)
    #expect(try Snapshotting.curl.text(of: request) == """
      curl \\
      \t--request POST \\
      \t--header "Accept: text/html" \\
      \t--data "plan=\\"monthly\\"" \\
      \t--cookie "{\\"user\\":\\"0\\"}" \\
      \t"https://example.com/subscribe"
      """)
  }

  @Test func curlWritesHeadAndLeavesGetImplicit() throws {
    var head = URLRequest(url: URL(string: "https://example.com/")!)
    head.httpMethod = "HEAD"
    #expect(try Snapshotting.curl.text(of: head) == "curl \\\n\t--head \\\n\t\"https://example.com/\"")
    let get = URLRequest(url: URL(string: "https://example.com/")!)
    #expect(try Snapshotting.curl.text(of: get) == "curl \\\n\t\"https://example.com/\"")
  }
}

@Suite struct URLRequestWithoutURLTests {
  @Test func curlOfARequestWithoutAURLFailsWithAReason() {
    var request = URLRequest(url: URL(string: "https://example.com/")!)
    request.url = nil
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-networking-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let failure = verifySnapshot(of: request, as: .curl, snapshotDirectory: folder.path, testName: "noURL")
    #expect(failure == "Could not make the snapshot: The request has no URL; give it one before snapshotting it as .curl.")
  }
}

extension Snapshotting where Value == URLRequest, Format == String {
  /// The text the strategy makes for a request, through a temporary reference folder.
  fileprivate func text(of request: URLRequest) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-networking-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = withSnapshotTesting(record: .all) {
      verifySnapshot(of: request, as: self, snapshotDirectory: folder.path, testName: "request")
    }
    let file = folder.appendingPathComponent("request.1.txt")
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }
}
