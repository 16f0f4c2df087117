import DarkroomJSON
import DarkroomPixels

extension ComparisonOptions {
  /// The options as a request file carries them:
  /// `{"rule": "tolerance", "tolerance": 24, "precision": 0.99, "ignored": [[0,0,1179,162]], "maximumRegions": 12}`.
  public var json: JSONValue {
    var fields: [(String, JSONValue)]
    switch rule {
    case .exact: fields = [("rule", .string("exact"))]
    case .lumaDifference(let tolerance): fields = [("rule", .string("tolerance")), ("tolerance", .int(tolerance))]
    case .pixelmatch(let threshold, let includeAntialiasing):
      fields = [("rule", .string("pixelmatch")), ("threshold", .number(threshold)), ("includeAntialiasing", .bool(includeAntialiasing))]
    case .deltaE94(let maximum): fields = [("rule", .string("deltaE94")), ("maximum", .number(maximum))]
    }
    fields.append(("precision", .number(precision)))
    fields.append(("ignored", .array(ignoredRegions.map { .array([.int($0.x), .int($0.y), .int($0.width), .int($0.height)]) })))
    fields.append(("maximumRegions", .int(maximumRegions)))
    return .object(fields)
  }

  init(json value: JSONValue, reader: HostFileReader) throws(HostFileError) {
    let rule: PixelRule
    switch try reader.string(value, "rule") {
    case "exact": rule = .exact
    case "tolerance": rule = .lumaDifference(tolerance: try reader.int(value, "tolerance", in: 0...255))
    case "pixelmatch":
      rule = .pixelmatch(
        threshold: try reader.number(value, "threshold", in: 0...1),
        includeAntialiasing: try reader.bool(value, "includeAntialiasing", default: false))
    case "deltaE94": rule = .deltaE94(maximum: try reader.number(value, "maximum", in: 0...100))
    default: throw reader.wrong("rule", "exact, tolerance, pixelmatch or deltaE94")
    }
    self.init(rule: rule, maximumRegions: try reader.int(value, "maximumRegions", in: 1...1000))
    precision = try reader.number(value, "precision", in: 0...1)
    guard let boxes = value["ignored"]?.array else { throw reader.wrong("ignored", "an array of [x, y, width, height]") }
    for box in boxes {
      let numbers = box.array?.compactMap(\.int) ?? []
      guard numbers.count == 4, numbers[0] >= 0, numbers[1] >= 0, numbers[2] > 0, numbers[3] > 0 else {
        throw reader.wrong("ignored", "an array of [x, y, width, height] in whole pixels")
      }
      ignoredRegions.append(PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
  }

  /// The rule as reports name it: `exact`, `tolerance 24`, `pixelmatch 0.1`, `perceptual 0.98`,
  /// with `, precision 0.99` when some pixels may differ.
  public var ruleName: String {
    var name: String
    switch rule {
    case .exact: name = "exact"
    case .lumaDifference(let tolerance): name = "tolerance \(tolerance)"
    case .pixelmatch(let threshold, let includeAntialiasing):
      name = "pixelmatch \(JSONValue.number(threshold).text())" + (includeAntialiasing ? " with anti-aliasing" : "")
    case .deltaE94(let maximum): name = "perceptual \(JSONValue.number(1 - maximum / 100).text())"
    }
    if allowedChangedShare > 0 { name += ", precision \(JSONValue.number(precision).text())" }
    return name
  }
}
