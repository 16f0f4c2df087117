/// What a verify found for one state.
///
/// ```swift
/// let failing = summary.results.filter { $0.status.fails }
/// print(StateStatus.missingBaseline.rawValue)   // missing-baseline
/// ```
public enum StateStatus: String, Sendable, CaseIterable, Comparable {
  /// The state could not be rendered or compared; ``StateResult/message`` says why.
  case error
  /// The baselines were recorded with this state, but its image is gone.
  case missingBaseline = "missing-baseline"
  /// The image differs from its baseline under the run's rule.
  case changed
  /// The matrix has this state and the baselines never had it: nothing to compare with yet.
  case new
  /// The image matches its baseline under the run's rule.
  case unchanged

  /// Whether the state makes `darkroom run verify` exit with 1.
  public var fails: Bool { self != .unchanged }

  /// Worst first: the order the report lists statuses in.
  public static func < (a: StateStatus, b: StateStatus) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A changed region of a state's image, in its pixels.
///
/// ```swift
/// let box = RegionBox(x: 40, y: 420, width: 300, height: 64, pixels: 5120)
/// ```
public struct RegionBox: Sendable, Equatable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  public var pixels: Int

  public init(x: Int, y: Int, width: Int, height: Int, pixels: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// One state's outcome: its status, how much changed and where, and its images (paths
/// relative to the report folder).
///
/// ```swift
/// let result = StateResult(state: state, status: .changed, changedPixels: 1200, width: 1179, height: 2556)
/// print(result.changedShare)
/// ```
public struct StateResult: Sendable, Equatable {
  public var state: RunState
  public var status: StateStatus
  public var changedPixels: Int
  /// The image size in pixels (the current image's; the baseline's when none was made).
  public var width: Int
  public var height: Int
  /// The baseline's size, when it differs from the current image's.
  public var baselineSize: (width: Int, height: Int)?
  public var regions: [RegionBox]
  /// Why the state failed, for errors, missing baselines and size changes.
  public var message: String?
  /// `images/<stem>.baseline.png`, when the report has the baseline.
  public var baselineImage: String?
  /// `images/<stem>.current.png`, when the state was rendered and differs (or is new).
  public var currentImage: String?
  /// `images/<stem>.diff.png`, for a changed state.
  public var diffImage: String?
  /// The layout faults the lint found in the state's image, each boxed in its pixels (empty
  /// when the lint is off).
  public var lint: [LintFinding] = []
  /// The accessibility faults the audit found, each boxed in the image's pixels (empty when
  /// the audit is off).
  public var audit: [AuditFinding] = []

  public init(
    state: RunState, status: StateStatus, changedPixels: Int = 0, width: Int = 0, height: Int = 0,
    regions: [RegionBox] = [], message: String? = nil
  ) {
    self.state = state
    self.status = status
    self.changedPixels = changedPixels
    self.width = width
    self.height = height
    self.regions = regions
    self.message = message
  }

  /// The share of the image's pixels that changed, 0 to 1.
  public var changedShare: Double {
    // In doubles: a summary read from disk may hold sizes whose product overflows `Int`.
    let total = Double(width) * Double(height)
    return total == 0 ? 0 : Double(changedPixels) / total
  }

  public static func == (a: StateResult, b: StateResult) -> Bool {
    a.state == b.state && a.status == b.status && a.changedPixels == b.changedPixels && a.width == b.width
      && a.height == b.height && a.baselineSize?.width == b.baselineSize?.width
      && a.baselineSize?.height == b.baselineSize?.height && a.regions == b.regions && a.message == b.message
      && a.baselineImage == b.baselineImage && a.currentImage == b.currentImage && a.diffImage == b.diffImage
      && a.lint == b.lint && a.audit == b.audit
  }

  /// The report's order: worst status first, then the largest change, then matrix order.
  public static func reportOrder(_ a: StateResult, _ b: StateResult) -> Bool {
    if a.status != b.status { return a.status < b.status }
    if a.changedShare != b.changedShare { return a.changedShare > b.changedShare }
    if a.changedPixels != b.changedPixels { return a.changedPixels > b.changedPixels }
    return a.state.index < b.state.index
  }
}
