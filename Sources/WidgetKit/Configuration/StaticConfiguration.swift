import DarkroomViews

/// A widget with no options for its user, as WidgetKit's `StaticConfiguration`: its kind,
/// where its entries come from, and the view of an entry.
///
/// ```swift
/// StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
///   StepsView(entry: entry)
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration, EntryViewConfiguration {
  public typealias Body = Never

  /// The widget's kind, which the app names when it reloads the widget's timeline.
  public let kind: String
  private let drawing: EntryDrawing<Content>

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    drawing = EntryDrawing(content: content, placeholder: provider.placeholder(in:))
  }

  /// The view of `entry`, as the widget draws it; `nil` when the entry is not of the
  /// provider's type.
  ///
  /// ```swift
  /// let view = StepsWidget().body.view(for: StepsEntry(date: .now, steps: 4_200))
  /// ```
  public func view(for entry: any TimelineEntry) -> Content? { drawing.view(for: entry) }

  /// The view of the provider's placeholder entry for `family`.
  public func placeholderView(for family: WidgetFamily) -> Content? { drawing.placeholderView(for: family) }

  public func anyView(for entry: any TimelineEntry) -> AnyView? { drawing.view(for: entry).map { AnyView($0) } }
}

/// How a configuration draws its provider's entries: the content closure, for entries of the
/// provider's type, and the provider's placeholder.
struct EntryDrawing<Content: View> {
  private let entryView: (any TimelineEntry) -> Content?
  private let placeholderEntry: (TimelineProviderContext) -> any TimelineEntry

  init<Entry: TimelineEntry>(content: @escaping (Entry) -> Content, placeholder: @escaping (TimelineProviderContext) -> Entry) {
    entryView = { entry in (entry as? Entry).map(content) }
    placeholderEntry = { placeholder($0) }
  }

  func view(for entry: any TimelineEntry) -> Content? { entryView(entry) }

  func placeholderView(for family: WidgetFamily) -> Content? {
    entryView(placeholderEntry(TimelineProviderContext(family: family)))
  }
}

/// A configuration with a setting changed: its name in the gallery, its description, the
/// families it offers. Only the name and the families are kept (for ``WidgetConfiguration/families``
/// and ``WidgetConfiguration/displayName``); the views are the base configuration's.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  public typealias Body = Never
  /// The configuration the setting is applied to.
  public let base: Base
  let listedFamilies: [WidgetFamily]?
  let listedName: String?
}

extension WidgetConfiguration {
  /// The widget's name in the widget gallery.
  public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration<Self> { modified(name: name) }

  /// The widget's name in the widget gallery, looked up as a localized key.
  public func configurationDisplayName(_ key: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// The widget's name in the widget gallery, from a text.
  public func configurationDisplayName(_ text: Text) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// What the widget gallery says the widget does.
  public func description(_ description: String) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// What the widget gallery says the widget does, looked up as a localized key.
  public func description(_ key: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// What the widget gallery says the widget does, from a text.
  public func description(_ text: Text) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// The families the widget is offered in.
  public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
    modified(families: families)
  }

  /// Draws the widget's content to its edges, without the system's margins.
  public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> { modified() }

  /// Leaves the widget's container background out where the system would remove it.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration<Self> { modified() }

  /// The configuration with the settings given here, and this one's for the rest.
  private func modified(families: [WidgetFamily]? = nil, name: String? = nil) -> ModifiedWidgetConfiguration<Self> {
    let listing = self as? any SettingsListing
    return ModifiedWidgetConfiguration(
      base: self, listedFamilies: families ?? listing?.listedFamilies, listedName: name ?? listing?.listedName)
  }

  /// The families the configuration offers: the last `supportedFamilies` applied, else the
  /// system families.
  ///
  /// ```swift
  /// StepsWidget().body.families   // [.systemSmall, .systemMedium]
  /// ```
  public var families: [WidgetFamily] {
    (self as? any SettingsListing)?.listedFamilies ?? [.systemSmall, .systemMedium, .systemLarge]
  }

  /// The configuration's name in the widget gallery, when one is set as a string.
  public var displayName: String? { (self as? any SettingsListing)?.listedName }
}

/// A configuration that says the settings its modifiers set.
@MainActor protocol SettingsListing {
  var listedFamilies: [WidgetFamily]? { get }
  var listedName: String? { get }
}

extension ModifiedWidgetConfiguration: SettingsListing {}
