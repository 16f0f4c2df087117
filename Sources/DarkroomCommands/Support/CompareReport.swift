import DarkroomPixels
import DarkroomRunsCore

extension CompareCommand {
  static func report(_ comparison: Comparison, diff: String?, identicalFiles: Bool = false, _ request: CompareRequest) {
    if request.json {
      Output.print(json(comparison, diff: diff, identicalFiles: identicalFiles).text())
      return
    }
    if identicalFiles {
      Output.print("same: the files are byte-identical (\(comparison.referenceSize)).")
      return
    }
    var text = (comparison.isSame ? "same: " : comparison.outcome == .sizeMismatch ? "size mismatch: " : "different: ")
      + comparison.summary
    if let diff { text += "\nDiff image: \(diff)" }
    Output.print(text)
  }

  private static func json(_ comparison: Comparison, diff: String?, identicalFiles: Bool) -> JSONValue {
    var json: [(String, JSONValue)] = [
      ("same", .bool(comparison.isSame)), ("outcome", .string(comparison.outcome.rawValue)),
      ("identicalFiles", .bool(identicalFiles)), ("width", .int(comparison.referenceSize.width)),
      ("height", .int(comparison.referenceSize.height)),
    ]
    if comparison.outcome == .sizeMismatch {
      json += [("newWidth", .int(comparison.newSize.width)), ("newHeight", .int(comparison.newSize.height))]
    }
    json += [
      ("differentPixels", .int(comparison.differentPixels)), ("differentShare", .number(comparison.differentShare)),
      ("antialiasedPixels", .int(comparison.antialiasedPixels)), ("ignoredPixels", .int(comparison.ignoredPixels)),
      ("largestDelta", .number(comparison.largestDelta)), ("rule", rule(comparison.options.rule)),
      ("allowedChangedShare", .number(comparison.options.allowedChangedShare)),
    ]
    json.append(("regions", .array(
      comparison.regions.map { region in
        .object([
          ("x", .int(region.bounds.x)), ("y", .int(region.bounds.y)), ("width", .int(region.bounds.width)),
          ("height", .int(region.bounds.height)), ("pixels", .int(region.pixels)),
        ])
      })))
    json.append(("diff", diff.map { .string($0) } ?? .null))
    return .object(json)
  }

  private static func rule(_ rule: PixelRule) -> JSONValue {
    switch rule {
    case .exact: .object([("name", .string("exact"))])
    case .lumaDifference(let tolerance): .object([("name", .string("tolerance")), ("tolerance", .int(tolerance))])
    case .pixelmatch(let threshold, let includeAntialiasing):
      .object([
        ("name", .string("pixelmatch")), ("threshold", .number(threshold)),
        ("includeAA", .bool(includeAntialiasing)),
      ])
    case .deltaE94(let maximum): .object([("name", .string("deltaE94")), ("maximum", .number(maximum))])
    }
  }
}
