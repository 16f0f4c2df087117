/// How a date picker looks, as SwiftUI's `DatePickerStyle`. Accepted: date pickers are
/// drawn compact in every style.
///
/// ```swift
/// DatePicker("Due", selection: $due).datePickerStyle(.wheel)
/// DatePicker("Due", selection: $due).datePickerStyle(WheelDatePickerStyle())
/// ```
public protocol DatePickerStyle: Sendable {}

/// The platform's date picker: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A button that shows the date and opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Spinning wheels for each part of the date.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
