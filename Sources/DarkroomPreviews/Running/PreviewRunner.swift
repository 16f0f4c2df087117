import DarkroomFiles
import DarkroomHost
import DarkroomUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs previews with no test code: finds them, then exports, lists or lays out each one,
/// by default each in its own process so that a preview that traps is reported by name and
/// the run goes on.
///
/// ```swift
/// let report = PreviewRunner.run(PreviewRunOptions(mode: .export(directory: "snapshot-images")))
/// print(report.summary)
/// ```
///
/// `SNAPSHOTS_RUNNING_FOR_PREVIEWS` is `1` while previews render, so app code can tell.
public enum PreviewRunner {
  /// Discovers the previews the options' filter takes and runs them.
  public static func run(_ options: PreviewRunOptions) -> PreviewRunReport {
    run(PreviewCatalog.discover(filter: options.filter), options)
  }

  /// Runs the catalog's previews.
  public static func run(_ catalog: PreviewCatalog, _ options: PreviewRunOptions) -> PreviewRunReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = PreviewRunReport()
    report.discoverySeconds = catalog.discoverySeconds
    report.recordsScanned = catalog.recordsScanned
    let previews = catalog.snapshots

    if case .names(let file) = options.mode {
      let text = previews.map { "\($0.fileName).png\n" }.joined()
      do {
        try FileBytes.writeAtomically(Array(text.utf8), to: file)
        report.outcomes = previews.map { .init(name: $0.name, status: .passed, seconds: 0) }
      } catch {
        report.outcomes = [.init(name: file, status: .failed("\(error)"), seconds: 0)]
      }
      report.totalSeconds = seconds(clock.now - start) + catalog.discoverySeconds
      return report
    }
    switch options.mode {
    case .export(let directory):
      do { try FileBytes.createFolders(directory) } catch {
        report.outcomes = [.init(name: directory, status: .failed("\(error)"), seconds: 0)]
        return report
      }
    case .names, .layoutOnly: break
    }

    let previous = getenv("SNAPSHOTS_RUNNING_FOR_PREVIEWS").map { String(cString: $0) }
    setenv("SNAPSHOTS_RUNNING_FOR_PREVIEWS", "1", 1)
    defer {
      if let previous { setenv("SNAPSHOTS_RUNNING_FOR_PREVIEWS", previous, 1) } else { unsetenv("SNAPSHOTS_RUNNING_FOR_PREVIEWS") }
    }
    // Loads the fonts once in this process, so that every child starts with them.
    _ = try? PreviewRendering.render(AnyView(Text("Aa")), layout: .sizeThatFits, device: options.device, draw: false)

    for (position, preview) in previews.enumerated() {
      if options.showsProgress { printProgress(position: position, of: previews.count, preview, since: clock.now - start) }
      let previewStart = clock.now
      let work = { () throws -> Void in
        switch options.mode {
        case .export(let directory): try PreviewWork.export(preview, to: directory, options: options)
        case .layoutOnly:
          _ = try PreviewWork.render(preview, device: PreviewWork.device(for: preview, default: options.device), draw: false)
        case .names: break
        }
      }
      let status: PreviewRunReport.Status
      if options.isolated {
        switch IsolatedCall.run(timeout: options.timeoutSeconds, work) {
        case .finished(true, _): status = .passed
        case .finished(false, let message): status = .failed(message)
        case .crashed(let signal, let message): status = .crashed(signal: IsolatedCall.signalName(signal), message: message)
        case .timedOut: status = .timedOut
        case .couldNotStart(let reason): status = .failed("could not start its process: \(reason)")
        }
      } else {
        do {
          try work()
          status = .passed
        } catch {
          status = .failed("\(error)")
        }
      }
      report.outcomes.append(.init(name: preview.name, status: status, seconds: seconds(clock.now - previewStart)))
    }
    report.totalSeconds = seconds(clock.now - start) + catalog.discoverySeconds
    if options.showsProgress { writeStandardError(report.summary + "\n") }
    return report
  }

  private static func printProgress(position: Int, of total: Int, _ preview: PreviewSnapshot, since elapsed: Duration) {
    var line = "previews: [\(position + 1)/\(total)] \(preview.name)"
    if position > 0 {
      let left = seconds(elapsed) / Double(position) * Double(total - position)
      line += " (about \(Int(left.rounded(.up))) s left)"
    }
    writeStandardError(line + "\n")
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
  }
}
