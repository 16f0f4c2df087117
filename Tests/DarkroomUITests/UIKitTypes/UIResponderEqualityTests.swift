import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI

/// A view that counts any two of its kind with the same tag as equal, as `NSObject`
/// subclasses may.
private final class TaggedView: UIView {
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TaggedView else { return false }
    return MainActor.assumeIsolated { other.tag == tag }
  }

  override var hash: Int { 0 }
}

/// Responders are equal by identity, as `NSObject`s are, unless a subclass says otherwise
/// (developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)).
@MainActor @Suite struct UIResponderEqualityTests {
  @Test func controllersAreFoundByIdentity() {
    let pages = [UIViewController(), UIViewController(), UIViewController()]
    #expect(pages.firstIndex(of: pages[2]) == 2)
    #expect(pages.firstIndex(of: UIViewController()) == nil)
    #expect(pages[0] != pages[1] && pages[0] == pages[0])
    let views: Set<UIView> = [UIView(), UIView()]
    #expect(views.count == 2)
  }

  @Test func aSubclassCanSayWhatEqualMeans() {
    let first = TaggedView()
    let second = TaggedView()
    first.tag = 3
    second.tag = 3
    #expect(first == second)
    #expect([UIView(), second].firstIndex(of: first) == 1)
    #expect(Set([first, second]).count == 1)
    #expect(!first.isEqual(UIView()))
  }
}
