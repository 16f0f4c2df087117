import Foundation

/// A view rebuilt on a schedule. A snapshot has one moment, so the content is built once,
/// for ``EnvironmentValues/timelineDate`` (9:41:00 UTC on 9 January 2024 unless set).
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { timeline in
///   Text(timeline.date, style: .time)
/// }
/// ```
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let schedule: Schedule
  let content: (Context) -> Content

  /// What the content is built with: the moment shown and how often it would change.
  public typealias Context = TimelineViewDefaultContext

  /// A timeline following `schedule`, drawn for the snapshot's moment.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let moment = Context(date: context.environment.timelineDate, cadence: .live)
    return context.evaluatingBody { content(moment) }
  }
}

/// What a `TimelineView`'s content is built with: the moment shown and how often it would
/// change.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct TimelineViewDefaultContext {
  /// How often a live timeline would update.
  public enum Cadence: Comparable, Hashable, Sendable { case live, seconds, minutes }
  /// The moment the content shows.
  public let date: Date
  /// How often a live timeline would update; snapshots are always `.live`.
  public let cadence: Cadence
}

/// When a `TimelineView` would update; snapshots show a single moment.
public protocol TimelineSchedule {}

/// Updates as often as the display refreshes, as `.animation` asks.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// A schedule updating at most every `minimumInterval` seconds, or not at all when paused.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// Updates at the start of every minute, as `.everyMinute` asks.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
}

/// Updates every `interval` seconds from `startDate`, as `.periodic(from:by:)` asks.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public init(from startDate: Date, by interval: TimeInterval) {}
}

/// Updates at the listed dates, as `.explicit(_:)` asks.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Updates with every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Updates with every frame, at most every `minimumInterval` seconds.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Updates at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Updates every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule {
  /// Updates at the listed dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

private struct TimelineDateKey: EnvironmentKey {
  /// 9:41:00 UTC on 9 January 2024.
  static let defaultValue = Date(timeIntervalSince1970: 1_704_793_260)
}

extension EnvironmentValues {
  /// The moment every `TimelineView` shows in a snapshot: 9:41:00 UTC on 9 January 2024
  /// unless set, so snapshots are the same on every run.
  ///
  /// ```swift
  /// Clock().environment(\.timelineDate, Date(timeIntervalSince1970: 0))
  /// ```
  public var timelineDate: Date {
    get { self[TimelineDateKey.self] }
    set { self[TimelineDateKey.self] = newValue }
  }
}
