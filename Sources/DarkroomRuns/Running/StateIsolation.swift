import DarkroomPixels
import DarkroomHost
import DarkroomRunsCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a run's states in a child process (a `fork` of the run), so that a screen that traps
/// (a `fatalError`, a force-unwrapped `nil`) fails only its own state, with the signal and
/// the runtime's message, and the run goes on.
///
/// One child takes the states in turn, writing each state's outcome to a small file as it
/// finishes; when a child traps, the state after the last outcome written is the one that
/// trapped, and a new child takes the states after it. So a run forks once, plus once per
/// trap, and costs about what a run in one process costs.
///
/// ```swift
/// let results = StateIsolation.verify(states, context, timeout: 120, progress: &progress)
/// ```
@MainActor enum StateIsolation {
  /// Runs `work` for positions `0..<count` in children; `work` returns the bytes of a
  /// position's outcome, and runs in the child. `finished` gets each outcome in the parent,
  /// in order; `failed` gets a position whose child trapped, threw or ran out of time.
  static func run(
    count: Int, folder: String, timeout: Int, work: (Int) throws -> [UInt8], finished: (Int, [UInt8]) -> Void,
    failed: (Int, String) -> Void
  ) {
    FileTree.remove(folder)
    try? FileBytes.createFolders(folder)
    defer { FileTree.remove(folder) }
    var next = 0
    while next < count {
      let start = next
      let outcome = IsolatedCall.run(timeout: min(timeout * (count - start), 86_400)) {
        for position in start..<count {
          try FileBytes.writeAtomically(try work(position), to: "\(folder)/\(position)", creatingFolder: true)
          SymbolsDrawn.write(to: "\(folder)/symbols")
        }
      }
      SymbolsDrawn.merge(from: "\(folder)/symbols")
      var position = start
      while position < count, let bytes = try? FileBytes.read("\(folder)/\(position)") {
        finished(position, bytes)
        position += 1
      }
      guard position < count else { return }
      if case .couldNotStart = outcome {
        // No process to spare: the rest run here, unprotected.
        for rest in position..<count {
          do { finished(rest, try work(rest)) } catch { failed(rest, "\(error)") }
        }
        return
      }
      failed(position, failure(outcome, timeout: timeout))
      next = position + 1
    }
  }

  static func verify(
    _ states: [RunState], _ context: StateVerification.Context, timeout: Int, progress: inout RunProgress
  ) -> [StateResult] {
    var results: [StateResult] = []
    var childProgress = progress
    let copy = dup(2)
    defer { if copy >= 0 { close(copy) } }
    childProgress.descriptor = copy >= 0 ? copy : 2
    let folder = "\(context.report)/images/.outcomes-\(FileTree.processID)"
    run(
      count: states.count, folder: folder, timeout: timeout,
      work: { position in
        let result = StateVerification.verify(states[position], context)
        childProgress.finished(result.state.id, status: result.status.label, changed: result.status == .changed, failing: result.status.fails)
        return Array(result.json.text().utf8)
      },
      finished: { position, bytes in
        let source = "\(folder)/\(position)"
        var result = StateResult(state: states[position], status: .error, message: "the state's process handed back no readable result")
        if let value = try? JSONValue.parse(bytes, source: source), let read = try? StateResult(json: value, source: source) {
          result = read
        }
        progress.finished(result.state.id, status: result.status.label, changed: result.status == .changed, failing: result.status.fails, quietly: true)
        childProgress = progress
        results.append(result)
      },
      failed: { position, message in
        progress.finished(states[position].id, status: "error", failing: true)
        childProgress = progress
        results.append(StateResult(state: states[position], status: .error, message: message))
      })
    return results
  }

  /// Renders every state into `folder/<stem>.png`: each state's pixel size, or why not.
  static func record(
    _ states: [RunState], of matrix: RunMatrix, into folder: String, timeout: Int, progress: inout RunProgress
  ) -> [Result<PixelSize, RunInputError>] {
    var sizes: [Result<PixelSize, RunInputError>] = []
    var childProgress = progress
    let copy = dup(2)
    defer { if copy >= 0 { close(copy) } }
    childProgress.descriptor = copy >= 0 ? copy : 2
    run(
      count: states.count, folder: "\(folder)/.outcomes", timeout: timeout,
      work: { position in
        let size = try render(states[position], of: matrix, into: folder)
        childProgress.finished(states[position].id, status: "recorded", failing: false)
        return Array("\(size.width) \(size.height)".utf8)
      },
      finished: { position, bytes in
        let numbers = bytes.split(separator: 32).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        progress.finished(states[position].id, status: "recorded", failing: false, quietly: true)
        childProgress = progress
        sizes.append(numbers.count == 2 ? .success(PixelSize(width: numbers[0], height: numbers[1])) : .failure(RunInputError("no image size came back")))
      },
      failed: { position, message in
        progress.finished(states[position].id, status: "failed", failing: true)
        childProgress = progress
        sizes.append(.failure(RunInputError(message)))
      })
    return sizes
  }

  /// Renders a state as a baseline in `folder`.
  static func render(_ state: RunState, of matrix: RunMatrix, into folder: String) throws -> PixelSize {
    let bitmap = try StateRendering.render(state, of: matrix)
    try FileBytes.writeAtomically(PNG.encode(bitmap, .reference), to: "\(folder)/\(state.fileStem).png", creatingFolder: true)
    return PixelSize(width: bitmap.width, height: bitmap.height)
  }

  static func failure(_ outcome: IsolatedCall.Outcome, timeout: Int) -> String {
    switch outcome {
    case .finished(_, let message): message
    case .crashed(let signal, let message):
      "the screen trapped (\(IsolatedCall.signalName(signal)))\(message.map { ": \($0)" } ?? ""); the other states went on"
    case .timedOut: "the state did not finish in time and was stopped"
    case .couldNotStart(let reason): "could not start the state's process: \(reason)"
    }
  }
}
