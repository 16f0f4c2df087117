import Foundation
import Testing
@testable import DarkroomPredicates

@Suite struct PredicateValueConversionTests {
  @Test func integerTypesBecomeIntegers() {
    #expect(PredicateValue(converting: Int8(-8)) == .integer(-8))
    #expect(PredicateValue(converting: Int16(16)) == .integer(16))
    #expect(PredicateValue(converting: Int32(32)) == .integer(32))
    #expect(PredicateValue(converting: Int64(64)) == .integer(64))
    #expect(PredicateValue(converting: UInt16(7)) == .integer(7))
    #expect(PredicateValue(converting: UInt32(9)) == .integer(9))
    #expect(PredicateValue(converting: UInt(5)) == .integer(5))
  }

  @Test func unsignedValuesBeyondIntMaxBecomeDecimals() {
    #expect(PredicateValue(converting: UInt64.max) == .decimal(Decimal(UInt64.max)))
  }

  @Test func floatingTypesBecomeDoubles() {
    #expect(PredicateValue(converting: Float(1.5)) == .double(1.5))
    #expect(PredicateValue(converting: CGFloat(2.5)) == .double(2.5))
  }

  @Test func boolStaysBool() {
    #expect(PredicateValue(converting: false) == .bool(false))
  }

  @Test func nsNumberBecomesANumber() {
    #expect(PredicateValue(converting: NSNumber(value: 12)).number?.compare(.integer(12)) == .orderedSame)
    #expect(PredicateValue(converting: NSNumber(value: 2.25)) == .double(2.25))
  }

  @Test func textTypesBecomeStrings() {
    #expect(PredicateValue(converting: "abc".dropFirst()) == .string("bc"))
    #expect(PredicateValue(converting: Character("x")) == .string("x"))
  }

  @Test func nestedOptionalsAreUnwrapped() {
    let present: Int?? = 3
    let absent: Int?? = .some(nil)
    #expect(PredicateValue(converting: present as Any) == .integer(3))
    #expect(PredicateValue(converting: absent as Any) == .null)
    #expect(PredicateValue(converting: nil) == .null)
  }

  @Test func nsNullIsNull() {
    #expect(PredicateValue(converting: NSNull()) == .null)
  }

  @Test func arraysConvertElementByElement() {
    let mixed: [Any?] = [1, "a", nil]
    #expect(PredicateValue(converting: mixed) == .array([.integer(1), .string("a"), .null]))
  }

  @Test func setsBecomeArrays() {
    #expect(PredicateValue(converting: Set(["only"])) == .array([.string("only")]))
  }

  @Test func rawRepresentableUsesItsRawValue() {
    #expect(PredicateValue(converting: Mood.grumpy) == .string("grumpy"))
  }

  @Test func unknownValueTypesCompareByTypeAndDescription() {
    struct Badge: CustomStringConvertible {
      var level: Int
      var description: String { "badge \(level)" }
    }
    struct Medal: CustomStringConvertible {
      var description: String { "badge 1" }
    }
    #expect(PredicateValue(converting: Badge(level: 1)) == PredicateValue(converting: Badge(level: 1)))
    #expect(PredicateValue(converting: Badge(level: 1)) != PredicateValue(converting: Badge(level: 2)))
    #expect(PredicateValue(converting: Badge(level: 1)) != PredicateValue(converting: Medal()))
  }

  @Test func classInstancesCompareByIdentity() {
    let blob = makeBlob()
    #expect(PredicateValue(converting: blob) == PredicateValue(converting: blob))
    #expect(PredicateValue(converting: blob) != PredicateValue(converting: makeBlob()))
  }

  @Test func stringsAreNotCollections() {
    #expect(collectionElements(of: "abc") == nil)
    #expect(collectionElements(of: [1, 2])?.count == 2)
  }

  @Test func typeDescriptionSeesThroughOptionals() {
    let value: String? = "x"
    #expect(typeDescription(of: value as Any) == "String")
    #expect(typeDescription(of: Optional<Int>.none as Any) == "nil")
  }
}
