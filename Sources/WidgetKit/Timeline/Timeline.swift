import DarkroomViews
import Foundation

/// One moment of a widget's content, as WidgetKit's `TimelineEntry`: the date it is for and
/// whatever the widget's views show.
///
/// ```swift
/// struct StepsEntry: TimelineEntry {
///   let date: Date
///   let steps: Int
/// }
/// ```
public protocol TimelineEntry {
  /// When the entry is shown.
  var date: Date { get }
  /// How relevant the entry is, for smart stacks; `nil` by default.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, and for how long, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
  public let score: Float
  public let duration: TimeInterval

  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When a widget asks for its next timeline, as WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case atEnd
    case never
    case after(Date)
  }

  let kind: Kind

  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks.
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After `date`.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A widget's entries in time order and when to ask for more, as WidgetKit's `Timeline`.
///
/// ```swift
/// completion(Timeline(entries: [StepsEntry(date: .now, steps: 4_200)], policy: .atEnd))
/// ```
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy

  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}
