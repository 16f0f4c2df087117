import DarkroomPredicates
import Foundation

extension NSPredicate {
  /// A predicate in Apple's predicate format syntax, as Foundation's
  /// `NSPredicate(format:_:)`, which Foundation on Linux does not have: keys are read from
  /// managed objects' stored properties and values set by key, from dictionaries by key,
  /// and from any other value's stored properties.
  ///
  /// ```swift
  /// request.predicate = NSPredicate(format: "title CONTAINS[cd] %@ AND quantity > %d", "milk", 1)
  /// ```
  ///
  /// A format that does not parse is reported on standard error, with the place it goes
  /// wrong, and gives a predicate that matches nothing: Foundation would stop the program.
  public convenience init(format predicateFormat: String, _ arguments: Any...) {
    self.init(format: predicateFormat, argumentArray: arguments)
  }

  /// A predicate in Apple's format syntax with its arguments in an array.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed: PredicateFormat?
    do {
      parsed = try PredicateFormat(predicateFormat, arguments: arguments ?? [])
    } catch {
      FileHandle.standardError.write(Data("NSPredicate: \(error); the predicate matches nothing\n".utf8))
      parsed = nil
    }
    self.init { object, _ in
      parsed?.evaluate(with: object) { KeyValues.value(of: $0, forKey: $1) } ?? false
    }
  }
}
