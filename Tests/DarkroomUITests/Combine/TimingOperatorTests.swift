import Combine
import Foundation
import Synchronization
import Testing

/// What a timed subscriber has received so far, read from the test's thread.
private final class Arrivals: Sendable {
  private let values = Mutex<[Int]>([])
  var all: [Int] { values.withLock { $0 } }
  func append(_ value: Int) { values.withLock { $0.append(value) } }
}

/// Waits until `condition` holds or `seconds` pass; timed operators deliver on a queue.
private func eventually(within seconds: Double = 3, _ condition: () -> Bool) async {
  let deadline = Date().addingTimeInterval(seconds)
  while !condition(), Date() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
}

/// Combine's timed operators on scheduler time, as search fields and scroll handlers use them
/// (developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)).
@Suite struct TimingOperatorTests {
  private let queue = DispatchQueue(label: "timing-tests")

  @Test func strideLiteralsAndUnitsAgree() {
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(1500) == .seconds(1.5))
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    let now = DispatchQueue.main.now
    #expect(now.distance(to: now.advanced(by: .seconds(2))) == .seconds(2))
  }

  @Test func aDebounceDeliversOnlyTheLastOfABurst() async {
    let subject = PassthroughSubject<Int, Never>()
    let arrivals = Arrivals()
    let cancellable = subject.debounce(for: .milliseconds(150), scheduler: queue).sink { arrivals.append($0) }
    for value in 1...3 { subject.send(value) }
    await eventually { !arrivals.all.isEmpty }
    try? await Task.sleep(nanoseconds: 300_000_000)
    #expect(arrivals.all == [3])
    cancellable.cancel()
  }

  @Test func aThrottleSendsTheFirstAtOnceAndTheLatestAtTheIntervalsEnd() async {
    let subject = PassthroughSubject<Int, Never>()
    let arrivals = Arrivals()
    let cancellable = subject.throttle(for: .milliseconds(200), scheduler: queue, latest: true).sink { arrivals.append($0) }
    for value in 1...4 { subject.send(value) }
    #expect(arrivals.all == [1])
    await eventually { arrivals.all.count == 2 }
    #expect(arrivals.all == [1, 4])
    cancellable.cancel()
  }

  @Test func aDelayDeliversEveryValueLater() async {
    let subject = PassthroughSubject<Int, Never>()
    let arrivals = Arrivals()
    let cancellable = subject.delay(for: .milliseconds(100), scheduler: queue).sink { arrivals.append($0) }
    let start = Date()
    subject.send(1)
    subject.send(2)
    #expect(arrivals.all.isEmpty)
    await eventually { arrivals.all.count == 2 }
    #expect(arrivals.all == [1, 2])
    #expect(Date().timeIntervalSince(start) >= 0.1)
    cancellable.cancel()
  }
}
