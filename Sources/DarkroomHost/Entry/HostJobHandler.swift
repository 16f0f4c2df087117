import DarkroomHostRequest

/// A module's part of the host: the jobs it runs. The host finds every conforming type in the
/// test binary by its conformance record, so linking the module is all it takes: previews
/// answer the export, names and layout jobs, runs answer record, verify and screenshots.
///
/// ```swift
/// enum ScreenshotJobs: HostJobHandler {
///   static let jobs: [HostRequest.Job] = [.screenshots]
///   @MainActor static func perform(_ request: HostRequest) -> HostResult {
///     HostResult(status: .same, summary: "screenshots: 12 written")
///   }
/// }
/// ```
public protocol HostJobHandler {
  /// The jobs this handler runs.
  static var jobs: [HostRequest.Job] { get }
  /// Runs one job; the result's status is what the tool exits with.
  @MainActor static func perform(_ request: HostRequest) -> HostResult
}
