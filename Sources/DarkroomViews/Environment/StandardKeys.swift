private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC")!
}

private struct CalendarKey: EnvironmentKey {
  static let defaultValue = Calendar(identifier: .gregorian)
}

private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// The locale: it sets the language Pango shapes text with (which glyph forms Chinese,
  /// Japanese and Korean text use) and formats dates and numbers. The default is `en_US`
  /// whatever the machine's settings, so renders are the same everywhere.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone for dates; UTC by default, never the machine's.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar for dates; Gregorian by default.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// Pixels per point of the image being drawn: 1, 2 or 3.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The length of one pixel in points.
  public var pixelLength: CGFloat { 1 / displayScale }

  /// Whether controls accept input; disabled controls are drawn dimmed.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Dims the controls inside this view, as disabled controls are drawn.
  ///
  /// ```swift
  /// Button("Send") {}.disabled(message.isEmpty)
  /// ```
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}
