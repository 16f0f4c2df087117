import DarkroomUI
import Testing

/// `CGVector`, which Foundation on Linux lacks
/// (developer.apple.com/documentation/corefoundation/cgvector).
@Suite struct CGVectorTests {
  @Test func aVectorKeepsItsComponentsAndComparesByThem() {
    var push = CGVector(dx: 3, dy: -4)
    #expect(push.dx == 3 && push.dy == -4)
    push.dy = 0
    #expect(push == CGVector(dx: 3.0, dy: 0.0))
    #expect(CGVector.zero == CGVector())
    #expect(Set([push, push, .zero]).count == 2)
  }
}
