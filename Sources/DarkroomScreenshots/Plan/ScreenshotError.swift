/// Why screenshots could not be made, with what to do about it.
///
/// ```swift
/// do { _ = try StoreDisplaySize(parsing: "iphone-7") } catch { print(error) }
/// // unknown screenshot size 'iphone-7'; use one of: iphone-6.9, iphone-6.7, …
/// ```
public enum ScreenshotError: Error, Equatable, CustomStringConvertible {
  /// A size name that is not a store display class.
  case unknownSize(String, valid: [String])
  /// A screen name the plan or the run does not have.
  case unknownScreen(String, valid: [String])
  /// A language the run does not list.
  case unknownLanguage(String, valid: [String])
  /// A language App Store Connect has no listing for, with the codes it has.
  case noStoreLanguage(String, valid: [String])
  /// A title that does not fit its lines even at the smallest size allowed.
  case titleDoesNotFit(language: String, key: String, text: String, lines: Int, minimumSize: Double)
  /// The catalog has no value for a title key in a language (not even through fallback).
  case missingTitle(language: String, key: String)
  /// A render that did not come out at the store's pixel size.
  case wrongPixelSize(file: String, expected: String, actual: String)
  /// A script's font file is not installed.
  case missingFont(path: String, package: String)
  /// A value of the plan that cannot be used.
  case invalidPlan(String)
  /// Writing a file failed.
  case write(path: String, reason: String)

  public var description: String {
    switch self {
    case .unknownSize(let name, let valid):
      "unknown screenshot size '\(name)'; use one of: \(valid.joined(separator: ", ")) (add -landscape for landscape)"
    case .unknownScreen(let name, let valid):
      "unknown screen '\(name)'; the screens are: \(valid.joined(separator: ", "))"
    case .unknownLanguage(let name, let valid):
      "unknown language '\(name)'; the run's languages are: \(valid.joined(separator: ", "))"
    case .noStoreLanguage(let name, let valid):
      "App Store Connect has no listing for the language '\(name)'; map it to one of \(valid.joined(separator: ", ")) "
        + "with ScreenshotPlan.storeLanguages (.appStoreConnect([\"\(name)\": \"…\"])), keep the run's names with "
        + ".runLanguages, or leave it out with --languages"
    case .titleDoesNotFit(let language, let key, let text, let lines, let minimumSize):
      "the title '\(key)' in \(language) (\"\(text)\") does not fit on \(lines) line\(lines == 1 ? "" : "s") even at "
        + "\(minimumSize) pt; shorten the translation, allow more lines (ScreenshotPlan.titleLines) or a smaller "
        + "minimum (ScreenshotPlan.titleSizes)"
    case .missingTitle(let language, let key):
      "the title key '\(key)' has no value for \(language) or its fallbacks; add it to the screenshots' catalog"
    case .wrongPixelSize(let file, let expected, let actual):
      "\(file) rendered at \(actual) pixels, not the store's \(expected); this is a Darkroom bug, please report it"
    case .missingFont(let path, let package):
      "the font file \(path) is missing; install the Debian package \(package) (scripts/setup.sh does)"
    case .invalidPlan(let reason):
      "the screenshot plan cannot be used: \(reason)"
    case .write(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}
