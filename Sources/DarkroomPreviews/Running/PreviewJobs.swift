import DarkroomHost
import DarkroomHostRequest
import DarkroomUI
import Foundation

/// The host's preview jobs: `darkroom previews export|names|layout` and the plugin, with no
/// test code. (Recording and verifying previews are run jobs: they need `DarkroomRuns`.)
///
/// Public, though no one calls it by name: a release build's whole-module optimisation drops
/// an internal type nothing references, and the host finds its handlers only by their
/// conformances.
public enum PreviewJobs: HostJobHandler {
  public static let jobs: [HostRequest.Job] = [.previewsExport, .previewsNames, .previewsLayout]

  @MainActor public static func perform(_ request: HostRequest) -> HostResult {
    var options: PreviewRunOptions
    do {
      options = try PreviewRunOptions(request)
    } catch {
      return HostResult(status: .couldNotRun, summary: "darkroom previews: \(error)")
    }
    let catalog = PreviewCatalog.discover(filter: options.filter)
    guard case .export(let directory) = options.mode else {
      let report = PreviewRunner.run(catalog, options)
      var result = HostResult(status: report.failures.isEmpty ? .same : .different, summary: report.summary)
      result.standInSymbols = Image.standInSymbolNames
      result.placeholderSymbols = Image.placeholderSymbolNames
      return result
    }
    var result: HostResult
    do {
      result = try PreviewExportCommit.export(catalog, options, into: directory)
    } catch {
      return HostResult(status: .couldNotRun, summary: "darkroom previews: \(error)")
    }
    result.standInSymbols = Image.standInSymbolNames
    result.placeholderSymbols = Image.placeholderSymbolNames
    return result
  }
}

extension PreviewRunOptions {
  /// The options a `darkroom previews` request carries.
  ///
  /// - Throws: ``PreviewFilterError`` for a pattern that is not a regular expression;
  ///   ``UnknownPreviewDevice`` for a device Darkroom does not know.
  public init(_ request: HostRequest) throws {
    let selection = request.previews
    let cwd = FileManager.default.currentDirectoryPath
    let output = selection.output ?? cwd + "/.build/darkroom-previews"
    switch request.job {
    case .previewsNames: self.init(mode: .names(file: output))
    case .previewsLayout: self.init(mode: .layoutOnly)
    default: self.init(mode: .export(directory: output))
    }
    filter = try PreviewFilter(
      include: selection.included, exclude: selection.excluded, modules: selection.modules, excludeModules: selection.excludedModules)
    if let name = selection.device {
      guard let device = PreviewDeviceSpec.named(name) else { throw UnknownPreviewDevice(name: name) }
      self.device = device
    }
    isolated = request.isolated
    showsProgress = request.showsProgress
    if case .export = mode { galleryDarkCopies = selection.gallery }
  }
}

/// A device name Darkroom has no screen for.
public struct UnknownPreviewDevice: Error, CustomStringConvertible {
  public var name: String

  public var description: String {
    "no device named '\(name)'; use one of: " + PreviewDeviceSpec.all.map(\.name).joined(separator: ", ")
  }
}
