/// Accepted; date pickers are drawn compact.
public struct DatePickerStyleChoice: Sendable {
  public static let automatic = DatePickerStyleChoice()
  public static let compact = DatePickerStyleChoice()
  public static let graphical = DatePickerStyleChoice()
  public static let wheel = DatePickerStyleChoice()
}
