import Foundation
import Testing
@testable import DarkroomPredicates

@Suite struct PredicateParserTests {
  private func comparison(
    _ lhs: String, _ op: ComparisonOperator, _ rhs: PredicateValue,
    modifier: ComparisonModifier = .direct, options: ComparisonOptions = []
  ) -> PredicateNode {
    .comparison(
      PredicateComparison(
        modifier: modifier, lhs: .keyPath([lhs]), op: op, options: options,
        rhs: .constant(rhs)))
  }

  @Test func simpleComparison() throws {
    #expect(try parse("name == 'Blob'") == comparison("name", .equal, .string("Blob")))
  }

  @Test(arguments: [
    ("BETWEEN", ComparisonOperator.between), ("IN", .in), ("CONTAINS", .contains),
    ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("LIKE", .like), ("MATCHES", .matches),
    ("==", .equal), ("!=", .notEqual), ("<", .less), ("<=", .lessOrEqual), (">", .greater), (">=", .greaterOrEqual),
  ])
  func everyOperatorParses(spelling: String, op: ComparisonOperator) throws {
    #expect(try parse("a \(spelling) 1") == comparison("a", op, .integer(1)))
  }

  @Test func andBindsTighterThanOr() throws {
    let node = try parse("a == 1 OR b == 2 AND c == 3")
    #expect(
      node
        == .or([
          comparison("a", .equal, .integer(1)),
          .and([comparison("b", .equal, .integer(2)), comparison("c", .equal, .integer(3))]),
        ]))
  }

  @Test func notBindsTighterThanAnd() throws {
    let node = try parse("NOT a == 1 AND b == 2")
    #expect(node == .and([.not(comparison("a", .equal, .integer(1))), comparison("b", .equal, .integer(2))]))
  }

  @Test func parenthesesOverridePrecedence() throws {
    let node = try parse("(a == 1 OR b == 2) AND c == 3")
    #expect(
      node
        == .and([
          .or([comparison("a", .equal, .integer(1)), comparison("b", .equal, .integer(2))]),
          comparison("c", .equal, .integer(3)),
        ]))
  }

  @Test func symbolicConnectivesMatchKeywords() throws {
    #expect(try parse("!(a == 1) && b == 2 || c == 3") == parse("NOT (a == 1) AND b == 2 OR c == 3"))
  }

  @Test func chainsOfTheSameConnectiveAreFlattened() throws {
    let node = try parse("a == 1 AND (b == 2 AND c == 3) AND d == 4")
    guard case .and(let operands) = node else {
      Issue.record("expected AND, got \(node)")
      return
    }
    #expect(operands.count == 4)
  }

  @Test func truePredicateAndFalsePredicate() throws {
    #expect(try parse("TRUEPREDICATE OR falsepredicate") == .or([.constant(true), .constant(false)]))
  }

  @Test(arguments: [("ANY", ComparisonModifier.any), ("SOME", .any), ("ALL", .all), ("NONE", .none)])
  func quantifiersBecomeModifiers(keyword: String, modifier: ComparisonModifier) throws {
    #expect(try parse("\(keyword) tags == 'x'") == comparison("tags", .equal, .string("x"), modifier: modifier))
  }

  @Test(arguments: [
    ("[c]", ComparisonOptions.caseInsensitive), ("[d]", .diacriticInsensitive),
    ("[cd]", ComparisonOptions([.caseInsensitive, .diacriticInsensitive])), ("[n]", .normalized),
    ("[DC]", ComparisonOptions([.caseInsensitive, .diacriticInsensitive])),
  ])
  func optionsFollowTheOperator(letters: String, options: ComparisonOptions) throws {
    #expect(try parse("name CONTAINS\(letters) 'x'") == comparison("name", .contains, .string("x"), options: options))
  }

  @Test func literalsBecomeConstants() throws {
    let node = try parse("a IN {TRUE, NO, nil, 'x', 2, 2.5}")
    #expect(
      node
        == .comparison(
          PredicateComparison(
            lhs: .keyPath(["a"]), op: .in,
            rhs: .aggregate([
              .constant(.bool(true)), .constant(.bool(false)), .constant(.null), .constant(.string("x")),
              .constant(.integer(2)), .constant(.double(2.5)),
            ]))))
  }

  @Test func emptyAggregateIsAllowed() throws {
    #expect(try parse("a IN {}") == .comparison(PredicateComparison(lhs: .keyPath(["a"]), op: .in, rhs: .aggregate([]))))
  }

  @Test func selfIsTheEvaluatedObject() throws {
    #expect(
      try parse("SELF == 'x'")
        == .comparison(
          PredicateComparison(
            lhs: .evaluatedObject, op: .equal,
            rhs: .constant(.string("x")))))
  }

  @Test func castToDateMakesADateConstant() throws {
    #expect(try parse("birthday < CAST(1000, \"NSDate\")") == comparison("birthday", .less, .date(date(1_000))))
  }

  @Test func objectSubstitutionsAreConvertedToValues() throws {
    let node = try parse("a == %@ OR b == %@ OR c IN %@ OR d == %s", ["x", Optional<Int>.none as Any, [1, 2], "y"])
    #expect(
      node
        == .or([
          comparison("a", .equal, .string("x")), comparison("b", .equal, .null),
          comparison("c", .in, .array([.integer(1), .integer(2)])), comparison("d", .equal, .string("y")),
        ]))
  }

  @Test(arguments: ["%d", "%i", "%ld", "%lld"])
  func signedIntegerSpecifiersTakeAnyInteger(specifier: String) throws {
    #expect(try parse("a == \(specifier)", [Int16(-5)]) == comparison("a", .equal, .integer(-5)))
    #expect(try parse("a == \(specifier)", [true]) == comparison("a", .equal, .integer(1)))
  }

  @Test(arguments: ["%u", "%lu"])
  func unsignedSpecifiersAcceptValuesBeyondIntMax(specifier: String) throws {
    #expect(try parse("a == \(specifier)", [UInt64.max]) == comparison("a", .equal, .decimal(Decimal(UInt64.max))))
    #expect(try parse("a == \(specifier)", [UInt8(3)]) == comparison("a", .equal, .integer(3)))
  }

  @Test(arguments: ["%f", "%lf", "%g", "%e"])
  func floatingSpecifiersTurnIntegersIntoDoubles(specifier: String) throws {
    #expect(try parse("a == \(specifier)", [3]) == comparison("a", .equal, .double(3)))
    #expect(try parse("a == \(specifier)", [Float(0.5)]) == comparison("a", .equal, .double(0.5)))
  }

  @Test func keyPathSubstitutionBecomesAKeyPath() throws {
    let node = try parse("%K == %@", ["address.city", "Paris"])
    #expect(
      node
        == .comparison(
          PredicateComparison(
            lhs: .keyPath(["address", "city"]), op: .equal,
            rhs: .constant(.string("Paris")))))
  }

  @Test func keyPathSubstitutionOfSelfIsTheEvaluatedObject() throws {
    #expect(
      try parse("%K == 1", ["self"])
        == .comparison(
          PredicateComparison(
            lhs: .evaluatedObject, op: .equal,
            rhs: .constant(.integer(1)))))
  }

  @Test func argumentsAreConsumedLeftToRight() throws {
    let node = try parse("%K > %d AND %K == %@", ["age", 3, "name", "Blob"])
    #expect(node == .and([comparison("age", .greater, .integer(3)), comparison("name", .equal, .string("Blob"))]))
  }

  @Test func extraArgumentsAreIgnored() throws {
    #expect(try parse("a == %d", [1, 2, 3]) == comparison("a", .equal, .integer(1)))
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = PredicateParser.maximumNesting
    let format = String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
    #expect(try parse(format) == comparison("a", .equal, .integer(1)))
  }

  @Test func nestingBeyondTheLimitIsRejectedWithoutCrashing() {
    let format = String(repeating: "NOT ", count: 50_000) + "a == 1"
    guard case .nestingTooDeep(_, let offset, let limit) = parseError(format) else {
      Issue.record("expected nestingTooDeep")
      return
    }
    #expect(limit == PredicateParser.maximumNesting)
    #expect(offset == 4 * (limit + 1))
  }

  @Test func deeplyNestedBracesAreRejected() {
    let format = "a IN " + String(repeating: "{", count: 10_000)
    #expect(parseError(format).map { if case .nestingTooDeep = $0 { true } else { false } } == true)
  }

  /// Offsets that point outside the format would make messages lie.
  private func offsetIsInside(_ error: PredicateFormatError, _ format: String) -> Bool {
    switch error {
    case .unexpectedEnd(_, let offset, _), .unexpected(_, let offset, _, _),
      .unterminatedString(_, let offset, _), .nestingTooDeep(_, let offset, _):
      return (0...format.count).contains(offset)
    case .missingArgument, .invalidArgument:
      return true
    }
  }

  @Test func truncatedAndMutatedFormatsThrowWithOffsetsInside() {
    let corpus = [
      "ANY friends.name ==[cd] %@ AND NOT (age BETWEEN {1, %d} OR tags.@count > 0x1F)",
      "%K IN {'a\\'b', \"c%%\", -2.5e3, nil, YES} || SELF MATCHES[c] '^x$' && #in LIKE 'a*?'",
      "birthday < CAST(1000, \"NSDate\") AND NONE %K >= %f OR items.@sum.price < 3 OR TRUEPREDICATE",
    ]
    let arguments: [Any] = ["name", 1, 2.5, "x", [1, 2], "y"]
    let specials = Array("'\"%[]{}()!=<>&|@#.,\\- ")
    var failures: [String] = []
    func check(_ format: String) {
      do {
        _ = try PredicateFormat(format, arguments: arguments)
      } catch {
        if !offsetIsInside(error, format) { failures.append(format) }
      }
    }
    for format in corpus {
      #expect((try? PredicateFormat(format, arguments: arguments)) != nil, "\(format)")
      let characters = Array(format)
      for length in 0...characters.count {
        check(String(characters[..<length]))
      }
      for index in characters.indices {
        for special in specials {
          var mutated = characters
          mutated[index] = special
          check(String(mutated))
        }
      }
    }
    #expect(failures.isEmpty)
  }
}
