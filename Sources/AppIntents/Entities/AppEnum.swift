import DarkroomViews

/// A fixed set of choices an intent's parameter offers, as App Intents' `AppEnum`.
///
/// ```swift
/// enum Drink: String, AppEnum {
///   case water, tea
///   static var typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
///   static var caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.water: "Water", .tea: "Tea"]
/// }
/// ```
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, IntentParameterValue
where RawValue: LosslessStringConvertible {
  /// How Shortcuts names the type.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How Shortcuts names each case.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
  /// An enumeration's first case, until the user picks one.
  public static var placeholderValue: Self {
    guard let first = allCases.first else {
      preconditionFailure("\(Self.self) has no cases to offer")
    }
    return first
  }
}

/// How Shortcuts and the widget's edit sheet show a value: a title, a subtitle and an image,
/// as App Intents' `DisplayRepresentation`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// An image beside a value, as App Intents' `DisplayRepresentation.Image`.
  public struct Image: Sendable {
    /// The SF Symbol's name, for an image made from one.
    public let systemName: String?
    /// The image's name in the app's assets, for an image made from one.
    public let named: String?

    public init(systemName: String) {
      self.systemName = systemName
      named = nil
    }

    public init(named name: String) {
      systemName = nil
      named = name
    }
  }

  public let title: LocalizedStringResource
  public let subtitle: LocalizedStringResource?
  public let image: Image?

  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// How Shortcuts names a type, as App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  public let name: LocalizedStringResource
  public let numericFormat: LocalizedStringResource?

  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
