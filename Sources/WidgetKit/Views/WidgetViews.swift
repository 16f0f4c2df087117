import DarkroomViews
import Foundation

extension ContainerBackgroundPlacement {
  /// The background of a widget: drawn behind its content, out to its edges.
  ///
  /// ```swift
  /// StepsView(entry: entry).containerBackground(.blue.gradient, for: .widget)
  /// ```
  public static let widget = ContainerBackgroundPlacement(named: "widget")
}

nonisolated extension View {
  /// The URL the app opens when the widget is tapped; a snapshot draws nothing for it.
  public func widgetURL(_ url: URL?) -> some View { self }

  /// Marks the view to be tinted with the accent in the accented rendering mode; views are
  /// drawn in full colour here.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

  /// Shows the widget as the gallery's preview of `context` shows it: at the family's size
  /// on an iPhone 15, with the family in the environment.
  ///
  /// ```swift
  /// StepsView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemMedium))
  /// ```
  public func previewContext(_ context: WidgetPreviewContext) -> some View {
    let size = context.family.size(onScreenWidth: 393, height: 852) ?? CGSize(width: 338, height: 354)
    return environment(\.widgetFamily, context.family)
      .previewLayout(.fixed(width: size.width, height: size.height))
  }
}

/// The preview of a widget in one family, as WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: Sendable {
  public let family: WidgetFamily

  public init(family: WidgetFamily) { self.family = family }
}

/// The app's handle on its widgets, as WidgetKit's `WidgetCenter`. There is no home screen
/// here, so reloading does nothing.
public final class WidgetCenter: Sendable {
  /// The one center.
  public static let shared = WidgetCenter()

  private init() {}

  /// Asks every widget of the app for a new timeline.
  public func reloadAllTimelines() {}

  /// Asks the widgets of `kind` for a new timeline.
  public func reloadTimelines(ofKind kind: String) {}
}

/// The backdrop of a lock-screen widget, as WidgetKit's `AccessoryWidgetBackground`: a
/// translucent disc for the circular family, a rounded rectangle otherwise.
///
/// ```swift
/// ZStack {
///   AccessoryWidgetBackground()
///   Text("\(entry.steps)")
/// }
/// ```
public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family

  public init() {}

  public var body: some View {
    if family == .accessoryCircular {
      Circle().fill(Color.primary.opacity(0.15))
    } else {
      RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.primary.opacity(0.15))
    }
  }
}
