import DarkroomPixels

/// The comparison options every command takes (`compare`, `run verify`, `previews verify`),
/// read in one place with one default: exact, as assertions compare by default.
struct ComparisonFlags {
  private var threshold: Double?
  private var includeAntialiasing = false
  private var exact = false
  private var tolerance: Int?
  private var precision: Double?
  private var perceptualPrecision: Double?
  private var ignored: [PixelRect] = []
  private var maximumRegions = 12

  static let help = """
      --exact                     A pixel differs when any channel differs (the default).
      --tolerance <n>             A pixel differs when the luma of its difference is above n (0-255).
      --threshold <t>             pixelmatch's YIQ threshold, 0 to 1 (pixelmatch's own default is 0.1).
      --include-aa                With --threshold: count anti-aliased pixels too.
      --perceptual-precision <p>  CIE ΔE94 at most (1 - p) × 100, as swift-snapshot-testing.
      --precision <p>             The share of pixels that must match, 0 to 1 (default 1).
      --ignore <x,y,w,h>          A rectangle left out of the comparison, in pixels (repeatable).
      --max-regions <n>           Changed regions reported at most (default 12).
    """

  /// Reads `option` if it is a comparison option; `false` leaves it to the command.
  mutating func read(_ option: String, from parser: inout Arguments) throws(CommandError) -> Bool {
    switch option {
    case "--threshold": threshold = try parser.number(for: option, in: 0...1)
    case "--include-aa":
      try parser.flag(option)
      includeAntialiasing = true
    case "--precision": precision = try parser.number(for: option, in: 0...1)
    case "--perceptual-precision": perceptualPrecision = try parser.number(for: option, in: 0...1)
    case "--exact":
      try parser.flag(option)
      exact = true
    case "--tolerance":
      let value = try parser.number(for: option, in: 0...255)
      guard value == value.rounded() else { throw .usage("--tolerance must be a whole number from 0 to 255") }
      tolerance = Int(value)
    case "--ignore": ignored.append(try ComparisonFlags.rectangle(try parser.value(for: option)))
    case "--max-regions": maximumRegions = Int(try parser.number(for: option, in: 1...1000))
    default: return false
    }
    return true
  }

  /// The options chosen; exact when no rule was named.
  func options() throws(CommandError) -> ComparisonOptions {
    let pixelmatch = threshold != nil || includeAntialiasing
    let chosen = [pixelmatch, exact, tolerance != nil, perceptualPrecision != nil].filter { $0 }.count
    guard chosen <= 1 else {
      throw .usage("choose one rule: --threshold/--include-aa (pixelmatch), --exact, --tolerance or --perceptual-precision")
    }
    var options: ComparisonOptions
    if let tolerance {
      options = .tolerance(tolerance)
    } else if let perceptualPrecision {
      options = .precision(1, perceptualPrecision: perceptualPrecision)
    } else if pixelmatch {
      options = .pixelmatch(threshold: threshold ?? 0.1, includeAntialiasing: includeAntialiasing)
    } else {
      options = .exact
    }
    if let precision { options.precision = precision }
    options.ignoredRegions = ignored
    options.maximumRegions = maximumRegions
    return options
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
