import Combine
import Foundation
import DarkroomUI
import Testing

private class Counter: ObservableObject {
  @Published var count = 0
  @Published var title = "Start"
}

private final class SubCounter: Counter {
  @Published var extra = false
}

/// Collects what a subscriber receives.
private final class Received<Value>: @unchecked Sendable {
  var values: [Value] = []
}

/// The part of Combine that view models use, on Linux: publishers, sinks, cancellables and
/// `@Published` (developer.apple.com/documentation/combine/published).
@Suite struct CombineTests {
  @Test func aSinkReceivesJustsValueThenTheEnd() {
    let received = Received<Int>()
    var finished = false
    _ = Just(7).sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { received.values.append($0) })
    #expect(received.values == [7])
    #expect(finished)
  }

  @Test func anEmptyPublisherSendsNothingAndEndsUnlessToldNotTo() {
    let received = Received<Int>()
    var finished = false
    _ = Empty<Int, Never>().sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { received.values.append($0) })
    #expect(received.values.isEmpty && finished)
    finished = false
    _ = Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.values.append($0) })
    #expect(!finished && received.values.isEmpty)
    #expect(Empty<Int, Never>() == Empty<Int, Never>())
  }

  @Test func aSubjectDeliversToSinksUntilTheyAreCancelled() {
    let subject = PassthroughSubject<String, Never>()
    let received = Received<String>()
    let cancellable = subject.sink { received.values.append($0) }
    subject.send("a")
    cancellable.cancel()
    subject.send("b")
    #expect(received.values == ["a"])
  }

  @Test func releasingTheCancellableStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<Int>()
    var cancellables = Set<AnyCancellable>()
    subject.sink { received.values.append($0) }.store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(received.values == [1])
  }

  @Test func objectWillChangeFiresBeforeAPublishedPropertyIsSet() {
    let counter = Counter()
    var seenBeforeChange: [Int] = []
    let cancellable = counter.objectWillChange.sink { seenBeforeChange.append(counter.count) }
    counter.count = 5
    counter.title = "Next"
    #expect(seenBeforeChange == [0, 5])
    #expect(counter.count == 5)
    withExtendedLifetime(cancellable) {}
  }

  @Test func objectWillChangeIsOnePublisherAndCoversSuperclassProperties() {
    let counter = SubCounter()
    #expect(counter.objectWillChange === counter.objectWillChange)
    var changes = 0
    let cancellable = counter.objectWillChange.sink { changes += 1 }
    counter.count = 1
    counter.extra = true
    #expect(changes == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aPublishedPublisherSendsTheCurrentValueThenEachNewOne() {
    let counter = Counter()
    let received = Received<Int>()
    let cancellable = counter.$count.map { $0 * 10 }.eraseToAnyPublisher().sink { received.values.append($0) }
    counter.count = 2
    counter.count = 3
    #expect(received.values == [0, 20, 30])
    withExtendedLifetime(cancellable) {}
  }

  @Test func assignWritesIntoAnObjectOrAPublishedProperty() {
    let counter = Counter()
    let cancellable = Just("Assigned").assign(to: \.title, on: counter)
    #expect(counter.title == "Assigned")
    var changes = 0
    let watch = counter.objectWillChange.sink { changes += 1 }
    Just(9).assign(to: &counter.$count)
    #expect(counter.count == 9)
    #expect(changes == 1)
    withExtendedLifetime((cancellable, watch)) {}
  }

  @Test func aCurrentValueSubjectHoldsItsValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let received = Received<Int>()
    let cancellable = subject.sink { received.values.append($0) }
    subject.value = 4
    subject.send(completion: .finished)
    subject.send(5)
    #expect(received.values == [1, 4])
    #expect(subject.value == 5)
    withExtendedLifetime(cancellable) {}
  }
}

/// Notifications as a publisher, and views that listen to publishers.
@Suite struct NotificationPublisherTests {
  @Test func notificationsArriveUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.ping")
    let received = Received<String>()
    let cancellable = center.publisher(for: name).sink { received.values.append($0.name.rawValue) }
    center.post(name: name, object: nil)
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(received.values == ["CombineTests.ping"])
  }

  @Test func onReceiveCompilesAndDrawsTheView() throws {
    let counter = Counter()
    let view = Text("Ticks").onReceive(counter.$count) { _ in }
    #expect(try ImageRenderer(content: view).layoutDescription().contains("Text \"Ticks\""))
  }
}

/// `Timer.publish(…).autoconnect()`, as clocks in views are written.
@Suite struct TimerPublisherTests {
  @Test func anAutoconnectedTimerFiresOnItsRunLoopUntilCancelled() {
    let runLoop = RunLoop.current
    let ticks = Received<Date>()
    let cancellable = Timer.publish(every: 0.02, on: runLoop, in: .default).autoconnect().sink { ticks.values.append($0) }
    runLoop.run(until: Date().addingTimeInterval(0.3))
    cancellable.cancel()
    let count = ticks.values.count
    #expect(count >= 1)
    runLoop.run(until: Date().addingTimeInterval(0.1))
    #expect(ticks.values.count == count)
  }

  @Test func aViewListeningToATimerCompiles() throws {
    nonisolated struct Clock: View {
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      @State private var ticks = 0
      var body: some View { Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 } }
    }
    #expect(try ImageRenderer(content: Clock()).layoutDescription().contains("Text \"0 ticks\""))
  }
}

/// The few operators view models chain onto `$property` publishers.
@Suite struct OperatorTests {
  @Test func filterCompactMapAndRemoveDuplicates() {
    let subject = PassthroughSubject<String, Never>()
    let received = Received<Int>()
    let cancellable = subject.compactMap(Int.init).filter { $0 > 0 }.removeDuplicates().sink { received.values.append($0) }
    for text in ["1", "x", "1", "-2", "3", "3", "1"] { subject.send(text) }
    #expect(received.values == [1, 3, 1])
    withExtendedLifetime(cancellable) {}
  }

  @Test func receiveOnAQueueDeliversThereInOrder() {
    let queue = DispatchQueue(label: "darkroom.tests.receive-on")
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<Int>()
    let cancellable = subject.receive(on: queue).sink { received.values.append($0) }
    subject.send(1)
    subject.send(2)
    queue.sync {}
    #expect(received.values == [1, 2])
    withExtendedLifetime(cancellable) {}
  }
}
