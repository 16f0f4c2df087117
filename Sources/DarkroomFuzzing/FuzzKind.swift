/// The kinds of file users feed Darkroom, one fuzzer each. The raw value names the corpus
/// folder (`FuzzCorpus/<kind>/`) and the fuzzer on the command line.
///
/// ```swift
/// FuzzKind(rawValue: "xcstrings")?.fileName   // "Localizable.xcstrings"
/// ```
public enum FuzzKind: String, CaseIterable, Sendable {
  /// String Catalogs, read and then looked up in several languages.
  case xcstrings
  /// `.strings` files, in UTF-8, UTF-16 or as an XML property list.
  case strings
  /// `.stringsdict` property lists, read and then looked up with plural arguments.
  case stringsdict
  /// Run configuration files (`--config`), read and applied to a declared matrix.
  case runConfiguration = "run-configuration"
  /// A verify's `summary.json`, as `darkroom run accept` and `merge` read it.
  case summary
  /// A baselines folder's `manifest.json`.
  case manifest
  /// The request and result files the tool and the test binary hand each other.
  case host
  /// A test's Swift source, as inline-snapshot recording reads and rewrites it.
  case inlineSource = "inline-source"
  /// Reference images, decoded by both PNG decoders.
  case png

  /// The name the input is given when a reader needs a file, so errors can be checked to name it.
  public var fileName: String {
    switch self {
    case .xcstrings: "Localizable.xcstrings"
    case .strings: "Localizable.strings"
    case .stringsdict: "Localizable.stringsdict"
    case .runConfiguration: "darkroom-run.json"
    case .summary: "summary.json"
    case .manifest: "manifest.json"
    case .host: "darkroom-request.json"
    case .inlineSource: "SnapshotTests.swift"
    case .png: "reference.png"
    }
  }

  /// Whether the kind's files are JSON, so tree mutations apply.
  var isJSON: Bool {
    [.xcstrings, .runConfiguration, .summary, .manifest, .host].contains(self)
  }
}
