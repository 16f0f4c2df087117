import Foundation
import Synchronization

/// Apple's own system fonts, for a team that has them: SF Pro, SF Compact, SF Mono and New
/// York come from developer.apple.com/fonts under Apple's licence, so Darkroom never ships or
/// fetches them. Point Darkroom at the folder that holds their `.otf`/`.ttf` files and the
/// `.system` fonts are drawn with them instead of the pinned stand-ins:
///
/// ```sh
/// DARKROOM_APPLE_FONTS=~/Fonts/Apple swift test
/// ```
///
/// or, for everyone who works on a package, a line in `.darkroom/apple-fonts` at the package's
/// root naming the folder (relative to the root, or absolute), or in code, before the first
/// render:
///
/// ```swift
/// try AppleFonts.use(folder: URL(fileURLWithPath: "/opt/fonts/apple"))
/// ```
///
/// With them, SF Pro Text draws text below 20 points and SF Pro Display from 20 points (or
/// the variable SF Pro for both), SF Mono the monospaced design and New York the serif one,
/// each with Apple's tracking as published. A run's environment manifest lists every font file
/// it drew with, so baselines recorded with Apple's fonts are never compared with renders
/// made without them.
public enum AppleFonts {
  /// The environment variable naming the folder; it wins over the package's file.
  public static let environmentVariable = "DARKROOM_APPLE_FONTS"
  /// The package-level setting: a file whose first line names the folder.
  public static let settingFile = ".darkroom/apple-fonts"

  /// The families found in the folder in use, by what they stand for.
  struct Families: Equatable, Sendable {
    var text: String?
    var display: String?
    var monospaced: String?
    var serif: String?
    var rounded: String?
    var files: [String]

    static let none = Families(files: [])
    var isEmpty: Bool { text == nil && display == nil && monospaced == nil && serif == nil && rounded == nil }
  }

  private enum Choice {
    case unset
    case chosen(Result<Families, AppleFontsError>)
  }

  private static let choice = Mutex(Choice.unset)

  /// Draws the system fonts with Apple's files in `folder` for every render that starts
  /// afterwards.
  ///
  /// - Throws: ``AppleFontsError`` naming the folder when it does not exist or holds none of
  ///   Apple's system fonts.
  public static func use(folder: URL) throws(AppleFontsError) {
    let families = try load(folder.standardizedFileURL.path)
    choice.withLock { $0 = .chosen(.success(families)) }
    FontConfiguration.invalidate()
  }

  /// Goes back to the pinned stand-ins (Inter) for the system fonts.
  public static func useStandIns() {
    choice.withLock { $0 = .chosen(.success(.none)) }
    FontConfiguration.invalidate()
  }

  /// The font files in use, empty when the stand-ins draw the system fonts.
  public static var files: [String] {
    (try? current().files) ?? []
  }

  /// What the system fonts are drawn with now: the folder given in code, else the
  /// environment variable, else the package's setting file, else the stand-ins.
  static func current() throws(AppleFontsError) -> Families {
    let chosen = choice.withLock { choice -> Result<Families, AppleFontsError> in
      if case .chosen(let result) = choice { return result }
      let result = Result { () throws(AppleFontsError) -> Families in
        guard let folder = configuredFolder() else { return .none }
        return try load(folder)
      }
      choice = .chosen(result)
      return result
    }
    return try chosen.get()
  }

  /// The folder the environment or the package's setting names, if any.
  static func configuredFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    packageRoot: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    if let value = environment[environmentVariable], !value.isEmpty { return expanded(value, root: packageRoot) }
    let setting = packageRoot + "/" + settingFile
    guard let contents = try? String(contentsOfFile: setting, encoding: .utf8) else { return nil }
    let line = contents.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    return line.isEmpty ? nil : expanded(line, root: packageRoot)
  }

  private static func expanded(_ path: String, root: String) -> String {
    let home = path.hasPrefix("~/") ? FileManager.default.homeDirectoryForCurrentUser.path + path.dropFirst(1) : path
    return home.hasPrefix("/") ? home : root + "/" + home
  }

  /// Reads every font file in `folder` and picks Apple's families out of them.
  static func load(_ folder: String) throws(AppleFontsError) -> Families {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw AppleFontsError(folder: folder, reason: .missing)
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw AppleFontsError(folder: folder, reason: .unreadable)
    }
    let fontFiles = names.filter { ["otf", "ttf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
    var families = Families.none
    for name in fontFiles {
      let path = folder + "/" + name
      let found = FontRegistry.readFaces(path).map(\.family)
      guard !found.isEmpty else { continue }
      var used = false
      for family in found {
        guard let role = role(ofFamily: family) else { continue }
        used = true
        switch role {
        case .text: families.text = families.text ?? family
        case .display: families.display = families.display ?? family
        case .monospaced: families.monospaced = families.monospaced ?? family
        case .serif: families.serif = families.serif ?? family
        case .rounded: families.rounded = families.rounded ?? family
        }
      }
      if used { families.files.append(path) }
    }
    // The variable SF Pro serves both optical sizes.
    if families.text == nil { families.text = families.display }
    if families.display == nil { families.display = families.text }
    guard !families.isEmpty else { throw AppleFontsError(folder: folder, reason: .noAppleFont) }
    return families
  }

  enum Role: Equatable {
    case text, display, monospaced, serif, rounded
  }

  /// What a family of Apple's stands for on iOS (SF Compact is watchOS's and is not used for
  /// iPhone renders).
  static func role(ofFamily family: String) -> Role? {
    switch family.lowercased() {
    case "sf pro text": .text
    case "sf pro", "sf pro display": .display
    case "sf pro rounded": .rounded
    case "sf mono": .monospaced
    case "new york", "new york small", "new york medium": .serif
    default: nil
    }
  }
}

/// Apple's fonts could not be used from the folder given.
public struct AppleFontsError: Error, CustomStringConvertible, Equatable, Sendable {
  public enum Reason: Sendable, Equatable {
    /// There is no folder at the path.
    case missing
    /// The folder's files cannot be listed.
    case unreadable
    /// The folder holds no SF Pro, SF Mono or New York file.
    case noAppleFont
  }

  /// The folder, as resolved.
  public let folder: String
  public let reason: Reason

  public var description: String {
    let source = "(set by \(AppleFonts.environmentVariable), \(AppleFonts.settingFile) or AppleFonts.use(folder:))"
    switch reason {
    case .missing:
      return "There is no folder at \(folder) \(source). Point it at the folder holding Apple's SF Pro, SF Mono "
        + "and New York files (from developer.apple.com/fonts), or unset it to draw with the pinned stand-ins."
    case .unreadable:
      return "The folder \(folder) \(source) cannot be read. Check its permissions."
    case .noAppleFont:
      return "The folder \(folder) \(source) holds no SF Pro, SF Mono or New York font file (.otf, .ttf or .ttc). "
        + "Install Apple's fonts from developer.apple.com/fonts and copy their files there."
    }
  }
}
