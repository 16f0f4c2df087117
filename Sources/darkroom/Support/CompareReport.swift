import DarkroomPixels

extension CompareCommand {
  static func report(_ comparison: Comparison, diff: String?, identicalFiles: Bool = false, _ request: CompareRequest) {
    if request.json {
      var json = json(comparison, diff: diff)
      json["identicalFiles"] = .bool(identicalFiles)
      Output.print(json.text)
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

  private static func json(_ comparison: Comparison, diff: String?) -> JSONWriter {
    var json = JSONWriter()
    json["same"] = .bool(comparison.isSame)
    json["outcome"] = .string(comparison.outcome.rawValue)
    json["identicalFiles"] = .bool(false)  // set by the caller
    json["width"] = .int(comparison.referenceSize.width)
    json["height"] = .int(comparison.referenceSize.height)
    if comparison.outcome == .sizeMismatch {
      json["newWidth"] = .int(comparison.newSize.width)
      json["newHeight"] = .int(comparison.newSize.height)
    }
    json["differentPixels"] = .int(comparison.differentPixels)
    json["differentShare"] = .number(comparison.differentShare)
    json["antialiasedPixels"] = .int(comparison.antialiasedPixels)
    json["ignoredPixels"] = .int(comparison.ignoredPixels)
    json["largestDelta"] = .number(comparison.largestDelta)
    json["rule"] = rule(comparison.options.rule)
    json["allowedChangedShare"] = .number(comparison.options.allowedChangedShare)
    json["regions"] = .array(
      comparison.regions.map { region in
        .object([
          ("x", .int(region.bounds.x)), ("y", .int(region.bounds.y)), ("width", .int(region.bounds.width)),
          ("height", .int(region.bounds.height)), ("pixels", .int(region.pixels)),
        ])
      })
    json["diff"] = diff.map { .string($0) } ?? .null
    return json
  }

  private static func rule(_ rule: PixelRule) -> JSONWriter.Value {
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
