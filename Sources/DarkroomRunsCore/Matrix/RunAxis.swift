/// One dimension of a run's matrix. A state names a value on every axis its run declares,
/// so "paywall" alone is never a state: "paywall / ja / dark" is.
///
/// ```swift
/// let axes: [RunAxis] = [.screen, .language, .appearance]
/// print(axes.map(\.title))   // ["Screen", "Language", "Appearance"]
/// ```
public enum RunAxis: String, CaseIterable, Sendable, Hashable, Comparable {
  case screen
  case language
  case appearance
  case device
  case textSize
  case layoutDirection
  /// `plain` or `overlay`: the render alone, or with its accessibility elements drawn over it
  /// and a legend beside it.
  case accessibility

  /// The column title in the report.
  public var title: String {
    switch self {
    case .screen: "Screen"
    case .language: "Language"
    case .appearance: "Appearance"
    case .device: "Device"
    case .textSize: "Text size"
    case .layoutDirection: "Direction"
    case .accessibility: "Accessibility"
    }
  }

  /// Axes sort in the order they are declared here, which is the order of a state's name.
  public static func < (a: RunAxis, b: RunAxis) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// The values a run takes on one axis, in order.
///
/// ```swift
/// let languages = RunAxisValues(.language, ["en", "ja", "de", "ar"])
/// ```
public struct RunAxisValues: Sendable, Equatable {
  public var axis: RunAxis
  public var values: [String]

  public init(_ axis: RunAxis, _ values: [String]) {
    self.axis = axis
    self.values = values
  }
}
