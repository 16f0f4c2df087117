import Combine
import Foundation
import Testing

/// Collects what a subscriber receives.
private final class Collected<Value>: @unchecked Sendable {
  var values: [Value] = []
  var finished = false
}

private struct Failed: Error, Equatable {}

/// `combineLatest` as form view models use it
/// (developer.apple.com/documentation/combine/publisher/combinelatest(_:)).
@Suite struct CombineLatestTests {
  @Test func pairsStartOnceBothSidesHaveSentAndFollowEitherSide() {
    let email = PassthroughSubject<String, Never>()
    let password = CurrentValueSubject<String, Never>("")
    let collected = Collected<String>()
    let subscription = email.combineLatest(password) { "\($0)|\($1)" }.sink { collected.values.append($0) }
    password.send("secret")
    email.send("ada@example.com")
    password.send("longer secret")
    email.send("grace@example.com")
    #expect(collected.values == ["ada@example.com|secret", "ada@example.com|longer secret", "grace@example.com|longer secret"])
    subscription.cancel()
    email.send("after@example.com")
    #expect(collected.values.count == 3)
  }

  @Test func itFinishesWhenBothFinishAndFailsWhenEitherFails() {
    let left = PassthroughSubject<Int, Failed>(), right = PassthroughSubject<Int, Failed>()
    let collected = Collected<Int>()
    var failure: Failed?
    let subscription = left.combineLatest(right).sink { completion in
      if case .failure(let error) = completion { failure = error } else { collected.finished = true }
    } receiveValue: { collected.values.append($0 + $1) }
    left.send(1)
    right.send(10)
    left.send(completion: .finished)
    #expect(!collected.finished)
    right.send(20)
    #expect(collected.values == [11, 21])
    right.send(completion: .failure(Failed()))
    #expect(failure == Failed())
    _ = subscription
  }

  @Test func threePublishersCombineIntoTriples() {
    let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<String, Never>("x"), c = CurrentValueSubject<Bool, Never>(true)
    let collected = Collected<String>()
    let subscription = a.combineLatest(b, c).sink { collected.values.append("\($0)\($1)\($2)") }
    b.send("y")
    #expect(collected.values == ["1xtrue", "1ytrue"])
    _ = subscription
  }
}
