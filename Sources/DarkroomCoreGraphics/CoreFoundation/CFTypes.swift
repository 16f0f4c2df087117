/// Core Foundation's array, as Swift code hands one to Core Graphics (`[c1, c2] as CFArray`).
/// Linux has no Core Foundation bridging, so an array of any values stands in for it.
///
/// ```swift
/// let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
/// ```
public typealias CFArray = [Any]

/// Core Foundation's string, as Core Graphics names colour spaces (`CGColorSpace.sRGB`).
/// Linux has no Core Foundation bridging, so a Swift string stands in for it.
///
/// ```swift
/// let space = CGColorSpace(name: CGColorSpace.displayP3)
/// ```
public typealias CFString = String

/// The Info.plist key of a bundle's build number, as code reads it from
/// `Bundle.main.infoDictionary` (developer.apple.com/documentation/corefoundation/kcfbundleversionkey).
///
/// ```swift
/// let build = Bundle.main.infoDictionary?[kCFBundleVersionKey as String] as? String
/// ```
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
/// The Info.plist key of a bundle's short name.
public let kCFBundleNameKey: CFString = "CFBundleName"
/// The Info.plist key of a bundle's identifier (`com.example.app`).
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
/// The Info.plist key of the executable's name.
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
/// The Info.plist key of the version of the Info.plist format.
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
/// The Info.plist key of the language the bundle was developed in.
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
/// The Info.plist key of the localizations a bundle holds.
public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
