import Foundation
import Synchronization

/// Where `Text` finds the format for a localized key when it draws.
///
/// A source answers with the format for one key in one table and locale, or `nil` to let the
/// next source answer: the environment's source first, then the sources registered for the
/// whole process (the latest first), then the bundle's `.strings` files, then the key itself.
///
/// ```swift
/// struct Catalog: LocalizedStringSource {
///   let formats: [String: String]   // "%lld items" -> "%lld Artikel"
///   func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale,
///               arguments: [LocalizedArgument]) -> String? {
///     locale.language.languageCode == "de" ? formats[key] : nil
///   }
/// }
///
/// CartView()
///   .environment(\.locale, Locale(identifier: "de_DE"))
///   .environment(\.localizedStringSource, Catalog(formats: ["%lld items": "%lld Artikel"]))
/// ```
public protocol LocalizedStringSource: Sendable {
  /// The format for `key` in `table` (nil = "Localizable") for `locale`, or nil when this source has none. The format uses `%@`, `%lld`, `%d`, `%f`, `%1$@`-style positional specifiers; `arguments` are given so plural and device variations can be chosen.
  func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument]) -> String?
}

/// An interpolated value of a localized key, as a ``LocalizedStringSource`` sees it (to pick a
/// plural form, say). Interpolated `Text` and values shown with a format style arrive as the
/// string they show.
public enum LocalizedArgument: Sendable, Equatable {
  /// Any integer interpolation (`%lld`, `%llu`, or an integer given a specifier).
  case integer(Int)
  /// A `Double`, `Float` or `CGFloat` (`%lf`, `%f`, or a number given a specifier).
  case double(Double)
  /// A string, an interpolated `Text`, or a value written by a formatter or format style.
  case string(String)
  /// A date (`\(date, style: .date)`, or a date given a format style).
  case date(Date)
}

/// The sources registered for the whole process, asked after the environment's own.
///
/// ```swift
/// let registration = LocalizedStringSources.register(Catalog(formats: formats))
/// // … render …
/// registration.unregister()
/// ```
public enum LocalizedStringSources {
  private static let registered = Mutex<[(id: Int, source: any LocalizedStringSource)]>([])
  private static let nextID = Atomic<Int>(0)

  /// Adds `source` for every render in the process, asked before the ones registered earlier.
  @discardableResult
  public static func register(_ source: some LocalizedStringSource) -> Registration {
    let id = nextID.add(1, ordering: .relaxed).newValue
    registered.withLock { $0.insert((id, source), at: 0) }
    return Registration(id: id)
  }

  /// A registered source, which `unregister()` removes.
  public struct Registration: Sendable, Hashable {
    let id: Int

    /// Removes the source; renders that start afterwards no longer ask it.
    public func unregister() {
      LocalizedStringSources.registered.withLock { $0.removeAll { $0.id == id } }
    }
  }

  /// The registered sources, latest first.
  static var all: [any LocalizedStringSource] {
    registered.withLock { $0.map(\.source) }
  }
}

/// The `.strings` files of a bundle (the main bundle when none is given), read for the
/// locale's language rather than the machine's: `de_CH`, then `de-CH`, then `de`, then the
/// bundle's development language, then files outside any `.lproj` folder. It is always
/// asked last, after the environment's and the registered sources; use it directly to put
/// another bundle's tables first.
///
/// ```swift
/// // de.lproj/Localizable.strings: "%lld items" = "%lld Artikel";
/// let format = BundleStringSource().format(
///   forKey: "%lld items", table: nil, bundle: .module, locale: Locale(identifier: "de_DE"),
///   arguments: [.integer(3)])   // "%lld Artikel"
/// ```
public struct BundleStringSource: LocalizedStringSource {
  /// The source; it keeps no state of its own (folders found are remembered process-wide).
  public init() {}

  public func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument]) -> String? {
    let bundle = bundle ?? .main
    let table = table ?? "Localizable"
    let missing = "\u{0}missing"
    for folder in Self.folders(table: table, bundle: bundle, locale: locale) {
      let value = folder.localizedString(forKey: key, value: missing, table: table)
      if value != missing { return value }
    }
    return nil
  }

  /// The folders holding `table` for `locale`, most specific first, found once per bundle,
  /// table and locale (a render asks for every text).
  private static let foldersFound = Mutex<[String: [Bundle]]>([:])

  private static func folders(table: String, bundle: Bundle, locale: Locale) -> [Bundle] {
    let cacheKey = bundle.bundlePath + "\u{0}" + table + "\u{0}" + locale.identifier
    if let known = foldersFound.withLock({ $0[cacheKey] }) { return known }
    var folders: [Bundle] = []
    for localization in localizations(for: locale, in: bundle) {
      if let url = bundle.url(forResource: table, withExtension: "strings", subdirectory: nil, localization: localization),
        let folder = Bundle(url: url.deletingLastPathComponent())
      {
        folders.append(folder)
      }
    }
    // A table outside any `.lproj` folder; asked by path, since the bundle's own lookup
    // would prefer the machine's languages.
    if let resources = bundle.resourceURL,
      FileManager.default.fileExists(atPath: resources.appendingPathComponent(table + ".strings").path),
      let folder = Bundle(url: resources)
    {
      folders.append(folder)
    }
    foldersFound.withLock { $0[cacheKey] = folders }
    return folders
  }

  /// The `.lproj` names to try for `locale`, most specific first.
  static func localizations(for locale: Locale, in bundle: Bundle) -> [String] {
    var names: [String] = []
    func add(_ name: String?) {
      if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
    }
    add(locale.identifier)
    add(locale.identifier.replacingOccurrences(of: "_", with: "-"))
    if let language = locale.language.languageCode?.identifier {
      if let script = locale.language.script?.identifier { add(language + "-" + script) }
      add(language)
    }
    // Read from the Info.plist: `developmentLocalization` traps on Linux for bundles
    // without one.
    add(bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String)
    add("Base")
    return names
  }
}

private struct LocalizedStringSourceKey: EnvironmentKey {
  static let defaultValue: (any LocalizedStringSource)? = nil
}

extension EnvironmentValues {
  /// The source asked first for the format of each localized key; `nil` leaves the sources
  /// registered with ``LocalizedStringSources`` and the bundle's `.strings` files.
  ///
  /// ```swift
  /// Screen().environment(\.localizedStringSource, PseudoLanguage())
  /// ```
  public var localizedStringSource: (any LocalizedStringSource)? {
    get { self[LocalizedStringSourceKey.self] }
    set { self[LocalizedStringSourceKey.self] = newValue }
  }

  /// The format for a key: the environment's source, the registered ones, the bundle's
  /// `.strings` files, and at last the key itself.
  func localizedFormat(forKey key: String, table: String?, bundle: Bundle?, arguments: [LocalizedArgument]) -> String {
    lookedUpFormat(forKey: key, table: table, bundle: bundle, arguments: arguments) ?? key
  }

  /// The format the first source has for a key, or `nil` when none has it (a resource then
  /// shows its default value).
  func lookedUpFormat(forKey key: String, table: String?, bundle: Bundle?, arguments: [LocalizedArgument]) -> String? {
    var sources: [any LocalizedStringSource] = localizedStringSource.map { [$0] } ?? []
    sources += LocalizedStringSources.all
    sources.append(BundleStringSource())
    for source in sources {
      if let format = source.format(forKey: key, table: table, bundle: bundle, locale: locale, arguments: arguments) {
        return format
      }
    }
    return nil
  }
}
