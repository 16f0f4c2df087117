import DarkroomViews

/// Keyboard modifiers accepted so that text input code compiles unchanged. No software keyboard
/// is drawn and no hardware keyboard is attached to a snapshot, so none of them changes a pixel.

nonisolated extension View {
  /// Accepted and ignored: the keyboard is not drawn in snapshots.
  ///
  /// ```swift
  /// TextField("Amount", text: $amount).keyboardType(.decimalPad)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted and ignored: content types only help autofill, which never runs in a snapshot.
  public func textContentType(_ type: UITextContentType?) -> some View { self }

  /// Accepted and ignored: keyboard settings do not change what is drawn.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  /// Accepted and ignored: keyboard settings do not change what is drawn.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted and ignored: keyboard settings do not change what is drawn.
  ///
  /// ```swift
  /// TextField("Username", text: $name).disableAutocorrection(true)
  /// ```
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted and ignored: keyboard settings do not change what is drawn.
  ///
  /// ```swift
  /// TextField("Email", text: $email).autocapitalization(.none)
  /// ```
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Accepted and ignored: no hardware keyboard is attached to a snapshot.
  ///
  /// ```swift
  /// Button("Send") {}.keyboardShortcut(.defaultAction)
  /// ```
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

  /// Accepted and ignored: no hardware keyboard is attached to a snapshot.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

  /// Accepted and ignored: no hardware keyboard is attached to a snapshot.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
}

/// The keyboard a field asks for; accepted.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, for autofill; accepted.
public struct UITextContentType: Hashable, Sendable {
  let rawValue: String
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let middleName = UITextContentType(rawValue: "middleName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let addressState = UITextContentType(rawValue: "addressState")
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  public static let dateTime = UITextContentType(rawValue: "dateTime")
}

/// Keyboard capitalisation; accepted.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// The capitalisation a UIKit keyboard applies; accepted.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// A key a shortcut is made of.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut; accepted.
public struct KeyboardShortcut: Hashable, Sendable {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  /// Return, as a default button's shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, as a cancel button's shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

