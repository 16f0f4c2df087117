import Foundation

/// A date picker in its compact look: the label, then the date (and time) in a grey capsule,
/// formatted for the environment's locale, time zone and calendar.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// ```
public nonisolated struct DatePicker<Label: View>: View {
  let label: Label
  let date: Date
  let components: DatePickerComponents
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.calendar) private var calendar

  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.label = label()
    date = selection.wrappedValue
    components = displayedComponents
  }

  public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: some View {
    HStack {
      LabelAndGap(label: label)
      HStack(spacing: 6) {
        if components.contains(.date) { chip(style: .date) }
        if components.contains(.hourAndMinute) { chip(style: .time) }
      }
    }
    .modifier(ControlName(name: "DatePicker", detail: nil))
  }

  private enum Part { case date, time }

  private func chip(style: Part) -> some View {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    formatter.dateStyle = style == .date ? .medium : .none
    formatter.timeStyle = style == .time ? .short : .none
    return Text(verbatim: formatter.string(from: date))
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(Color(storage: .system(.tertiarySystemFill)), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
  }
}

extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// Which parts of a date a picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Accepted; date pickers are drawn compact.
public struct DatePickerStyleChoice: Sendable {
  public static let automatic = DatePickerStyleChoice()
  public static let compact = DatePickerStyleChoice()
  public static let graphical = DatePickerStyleChoice()
  public static let wheel = DatePickerStyleChoice()
}

nonisolated extension View {
  /// Accepted; date pickers are drawn compact.
  public func datePickerStyle(_ style: DatePickerStyleChoice) -> some View { self }
}

/// A gauge in the linear look: the label, then a bar filled to the value's share.
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// ```
public nonisolated struct Gauge<Label: View>: View {
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    configuration = GaugeStyleConfiguration(value: Self.fraction(value, in: bounds), label: AnyView(label()))
  }

  /// A gauge that also shows its current value.
  public init<V: BinaryFloatingPoint, Current: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> Current
  ) {
    configuration = GaugeStyleConfiguration(
      value: Self.fraction(value, in: bounds), label: AnyView(label()), currentValueLabel: AnyView(currentValueLabel()))
  }

  /// A gauge with its current, minimum and maximum values labelled.
  public init<V: BinaryFloatingPoint, Current: View, Minimum: View, Maximum: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> Current, @ViewBuilder minimumValueLabel: () -> Minimum,
    @ViewBuilder maximumValueLabel: () -> Maximum
  ) {
    configuration = GaugeStyleConfiguration(
      value: Self.fraction(value, in: bounds), label: AnyView(label()), currentValueLabel: AnyView(currentValueLabel()),
      minimumValueLabel: AnyView(minimumValueLabel()), maximumValueLabel: AnyView(maximumValueLabel()))
  }

  private static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    ProgressFraction.of(Double(value - bounds.lowerBound), total: Double(bounds.upperBound - bounds.lowerBound))
  }

  public var body: some View {
    StyledControlBody(style: style, keyPath: \.gaugeStyle, configuration: configuration) {
      AnyView(LinearGaugeStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "Gauge", detail: "\(Int((configuration.value * 100).rounded()))%"))
  }
}

/// A menu, closed: its label in the tint colour, like a button.
///
/// ```swift
/// Menu("Sort") { Button("Date") {}; Button("Name") {} }
/// ```
public nonisolated struct Menu<Label: View, Content: View>: View {
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }.modifier(ControlName(name: "Menu", detail: "closed"))
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == DarkroomViews.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DarkroomViews.Label(titleKey, systemImage: systemImage) }
  }
}

/// A disclosure group: its label with a chevron (down when expanded), and its content when
/// expanded.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Bool

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        label
        Spacer(minLength: 8)
        Group {
          if isExpanded {
            VerticalChevron(pointsUp: false).stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
              .frame(width: 12, height: 7)
          } else {
            ChevronGlyph().stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
              .frame(width: 7, height: 12)
          }
        }
        .frame(width: 12, height: 12)
      }
      if isExpanded { content }
    }
    .modifier(ControlName(name: "DisclosureGroup", detail: isExpanded ? "expanded" : "collapsed"))
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A share link at rest: "Share" with its symbol, in the tint colour.
///
/// ```swift
/// ShareLink(item: url)
/// ```
public nonisolated struct ShareLink<Label: View>: View {
  let label: Label

  public var body: some View {
    Button(action: {}) { label }.modifier(ControlName(name: "ShareLink", detail: nil))
  }
}

extension ShareLink where Label == DarkroomViews.Label<Text, Image> {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label("Share", systemImage: "square.and.arrow.up")
  }

  public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label(titleKey, systemImage: "square.and.arrow.up")
  }
}

extension ShareLink {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

/// A link to a URL at rest: its label in the tint colour.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public nonisolated struct Link<Label: View>: View {
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    label.foregroundStyle(TintShapeStyle()).modifier(ControlName(name: "Link", detail: nil))
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    label = Text(title)
  }
}

/// An empty state: a large symbol, a title and a description, centred.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: "invoice")
/// ```
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description?
  let actions: Actions?

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(UnavailableLabelStyle())
        if let description { description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center) }
      }
      if let actions { actions }
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .modifier(ControlName(name: "ContentUnavailableView", detail: nil))
  }
}

extension ContentUnavailableView where Label == DarkroomViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = DarkroomViews.Label(titleKey, systemImage: name)
    self.description = description
    actions = nil
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = DarkroomViews.Label(title, systemImage: name)
    self.description = description
    actions = nil
  }

  /// The empty state of a search with no results.
  public static var search: Self {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// The empty state of a search for `text` with no results.
  public static func search(text: String) -> Self {
    ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                           description: Text("Check the spelling or try a new search."))
  }
}

private nonisolated struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.system(size: 44)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}

/// A box of related content with an optional label, on the secondary background.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// ```
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: label.map { AnyView($0) }),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
    StyledControlBody(style: style, keyPath: \.groupBoxStyle, configuration: configuration) {
      AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "GroupBox", detail: nil))
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a ``GroupBoxStyle`` is drawing: inside the style's `makeBody` it is drawn in
  /// the style above (the platform's box when there is none), never in the same style again.
  ///
  /// ```swift
  /// struct TaggedBoxStyle: GroupBoxStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     GroupBox(configuration).overlay(alignment: .topTrailing) { Text("New") }
  ///   }
  /// }
  /// ```
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

/// A label with a value on the trailing side, in the secondary colour, as settings rows show.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// ```
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack {
      LabelAndGap(label: label)
      content.foregroundStyle(.secondary)
    }
    .modifier(ControlName(name: "LabeledContent", detail: nil))
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}
