import DarkroomUI
import Testing

/// What a layout's methods were asked, in order.
private final class CallLog {
  var calls: [String] = []
}

/// A row that measures its subviews once, in `makeCache`, and reads the sizes back when
/// it sizes and places: the use SwiftUI's documentation gives for a cache.
private struct MeasuredRow: Layout {
  let log: CallLog

  struct Cache {
    var sizes: [CGSize]
    var questions = 0
  }

  func makeCache(subviews: Subviews) -> Cache {
    log.calls.append("makeCache")
    return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.calls.append("updateCache")
    cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    cache.questions += 1
    log.calls.append("sizeThatFits \(cache.questions)")
    return CGSize(width: cache.sizes.map(\.width).reduce(0, +), height: cache.sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    cache.questions += 1
    log.calls.append("placeSubviews \(cache.questions)")
    var x = bounds.minX
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

/// A layout's cache is made once, before its first question, and the same cache reaches
/// every later call, as SwiftUI calls them
/// (developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy).
@Suite struct LayoutCacheTests {
  @Test func theCacheIsMadeOnceAndSharedBySizingAndPlacing() throws {
    let log = CallLog()
    let probe = try LayoutProbe(MeasuredRow(log: log) { box(30, 10, "a"); box(20, 15, "b") })
    #expect(log.calls.first == "makeCache")
    #expect(log.calls.filter { $0 == "makeCache" }.count == 1)
    #expect(!log.calls.contains("updateCache"))
    #expect(log.calls.last?.hasPrefix("placeSubviews") == true)
    // Each call saw the questions counted by the ones before it: one cache throughout.
    let counted = log.calls.dropFirst().compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
    #expect(counted == Array(1...counted.count))
    #expect(same(probe["b"], rect(30, 0, 20, 15)))
    #expect(probe.size == CGSize(width: 50, height: 15))
  }

  @Test func everyRenderMakesItsOwnCache() throws {
    let log = CallLog()
    let view = MeasuredRow(log: log) { box(30, 10, "a") }
    _ = try LayoutProbe(view)
    _ = try LayoutProbe(view)
    #expect(log.calls.filter { $0 == "makeCache" }.count == 2)
  }

  @Test func twoContainersKeepSeparateCaches() throws {
    let log = CallLog()
    let view = VStack {
      MeasuredRow(log: log) { box(30, 10, "a") }
      MeasuredRow(log: log) { box(10, 10, "b"); box(10, 10, "c") }
    }
    let probe = try LayoutProbe(view)
    #expect(log.calls.filter { $0 == "makeCache" }.count == 2)
    #expect(probe["c"].minX - probe["b"].minX == 10)
  }
}
