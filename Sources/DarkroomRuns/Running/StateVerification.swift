import DarkroomFiles
import DarkroomPixels
import DarkroomRunsCore

/// Verifies one state: renders it, finds its baseline, compares, and writes the images the
/// report shows into `<report>/images/` (the baseline always, when there is one; the current
/// image and the diff only when they differ).
@MainActor enum StateVerification {
  /// How a state's message starts when the report could not be written (a full disk, a
  /// read-only folder): the run then stops rather than put a report of such errors in place.
  nonisolated static let writeFailure = "the report could not take"
  struct Context {
    let matrix: RunMatrix
    let manifest: RunManifest
    let store: BaselineStore
    let rule: RunRule
    let report: String
    var lint: LintPolicy = .off
    var audit: AuditPolicy = .off
  }

  static func verify(_ state: RunState, _ context: Context) -> StateResult {
    let stem = state.fileStem
    let baselineCopy = "images/\(stem).baseline.png"
    let currentPath = "images/\(stem).current.png"
    let current: Bitmap
    var lint: [LintFinding] = []
    var audit: [AuditFinding] = []
    do {
      if context.lint == .off && context.audit == .off {
        current = try StateRendering.render(state, of: context.matrix)
      } else {
        let rendered = try StateRendering.renderWithTexts(state, of: context.matrix, auditing: context.audit != .off)
        current = rendered.bitmap
        if context.lint != .off { lint = StateRendering.lintFindings(rendered, of: state, in: context.matrix) }
        if context.audit != .off { audit = StateRendering.auditFindings(rendered, in: context.matrix) }
      }
    } catch {
      var result = StateResult(state: state, status: .error, message: "the state could not be rendered: \(error)")
      if context.manifest.state(state.id) != nil,
        (try? FileTree.copy(context.store.imagePath(stem), to: "\(context.report)/\(baselineCopy)")) != nil
      {
        result.baselineImage = baselineCopy
      }
      return result
    }
    var result = StateResult(state: state, status: .unchanged, width: current.width, height: current.height)
    result.lint = lint
    result.audit = audit
    func writeCurrent() {
      do {
        try FileBytes.writeAtomically(PNG.encode(current, .fast), to: "\(context.report)/\(currentPath)", creatingFolder: true)
        result.currentImage = currentPath
      } catch {
        result.status = .error
        result.message = "\(writeFailure) the current image: \(error)"
      }
    }
    guard context.manifest.state(state.id) != nil else {
      result.status = .new
      writeCurrent()
      return result
    }
    let baselinePath = context.store.imagePath(stem)
    let baselineBytes: [UInt8]
    do {
      baselineBytes = try FileBytes.read(baselinePath)
    } catch {
      result.status = .missingBaseline
      result.message = "the baselines were recorded with this state, but \(baselinePath) cannot be read (\(error.reason)); record again or accept the current image"
      writeCurrent()
      return result
    }
    let baseline: Bitmap
    do {
      baseline = try PNG.decode(baselineBytes, source: baselinePath)
    } catch {
      result.status = .error
      result.message = "the baseline \(baselinePath) is not a readable PNG (\(error)); record again or accept the current image"
      writeCurrent()
      return result
    }
    do {
      try FileBytes.writeAtomically(baselineBytes, to: "\(context.report)/\(baselineCopy)", creatingFolder: true)
      result.baselineImage = baselineCopy
    } catch {
      result.status = .error
      result.message = "\(writeFailure) the baseline's copy: \(error)"
      return result
    }
    if baseline.hasSamePixels(as: current) { return result }
    let (comparison, diff) = Comparison.drawingDiff(reference: baseline, new: current, options: context.rule.options)
    if comparison.isSame { return result }
    result.status = .changed
    result.changedPixels = comparison.differentPixels
    result.regions = comparison.regions.map {
      RegionBox(x: $0.bounds.x, y: $0.bounds.y, width: $0.bounds.width, height: $0.bounds.height, pixels: $0.pixels)
    }
    if comparison.outcome == .sizeMismatch {
      result.baselineSize = (baseline.width, baseline.height)
      result.changedPixels = max(baseline.width * baseline.height, current.width * current.height)
      result.message = "the size changed from \(baseline.width)×\(baseline.height) to \(current.width)×\(current.height) pixels"
    }
    writeCurrent()
    let diffPath = "images/\(stem).diff.png"
    let diffBytes = diff.map { PNG.encode($0, .fast) } ?? PNG.encode(Bitmap.strip([baseline, current]), .fast)
    do {
      try FileBytes.writeAtomically(diffBytes, to: "\(context.report)/\(diffPath)", creatingFolder: true)
      result.diffImage = diffPath
    } catch {
      result.message = "\(writeFailure) the diff image: \(error)"
    }
    return result
  }
}
