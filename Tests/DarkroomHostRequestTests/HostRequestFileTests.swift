import DarkroomHostRequest
import DarkroomPixels
import DarkroomRunsCore
import Foundation
import Testing

@Suite struct HostRequestFileTests {
  func temporaryFile(_ name: String) -> String {
    NSTemporaryDirectory() + "darkroom-host-\(name)-\(UUID().uuidString).json"
  }

  @Test func aRequestReadsBackAsItWasWritten() throws {
    var request = HostRequest(job: .runVerify, resultFile: "/tmp/result.json")
    request.showsProgress = false
    request.isolated = false
    request.run.matrix = "shop"
    request.run.baselines = "/app/Baselines"
    request.run.shard = ShardSpec(index: 2, count: 4)
    request.run.lint = .fail
    var comparison = ComparisonOptions.pixelmatch(threshold: 0.2, includeAntialiasing: true)
    comparison.precision = 0.99
    comparison.ignoredRegions = [PixelRect(x: 0, y: 0, width: 1179, height: 162)]
    comparison.maximumRegions = 4
    request.run.comparison = comparison
    request.previews.modules = ["ShopUI"]
    request.previews.device = "iPhone SE (3rd generation)"
    request.screenshots.framed = false
    request.screenshots.sizes = ["iphone-6.9"]
    let file = temporaryFile("request")
    defer { try? FileManager.default.removeItem(atPath: file) }
    try request.write(to: file)
    #expect(try HostRequest.read(from: file) == request)
  }

  @Test func everyRuleRoundTripsWithItsName() throws {
    let rules: [(ComparisonOptions, String)] = [
      (.exact, "exact"), (.tolerance(24), "tolerance 24"), (.pixelmatch, "pixelmatch 0.1"),
      (ComparisonOptions(rule: .deltaE94(maximum: 2)), "perceptual 0.98"), (.precision(0.9), "exact, precision 0.9"),
    ]
    for (options, name) in rules {
      var request = HostRequest(job: .runVerify, resultFile: "/r")
      request.run.comparison = options
      let text = request.json.text()
      let read = try HostRequest(bytes: Array(text.utf8), file: "request.json")
      #expect(read.run.comparison == options)
      #expect(options.ruleName == name)
    }
  }

  @Test func aResultReadsBackAsItWasWritten() throws {
    var result = HostResult(status: .different, summary: "run: 1 of 2 states changed")
    result.seconds = 1.25
    result.standInSymbols = ["gear"]
    result.placeholderSymbols = ["brand.logo"]
    result.page = "/app/report/index.html"
    let file = temporaryFile("result")
    defer { try? FileManager.default.removeItem(atPath: file) }
    try result.write(to: file)
    #expect(try HostResult.read(from: file) == result)
  }

  @Test func aBadRequestNamesTheFileAndTheMember() {
    func message(_ text: String) -> String {
      do {
        _ = try HostRequest(bytes: Array(text.utf8), file: "req.json")
        return ""
      } catch {
        return error.message
      }
    }
    #expect(message("{") .hasPrefix("req.json is not valid JSON"))
    #expect(message("[]") == "req.json must hold a JSON object")
    #expect(message(#"{"format":2,"job":"run-verify","result":"/r"}"#).contains("req.json is format 2, and this Darkroom reads format 1"))
    #expect(message(#"{"format":1,"job":"paint","result":"/r"}"#).contains("req.json: 'job' must be previews-export"))
    #expect(message(#"{"format":1,"job":"run-verify"}"#).contains("'result' must be a string"))
    #expect(
      message(#"{"format":1,"job":"run-verify","result":"/r","run":{"comparison":{"rule":"tolerance","tolerance":300,"precision":1,"ignored":[],"maximumRegions":12}}}"#)
        .contains("'tolerance' must be a whole number from 0 to 255"))
    #expect(message(#"{"format":1,"job":"run-verify","result":"/r","run":{"shard":"5/4"}}"#).contains("'shard' must be i/n"))
    #expect(message(#"{"format":1,"job":"run-verify","result":"/r","previews":{"modules":[1]}}"#).contains("'modules' must be an array of strings"))
  }

  @Test func aMissingRequestFileNamesItAndTheVariable() {
    #expect(throws: HostFileError.self) { try HostRequest.read(from: "/nonexistent/request.json") }
    do {
      _ = try HostRequest.read(from: "/nonexistent/request.json")
    } catch {
      #expect(error.message.contains("/nonexistent/request.json (DARKROOM_HOST_REQUEST)"))
    }
  }

  @Test func statusesAreTheToolsExitCodes() {
    #expect(HostStatus.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(HostStatus.allCases.map(\.name) == ["same", "different", "could-not-run"])
  }
}
