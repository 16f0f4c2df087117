import Foundation
@testable import DarkroomPredicates

/// A superclass, so the lookup has to walk `superclassMirror` to find `id`.
class Entity {
  let id: UUID
  var homepage: URL?

  init(id: UUID, homepage: URL?) {
    self.id = id
    self.homepage = homepage
  }
}

final class Person: Entity {
  var name: String
  var age: Int
  var email: String?
  var birthday: Date?
  var tags: [String]
  var friends: [Person]

  init(
    name: String, age: Int, email: String? = nil, birthday: Date? = nil, tags: [String] = [],
    friends: [Person] = [], id: UUID = UUID(), homepage: URL? = nil
  ) {
    self.name = name
    self.age = age
    self.email = email
    self.birthday = birthday
    self.tags = tags
    self.friends = friends
    super.init(id: id, homepage: homepage)
  }
}

/// One attribute of every numeric type the evaluator has to compare.
struct Measurements {
  var int16: Int16 = 16
  var int32: Int32 = 32
  var int64: Int64 = 64
  var uint: UInt = 7
  var uint8: UInt8 = 8
  var huge: UInt64 = .max
  var float: Float = 0.5
  var double: Double = 2.5
  var decimal: Decimal = Decimal(string: "19.99") ?? 0
  var flag: Bool = true
  var nan: Double = .nan
}

enum Mood: String {
  case happy, grumpy
}

struct Diary {
  var mood: Mood = .happy
  var moods: Set<String> = ["calm", "busy"]
  var pages: [Int] = [3, 1, 4, 1, 5]
  var prices: [Decimal] = [Decimal(string: "0.10") ?? 0, Decimal(string: "0.20") ?? 0]
  var nothing: [Int] = []
}

/// Reads a stored property by name, the way a test-only KVC would.
func lookup(_ object: Any?, _ key: String) -> Any? {
  guard let object else { return nil }
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    if let child = current.children.first(where: { $0.label == key }) {
      return child.value
    }
    mirror = current.superclassMirror
  }
  return nil
}

/// Seconds since 2001-01-01, so dates in tests are exact and readable.
func date(_ seconds: TimeInterval) -> Date {
  Date(timeIntervalSinceReferenceDate: seconds)
}

let blobID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

/// Blob (42) with friends Alice (30, has email) and Bob (17, no email).
func makeBlob() -> Person {
  let alice = Person(name: "Alice", age: 30, email: "alice@example.com", tags: ["swift", "tea"])
  let bob = Person(name: "Bob", age: 17, tags: ["café"], friends: [Person(name: "Carol", age: 70)])
  return Person(
    name: "Blob", age: 42, email: "blob@example.com", birthday: date(1_000),
    tags: ["Swift", "cooking"], friends: [alice, bob], id: blobID,
    homepage: URL(string: "https://example.com/blob"))
}

/// Parses and evaluates in one step; parse errors fail the calling test.
func evaluate(_ format: String, _ arguments: [Any] = [], on object: Any?) throws -> Bool {
  try PredicateFormat(format, arguments: arguments).evaluate(with: object, value: lookup)
}

/// The error a format produces, or nil if it parses.
func parseError(_ format: String, _ arguments: [Any] = []) -> PredicateFormatError? {
  do {
    _ = try PredicateFormat(format, arguments: arguments)
    return nil
  } catch {
    return error
  }
}

/// The AST of a format, for structural assertions.
func parse(_ format: String, _ arguments: [Any] = []) throws -> PredicateNode {
  try PredicateParser.parse(format, arguments: arguments)
}

func kinds(_ format: String) throws -> [PredicateToken.Kind] {
  try PredicateLexer.tokenize(format).map(\.kind)
}
