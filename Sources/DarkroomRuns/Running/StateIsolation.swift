import DarkroomPixels
import DarkroomPreviews
import DarkroomRunsCore

/// Runs one state's work in a child process (a `fork` of the run), so that a screen that
/// traps (a `fatalError`, a force-unwrapped `nil`) fails only its own state, with the signal
/// and the runtime's message, and the run goes on. The child writes the images itself and
/// hands its result back through a small file beside them.
///
/// ```swift
/// let result = StateIsolation.verify(state, context, timeout: 120)
/// ```
@MainActor enum StateIsolation {
  static func verify(_ state: RunState, _ context: StateVerification.Context, timeout: Int) -> StateResult {
    let resultPath = "\(context.report)/images/.\(state.fileStem).result.json"
    defer { RunFiles.remove(resultPath) }
    let outcome = IsolatedCall.run(timeout: timeout) {
      let result = StateVerification.verify(state, context)
      try RunFiles.writeAtomically(Array(result.json.text().utf8), to: resultPath)
    }
    switch outcome {
    case .finished(true, _):
      guard let bytes = try? RunFiles.read(resultPath), let value = try? JSONValue.parse(bytes, source: resultPath),
        let result = try? StateResult(json: value, source: resultPath)
      else {
        return StateResult(state: state, status: .error, message: "the state's process ended without handing back its result")
      }
      return result
    case .couldNotStart:
      // No process to spare: the state runs here, unprotected.
      return StateVerification.verify(state, context)
    default:
      return StateResult(state: state, status: .error, message: failure(outcome, timeout: timeout))
    }
  }

  /// Renders a state into `folder/<stem>.png` in a child process; its pixel size, or why not.
  static func record(_ state: RunState, of matrix: RunMatrix, into folder: String, timeout: Int) -> Result<PixelSize, RunInputError> {
    let sizePath = "\(folder)/.\(state.fileStem).size"
    defer { RunFiles.remove(sizePath) }
    let outcome = IsolatedCall.run(timeout: timeout) {
      let size = try render(state, of: matrix, into: folder)
      try RunFiles.writeAtomically(Array("\(size.width) \(size.height)".utf8), to: sizePath)
    }
    switch outcome {
    case .finished(true, _):
      let numbers = ((try? RunFiles.read(sizePath)) ?? []).split(separator: 32).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
      guard numbers.count == 2 else { return .failure(RunInputError("the state's process ended without its image size")) }
      return .success(PixelSize(width: numbers[0], height: numbers[1]))
    case .couldNotStart:
      do { return .success(try render(state, of: matrix, into: folder)) } catch { return .failure(RunInputError("\(error)")) }
    default:
      return .failure(RunInputError(failure(outcome, timeout: timeout)))
    }
  }

  /// Renders a state as a baseline in `folder`.
  static func render(_ state: RunState, of matrix: RunMatrix, into folder: String) throws -> PixelSize {
    let bitmap = try StateRendering.render(state, of: matrix)
    try RunFiles.writeAtomically(PNG.encode(bitmap, .reference), to: "\(folder)/\(state.fileStem).png")
    return PixelSize(width: bitmap.width, height: bitmap.height)
  }

  static func failure(_ outcome: IsolatedCall.Outcome, timeout: Int) -> String {
    switch outcome {
    case .finished(_, let message): message
    case .crashed(let signal, let message):
      "the screen trapped (\(IsolatedCall.signalName(signal)))\(message.map { ": \($0)" } ?? ""); the other states went on"
    case .timedOut: "the state did not finish in \(timeout) s and was stopped"
    case .couldNotStart(let reason): "could not start the state's process: \(reason)"
    }
  }
}
