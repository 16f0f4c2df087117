import DarkroomStrings
import DarkroomViews
import Foundation

/// A project's String Catalogs, `.strings` and `.stringsdict` files as the source `Text` reads
/// its localized keys from: the format for the environment's locale, with its plural and
/// device variations chosen for the key's arguments, then filled in by `Text` for that locale.
///
/// ```swift
/// let strings = try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App/Resources"))
/// SettingsScreen()
///   .environment(\.locale, Locale(identifier: "de_DE"))
///   .environment(\.localizedStringSource, strings)
/// ```
extension StringCatalogSet: LocalizedStringSource {
  public func format(
    forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument]
  ) -> String? {
    format(forKey: key, table: table, locale: locale, arguments: arguments.map(StringArgument.init))
  }
}

extension StringArgument {
  /// The strings layer's form of a view's interpolated value.
  init(_ argument: LocalizedArgument) {
    switch argument {
    case .integer(let value): self = .integer(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .date(let value): self = .date(value)
    }
  }
}
