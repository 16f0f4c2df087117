import Foundation

/// Which previews a run takes: regular expressions on the preview's name (`Module/File.swift:
/// Display Name`) and on its display name, and module names, each to include or exclude.
/// An empty include list takes everything; excludes win.
///
/// ```swift
/// let filter = try PreviewFilter(include: ["ReceiptCard"], excludeModules: ["Legacy"])
/// ```
public struct PreviewFilter: Sendable {
  public var include: [String]
  public var exclude: [String]
  public var includeDisplayNames: [String]
  public var excludeDisplayNames: [String]
  public var modules: [String]
  public var excludeModules: [String]
  private let compiled: [String: NSRegularExpressionBox]

  /// - Throws: ``PreviewFilterError`` naming a pattern that is not a regular expression.
  public init(
    include: [String] = [], exclude: [String] = [], includeDisplayNames: [String] = [],
    excludeDisplayNames: [String] = [], modules: [String] = [], excludeModules: [String] = []
  ) throws(PreviewFilterError) {
    self.include = include
    self.exclude = exclude
    self.includeDisplayNames = includeDisplayNames
    self.excludeDisplayNames = excludeDisplayNames
    self.modules = modules
    self.excludeModules = excludeModules
    var compiled: [String: NSRegularExpressionBox] = [:]
    for pattern in include + exclude + includeDisplayNames + excludeDisplayNames {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { throw PreviewFilterError(pattern: pattern) }
      compiled[pattern] = NSRegularExpressionBox(expression: expression)
    }
    self.compiled = compiled
  }

  /// Takes everything.
  public static let all = try! PreviewFilter()

  /// Whether the run takes `preview`.
  public func accepts(_ preview: PreviewSnapshot) -> Bool {
    if !modules.isEmpty, !modules.contains(preview.module) { return false }
    if excludeModules.contains(preview.module) { return false }
    let display = preview.displayName ?? ""
    if !include.isEmpty, !include.contains(where: { matches($0, preview.name) }) { return false }
    if !includeDisplayNames.isEmpty, !includeDisplayNames.contains(where: { matches($0, display) }) { return false }
    if exclude.contains(where: { matches($0, preview.name) }) { return false }
    if excludeDisplayNames.contains(where: { matches($0, display) }) { return false }
    return true
  }

  private func matches(_ pattern: String, _ text: String) -> Bool {
    guard let expression = compiled[pattern]?.expression else { return false }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}

/// A compiled expression; `NSRegularExpression` is immutable once made.
struct NSRegularExpressionBox: @unchecked Sendable {
  let expression: NSRegularExpression
}

/// A preview filter pattern is not a regular expression.
public struct PreviewFilterError: Error, CustomStringConvertible {
  public let pattern: String
  public var description: String {
    "The preview filter \"\(pattern)\" is not a valid regular expression; escape special characters such as ( or [ with a backslash"
  }
}
