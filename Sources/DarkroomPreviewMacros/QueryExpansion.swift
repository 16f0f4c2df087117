import Foundation

/// Expands `@Query`, as SwiftData's `Query` macro does: a property wrapper cannot infer the
/// model type from `[Trip]` alone, so the macro writes it out and passes the arguments on.
///
/// ```swift
/// @Query private var trips: [Trip]
/// // becomes
/// private var trips: [Trip] { get { _trips.wrappedValue } }
/// var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>()
/// ```
enum QueryExpansion {
  /// The getter that replaces the variable's storage. A variable written with an initial
  /// value also gets an `init` accessor that drops it, since a computed property may only
  /// have an initial value through one.
  static func accessors(of source: String) throws(QueryMacroError) -> String {
    let variable = try parse(source)
    let getter = "get { _\(variable.name).wrappedValue }"
    return variable.initializer == nil ? "{ \(getter) }" : "{ init(initialValue) {} \(getter) }"
  }

  /// The stored query beside the variable, made with the attribute's arguments.
  static func storage(of source: String, attribute: String) throws(QueryMacroError) -> String {
    let variable = try parse(source)
    let element = try elementType(of: variable.declaredType)
    let query = "SwiftData.Query<\(element), \(variable.declaredType)>"
    // A variable, so that an initialiser may replace the query (`_trips = Query(filter: …)`),
    // and not private, so that the view's memberwise initialiser stays as open as a
    // property wrapper's backing storage leaves it.
    return "var _\(variable.name): \(query) = \(query)\(arguments(of: attribute))"
  }

  /// The parenthesised arguments of `@Query(…)`, or `()` for a bare `@Query`.
  static func arguments(of attribute: String) -> String {
    guard let open = attribute.firstIndex(of: "("), let close = attribute.lastIndex(of: ")"), open < close else {
      return "()"
    }
    return String(attribute[open...close])
  }

  /// The model type of `[Model]` or `Array<Model>`.
  static func elementType(of type: String) throws(QueryMacroError) -> String {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
      return trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
    }
    if trimmed.hasPrefix("Array<"), trimmed.hasSuffix(">") {
      return trimmed.dropFirst(6).dropLast().trimmingCharacters(in: .whitespaces)
    }
    throw .notAnArray(type)
  }

  /// Reads `@Query [modifiers] var name: Type [= initial value]`.
  static func parse(_ source: String) throws(QueryMacroError) -> EntryExpansion.Variable {
    let variable: EntryExpansion.Variable
    do {
      variable = try EntryExpansion.parse(source)
    } catch {
      throw .notAVariable
    }
    // An initial value (`= []`) is what the query replaces, so it is left out.
    guard variable.type != nil else { throw .notAVariable }
    return variable
  }
}

extension EntryExpansion.Variable {
  /// The declared type; `QueryExpansion.parse` only returns variables that have one.
  var declaredType: String { type ?? "" }
}

/// Why a `@Query` could not be expanded; the message is shown at the attribute.
enum QueryMacroError: Error, Equatable, CustomStringConvertible {
  case notAVariable
  case notAnArray(String)

  var description: String {
    switch self {
    case .notAVariable: "@Query goes on a variable with a type and no initial value: @Query var trips: [Trip]"
    case .notAnArray(let type): "@Query fetches an array of models; \(type) is not [Model]"
    }
  }
}
