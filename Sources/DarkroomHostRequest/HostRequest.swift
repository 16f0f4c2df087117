import DarkroomPixels
import DarkroomRunsCore

/// What the `darkroom` tool asks the test binary to do: one typed file, written by the tool and
/// read by the host inside the binary (where the team's views are). Every option a command
/// takes travels in it; nothing else is passed through the environment but the file's path,
/// in `DARKROOM_HOST_REQUEST`.
///
/// ```swift
/// var request = HostRequest(job: .runVerify, resultFile: "/tmp/darkroom-result.json")
/// request.run.baselines = "Baselines"
/// request.run.comparison = .tolerance(24)
/// try request.write(to: "/tmp/darkroom-request.json")
/// ```
///
/// The file's schema is in the README ("The request and the result").
public struct HostRequest: Sendable, Equatable {
  /// The jobs a host can run.
  public enum Job: String, Sendable, CaseIterable {
    /// Every preview rendered to a folder with its JSON sidecar, for review services.
    case previewsExport = "previews-export"
    /// The previews' image names, one a line, with nothing rendered.
    case previewsNames = "previews-names"
    /// Every preview's body and layout run without drawing.
    case previewsLayout = "previews-layout"
    /// The previews recorded as a run's baselines.
    case previewsRecord = "previews-record"
    /// The previews verified against their baselines, with a run's report.
    case previewsVerify = "previews-verify"
    /// A run's states recorded as baselines.
    case runRecord = "run-record"
    /// A run's states verified against their baselines, with a report.
    case runVerify = "run-verify"
    /// A run's App Store screenshots.
    case screenshots

    /// Whether the job records or verifies a run (of previews or of a declared matrix).
    public var isRun: Bool { [.previewsRecord, .previewsVerify, .runRecord, .runVerify].contains(self) }
  }

  /// Which previews, and where their export goes.
  public struct Previews: Sendable, Equatable {
    /// The export folder (`previews-export`) or the names file (`previews-names`).
    public var output: String?
    public var modules: [String] = []
    public var excludedModules: [String] = []
    /// Regular expressions a preview's name must match (any of them).
    public var included: [String] = []
    /// Regular expressions that leave a preview out.
    public var excluded: [String] = []
    /// The device previews render on unless they name one, e.g. "iPhone 15 Pro".
    public var device: String?
    /// Whether an export also writes its browsable gallery.
    public var gallery = true

    public init() {}
  }

  /// How a run records or verifies.
  public struct Run: Sendable, Equatable {
    /// The declared run to take when the package declares several.
    public var matrix: String?
    /// A run configuration file that picks the run and replaces any of its axes.
    public var configuration: String?
    public var baselines = "Baselines"
    public var report = "darkroom-report"
    public var comparison: ComparisonOptions = .exact
    public var shard: ShardSpec?
    public var lint: LintPolicy = .report
    /// What verify does with the accessibility audit's findings; listed in the report by default.
    public var audit: AuditPolicy = .report

    public init() {}
  }

  /// Which screenshots, and where they go.
  public struct Screenshots: Sendable, Equatable {
    public var output = "fastlane/screenshots"
    /// Store sizes (`iphone-6.9`, `ipad-13`, …); empty takes the plan's.
    public var sizes: [String] = []
    public var screens: [String] = []
    public var languages: [String] = []
    /// Framed under a title, bare, or the plan's choice (`nil`).
    public var framed: Bool?

    public init() {}
  }

  public var job: Job
  /// Where the host writes its ``HostResult``.
  public var resultFile: String
  /// A line per preview, state or screenshot on standard error.
  public var showsProgress = true
  /// Each preview or state in a child process, so that one that traps fails alone.
  public var isolated = true
  public var previews = Previews()
  public var run = Run()
  public var screenshots = Screenshots()

  public init(job: Job, resultFile: String) {
    self.job = job
    self.resultFile = resultFile
  }

  /// The environment variable that carries the request file's path to the test binary.
  public static let environmentKey = "DARKROOM_HOST_REQUEST"

  /// The file format's version; a host refuses a request of another version.
  public static let formatVersion = 1
}
