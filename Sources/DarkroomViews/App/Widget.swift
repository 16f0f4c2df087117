/// A widget's identity and content, as SwiftUI's `Widget`
/// (developer.apple.com/documentation/swiftui/widget): a widget extension's `@main` type
/// compiles unchanged, and its entry views can be snapshotted as any view.
///
/// ```swift
/// @main
/// struct StepsWidget: Widget {
///   var body: some WidgetConfiguration {
///     StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in StepsView(entry: entry) }
///       .configurationDisplayName("Steps")
///   }
/// }
/// ```
///
/// Darkroom draws views into images; it does not run widget extensions. `main()` says so on
/// standard error and returns.
@MainActor @preconcurrency
public protocol Widget {
  /// The type of the widget's configuration.
  associatedtype Body: WidgetConfiguration

  /// The widget's configuration: its kind, its timeline and its views.
  var body: Body { get }

  /// Makes the widget; `@main` calls it.
  init()
}

extension Widget {
  /// The entry point `@main` calls: it makes the widget, reads its configuration, and returns.
  public static func main() {
    _ = Self().body
    EntryPoint.sayNotRun(Self.self, kind: "widget")
  }
}

/// What a widget shows and how it is offered, as SwiftUI's `WidgetConfiguration`; WidgetKit's
/// `StaticConfiguration` is the one most widgets start from.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The type of configuration this one is made of.
  associatedtype Body: WidgetConfiguration

  /// The configuration this one is made of.
  var body: Body { get }
}

nonisolated extension Never: WidgetConfiguration {}

nonisolated extension WidgetConfiguration where Body == Never {
  /// Configurations Darkroom knows by their type have no body; asking for it is a
  /// programming error.
  public var body: Never {
    fatalError("\(Self.self) is a primitive widget configuration and has no body")
  }
}

/// Several widgets from one extension, as SwiftUI's `WidgetBundle`.
///
/// ```swift
/// @main
/// struct ShopWidgets: WidgetBundle {
///   var body: some Widget {
///     StepsWidget()
///     OrdersWidget()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The type of the bundle's widgets.
  associatedtype Body: Widget

  /// The bundle's widgets.
  @WidgetBundleBuilder var body: Body { get }

  /// Makes the bundle; `@main` calls it.
  init()
}

extension WidgetBundle {
  /// The entry point `@main` calls: it makes the bundle, reads its widgets, and returns.
  public static func main() {
    _ = Self().body
    EntryPoint.sayNotRun(Self.self, kind: "widget bundle")
  }
}

/// Builds a bundle's widgets from the statements of a closure, as SwiftUI's
/// `WidgetBundleBuilder`.
@resultBuilder @MainActor
public enum WidgetBundleBuilder {
  public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> TupleWidget<repeat each Content> {
    TupleWidget(repeat each content)
  }

  public static func buildOptional<Content: Widget>(_ content: Content?) -> OptionalWidget<Content> {
    OptionalWidget(content: content)
  }

  public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> Content { content }
}

/// Several widgets side by side, from a ``WidgetBundleBuilder`` block.
public struct TupleWidget<each Content: Widget>: Widget {
  let widgets: (repeat each Content)

  init(_ widgets: repeat each Content) {
    self.widgets = (repeat each widgets)
  }

  /// A bundle's widgets are made by its builder, not on their own.
  public init() {
    widgets = (repeat (each Content).init())
  }

  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A widget offered only when a condition holds, from an `if` in a ``WidgetBundleBuilder``.
public struct OptionalWidget<Content: Widget>: Widget {
  let content: Content?

  init(content: Content?) { self.content = content }
  public init() { content = nil }

  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A configuration that shows nothing, as SwiftUI's `EmptyWidgetConfiguration`.
public nonisolated struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  public init() {}
}
