@testable import DarkroomCommands
import DarkroomHostRequest
import DarkroomPixels
import DarkroomRunsCore
import Testing

/// What each command hands the test binary, read in this process: every option lands in the
/// typed request, and bad ones stop before anything is built.
@Suite struct RequestParsingTests {
  func failure(_ arguments: [String]) -> String? {
    do {
      _ = try RootCommand.run(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func runVerifyCarriesEveryOption() throws {
    let run = try RunRequest(
      [
        "--matrix", "shop", "--baselines", "/b", "--report", "/r", "--tolerance", "24", "--precision", "0.99", "--shard", "2/4",
        "--lint", "fail", "--in-process", "--no-progress", "-c", "release", "--ignore", "0,0,10,20",
      ], job: .runVerify, command: "run")
    let request = run.request
    #expect(request.job == .runVerify && request.run.matrix == "shop")
    #expect(request.run.baselines == "/b" && request.run.report == "/r")
    var expected = ComparisonOptions.tolerance(24)
    expected.precision = 0.99
    expected.ignoredRegions = [PixelRect(x: 0, y: 0, width: 10, height: 20)]
    #expect(request.run.comparison == expected)
    #expect(request.run.shard == ShardSpec(index: 2, count: 4) && request.run.lint == .fail)
    #expect(!request.isolated && !request.showsProgress)
    #expect(run.package.configuration == "release" && run.package.packageArguments == ["-c", "release"])
  }

  @Test func relativeFoldersBecomeAbsoluteForTheTestBinary() throws {
    let request = try RunRequest(["--baselines", "Baselines"], job: .runRecord, command: "run").request
    #expect(request.run.baselines.hasPrefix("/") && request.run.baselines.hasSuffix("/Baselines"))
    #expect(request.run.report.hasSuffix("/darkroom-report"))
  }

  @Test func everyCommandComparesExactlyUnlessTold() throws {
    #expect(try RunRequest([], job: .runVerify, command: "run").request.run.comparison == .exact)
    #expect(try PreviewsCommand.parse(["verify", "b"]).0.run.comparison == .exact)
    #expect(try CompareRequest(["a.png", "b.png"]).options == .exact)
    #expect(try CompareRequest(["a.png", "b.png", "--threshold", "0.2"]).options == .pixelmatch(threshold: 0.2))
    #expect(try CompareRequest(["a.png", "b.png", "--include-aa"]).options == .pixelmatch(threshold: 0.1, includeAntialiasing: true))
  }

  @Test func previewsRecordAndVerifyAreRunsOfThePreviews() throws {
    let (record, _) = try PreviewsCommand.parse(["record", "/base", "--module", "ShopUI", "--include", "Card"])
    #expect(record.job == .previewsRecord && record.run.baselines == "/base")
    #expect(record.previews.modules == ["ShopUI"] && record.previews.included == ["Card"])
    let (verify, package) = try PreviewsCommand.parse(["verify", "/base", "--report", "/r", "--shard", "1/2", "--test-binary", "/t"])
    #expect(verify.job == .previewsVerify && verify.run.report == "/r" && verify.run.shard == ShardSpec(index: 1, count: 2))
    #expect(package.testBinary == "/t")
  }

  @Test func previewsExportNamesAndLayoutChooseTheirJob() throws {
    let (export, _) = try PreviewsCommand.parse(["export", "/out", "--no-gallery", "--device", "iPhone SE (3rd generation)"])
    #expect(export.job == .previewsExport && export.previews.output == "/out" && !export.previews.gallery)
    #expect(export.previews.device == "iPhone SE (3rd generation)")
    #expect(try PreviewsCommand.parse(["names", "/n.txt"]).0.job == .previewsNames)
    let (layout, _) = try PreviewsCommand.parse(["layout", "--exclude-module", "Legacy", "--exclude", "Wide"])
    #expect(layout.job == .previewsLayout && layout.previews.output == nil)
    #expect(layout.previews.excludedModules == ["Legacy"] && layout.previews.excluded == ["Wide"])
  }

  @Test func runVerifyCarriesTheAuditPolicy() throws {
    let request = try RunRequest(["--baselines", "/b", "--audit", "fail"], job: .runVerify, command: "run").request
    #expect(request.run.audit == .fail)
  }

  @Test func screenshotsCarryTheirLists() throws {
    let request = try ScreenshotsRequest([
      "--run", "shop", "--sizes", "iphone-6.9,ipad-13", "--screens", "home", "--languages", "en,ja", "--no-frame", "--output", "/o",
    ]).request
    #expect(request.job == .screenshots && request.run.matrix == "shop")
    #expect(request.screenshots.sizes == ["iphone-6.9", "ipad-13"] && request.screenshots.screens == ["home"])
    #expect(request.screenshots.languages == ["en", "ja"] && request.screenshots.framed == false && request.screenshots.output == "/o")
  }

  @Test func badOptionsStopBeforeAnythingIsBuilt() {
    #expect(failure(["run", "verify", "--tolerance", "24", "--exact"])?.hasPrefix("choose one rule") == true)
    #expect(failure(["run", "record", "--lint", "fail"])?.hasPrefix("--lint is for run verify") == true)
    #expect(failure(["run", "verify", "--audit", "loud"]) == "--audit takes off, report or fail, not 'loud'")
    #expect(failure(["run", "record", "--audit", "fail"])?.hasPrefix("--audit is for run verify") == true)
    #expect(failure(["previews", "verify", "b", "--matrix", "x"]) == "unknown option '--matrix' for previews verify")
    #expect(failure(["screenshots", "--sizes", "a,,b"])?.hasPrefix("--sizes needs names separated by commas") == true)
    #expect(failure(["screenshots", "--frame", "--no-frame"]) == "choose one of --frame and --no-frame")
    #expect(failure(["compare", "a.png"]) == "compare needs two PNG files, the reference and the new image; got 1")
    #expect(failure(["previews", "export", "/o", "--test-binary", "/nonexistent/AppPackageTests.xctest"])?.contains("is not a file") == true)
  }
}
