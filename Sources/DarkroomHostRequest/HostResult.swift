/// What the host hands back to the tool: the outcome, the line that sums it up, and what a
/// reader of the run should know about how it was drawn.
///
/// ```swift
/// var result = HostResult(status: .different, summary: "run: 2 of 32 states changed")
/// result.standInSymbols = ["cart.badge.plus"]
/// try result.write(to: request.resultFile)
/// ```
public struct HostResult: Sendable, Equatable {
  public var status: HostStatus
  /// One line: what was done and how it came out.
  public var summary: String
  /// Seconds the job took inside the test binary.
  public var seconds: Double = 0
  /// SF Symbol names drawn with an icon-font stand-in rather than Apple's template.
  public var standInSymbols: [String] = []
  /// SF Symbol names drawn as placeholders: neither a template nor a stand-in knows them.
  public var placeholderSymbols: [String] = []
  /// Where the job wrote what a person opens next (a report, a gallery), if anywhere.
  public var page: String?

  public init(status: HostStatus, summary: String) {
    self.status = status
    self.summary = summary
  }
}
