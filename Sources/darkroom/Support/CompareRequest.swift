import DarkroomPixels

/// The arguments of `darkroom compare`, checked and turned into comparison options.
struct CompareRequest {
  var referencePath: String
  var newPath: String
  var diffPath: String?
  var options: ComparisonOptions
  var json: Bool

  init(_ arguments: [String]) throws(CommandError) {
    var parser = Arguments(arguments)
    var diffPath: String?, json = false
    var threshold: Double?, includeAntialiasing = false, exact = false, tolerance: Int?
    var precision: Double?, perceptualPrecision: Double?
    var ignored: [PixelRect] = []
    var maximumRegions = 12
    while let option = parser.nextOption() {
      switch option {
      case "--diff": diffPath = try parser.value(for: option)
      case "--threshold": threshold = try parser.number(for: option, in: 0...1)
      case "--include-aa":
        try parser.flag(option)
        includeAntialiasing = true
      case "--precision": precision = try parser.number(for: option, in: 0...1)
      case "--perceptual-precision": perceptualPrecision = try parser.number(for: option, in: 0...1)
      case "--exact":
        try parser.flag(option)
        exact = true
      case "--tolerance": tolerance = Int(try parser.number(for: option, in: 0...255))
      case "--ignore": ignored.append(try CompareRequest.rectangle(try parser.value(for: option)))
      case "--max-regions": maximumRegions = Int(try parser.number(for: option, in: 1...1000))
      case "--json":
        try parser.flag(option)
        json = true
      default: throw .usage("unknown option '\(option)' for compare")
      }
    }
    guard parser.positional.count == 2 else {
      throw .usage("compare needs two PNG files, the reference and the new image; got \(parser.positional.count)")
    }

    let pixelmatch = threshold != nil || includeAntialiasing
    let chosen = [pixelmatch, exact, tolerance != nil, perceptualPrecision != nil].filter { $0 }.count
    guard chosen <= 1 else {
      throw .usage(
        "choose one rule: --threshold/--include-aa (pixelmatch), --exact, --tolerance or --perceptual-precision")
    }
    var options: ComparisonOptions
    if exact {
      options = .exact
    } else if let tolerance {
      options = .tolerance(tolerance)
    } else if let perceptualPrecision {
      options = .precision(1, perceptualPrecision: perceptualPrecision)
    } else {
      options = .pixelmatch(threshold: threshold ?? 0.1, includeAntialiasing: includeAntialiasing)
    }
    if let precision { options.precision = precision }
    options.ignoredRegions = ignored
    options.maximumRegions = maximumRegions

    self.referencePath = parser.positional[0]
    self.newPath = parser.positional[1]
    self.diffPath = diffPath
    self.options = options
    self.json = json
  }

  /// `x,y,width,height` in whole pixels.
  static func rectangle(_ text: String) throws(CommandError) -> PixelRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
      x >= 0, y >= 0, width > 0, height > 0
    else {
      throw .usage("--ignore needs x,y,width,height in whole pixels, like 0,0,1179,162, not '\(text)'")
    }
    return PixelRect(x: x, y: y, width: width, height: height)
  }
}
