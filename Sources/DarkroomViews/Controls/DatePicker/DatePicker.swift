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

  /// A picker limited to dates up to the range's end; the picker shows its selection alone.
  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker limited to dates from the range's start; the picker shows its selection alone.
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
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

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}
