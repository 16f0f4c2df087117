import DarkroomFiles
import Dispatch
import Foundation

/// A reference read and decoded on another thread while the snapshot is being taken, so that
/// an assertion that passes costs about as much as taking the snapshot (a render, for a view)
/// instead of the render plus reading and decoding the reference.
final class ReferencePrefetch<Format>: @unchecked Sendable {
  /// What reading the reference gave.
  enum Outcome {
    case missing
    case loaded(data: Data, reference: Format)
    case undecodable(data: Data, error: any Error)
    case unreadable(FileError)
  }

  private let done = DispatchSemaphore(value: 0)
  // Written once by the reading thread before it signals, read once after the wait.
  private var outcome: Outcome?

  /// Starts reading `url` and decoding it with `diffing`.
  static func start(_ url: URL, _ diffing: Diffing<Format>) -> ReferencePrefetch {
    let prefetch = ReferencePrefetch()
    DispatchQueue.global(qos: .userInitiated).async {
      prefetch.outcome = load(url, diffing)
      prefetch.done.signal()
    }
    return prefetch
  }

  /// The outcome, once the reading thread has it.
  func wait() -> Outcome {
    done.wait()
    return outcome ?? .missing
  }

  /// Reads and decodes `url` on this thread.
  static func load(_ url: URL, _ diffing: Diffing<Format>) -> Outcome {
    let data: Data
    do throws(FileError) {
      guard let read = try ReferenceFile.read(url) else { return .missing }
      data = read
    } catch {
      return .unreadable(error)
    }
    do {
      return .loaded(data: data, reference: try diffing.fromData(data))
    } catch {
      return .undecodable(data: data, error: error)
    }
  }
}
