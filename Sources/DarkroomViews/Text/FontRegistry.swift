import CPangoCairo
import Foundation
import Synchronization

/// Fonts a project ships in its own `.ttf`, `.otf` or `.ttc` files, made available to
/// `Font.custom(_:size:)` in every render of the process.
///
/// ```swift
/// // Once, before the first snapshot (a test suite's init, say):
/// try FontRegistry.register(fileAt: Bundle.module.url(forResource: "Lobster-Regular", withExtension: "ttf")!)
///
/// Text("Menu").font(.custom("Lobster", size: 28))           // by family name
/// Text("Menu").font(.custom("Lobster-Regular", size: 28))   // or PostScript name
/// ```
///
/// A name that no registered font has is drawn in the system font at the same size, as
/// SwiftUI does, and reported once on standard error.
public enum FontRegistry {
  /// One face of a registered file, with the names it can be asked for by.
  struct Face: Hashable, Sendable {
    var family: String
    var names: Set<String>
    var weight: Int
    var isItalic: Bool
    var path: String
  }

  private struct State {
    var files: [String] = []
    var faces: [Face] = []
    var reported: Set<String> = []
  }

  private static let state = Mutex(State())

  /// Registers the fonts in a file for every render that starts afterwards, on any thread.
  /// Registering a file again does nothing.
  ///
  /// - Returns: The family names the file holds (what `Font.custom` takes).
  /// - Throws: ``FontRegistrationError`` naming the file when it does not exist or holds no
  ///   font fontconfig can read.
  @discardableResult
  public static func register(fileAt url: URL) throws(FontRegistrationError) -> [String] {
    let path = url.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw FontRegistrationError(path: path, reason: .missing)
    }
    let faces = readFaces(path)
    guard !faces.isEmpty else { throw FontRegistrationError(path: path, reason: .notAFont) }
    let isNew = state.withLock { state -> Bool in
      guard !state.files.contains(path) else { return false }
      state.files.append(path)
      state.faces += faces
      return true
    }
    if isNew { FontConfiguration.invalidate() }
    var families: [String] = []
    for face in faces where !families.contains(face.family) { families.append(face.family) }
    return families
  }

  /// The family names of every registered font, sorted.
  public static var registeredFamilies: [String] {
    state.withLock { Set($0.faces.map(\.family)).sorted() }
  }

  /// The registered files, in the order they were registered.
  static var files: [String] {
    state.withLock { $0.files }
  }

  /// The face asked for by `name`: a family name (its regular face), a PostScript name or a
  /// full name, compared without regard to case. `nil`, and a report the first time, when
  /// no registered font has the name.
  static func face(named name: String) -> Face? {
    let wanted = name.lowercased()
    let found = state.withLock { state -> (Face?, Bool) in
      let family = state.faces.filter { $0.family.lowercased() == wanted }
      if !family.isEmpty {
        let regular = family.min { abs($0.weight - 400) + ($0.isItalic ? 1000 : 0) < abs($1.weight - 400) + ($1.isItalic ? 1000 : 0) }
        return (regular.map { Face(family: $0.family, names: $0.names, weight: 400, isItalic: false, path: $0.path) }, false)
      }
      if let face = state.faces.first(where: { $0.names.contains(wanted) }) { return (face, false) }
      return (nil, state.reported.insert(wanted).inserted)
    }
    if found.1 {
      let message = "darkroom: no registered font is named \"\(name)\"; text in it is drawn in the system font. "
        + "Register the font's file with FontRegistry.register(fileAt:) before rendering.\n"
      FileHandle.standardError.write(Data(message.utf8))
    }
    return found.0
  }

  /// Whether `name` was reported as missing.
  static func wasReported(_ name: String) -> Bool {
    state.withLock { $0.reported.contains(name.lowercased()) }
  }

  /// Every face fontconfig finds in the file, with its names, weight and slant.
  static func readFaces(_ path: String) -> [Face] {
    guard let set = FcFontSetCreate() else { return [] }
    defer { FcFontSetDestroy(set) }
    var count: Int32 = 0
    let added = path.withCString { cPath in
      cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set) }
    }
    guard added > 0 else { return [] }
    var faces: [Face] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      func strings(_ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var position: Int32 = 0
        while FcPatternGetString(pattern, object, position, &value) == FcResultMatch, let value {
          values.append(String(cString: value))
          position += 1
        }
        return values
      }
      guard let family = strings(FC_FAMILY).first else { continue }
      var weight: Double = 80
      var slant: Int32 = 0
      _ = FcPatternGetDouble(pattern, FC_WEIGHT, 0, &weight)
      _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
      let names = Set((strings(FC_POSTSCRIPT_NAME) + strings(FC_FULLNAME)).map { $0.lowercased() })
      let openType = FcWeightToOpenTypeDouble(weight)
      faces.append(
        Face(
          family: family, names: names, weight: openType.isFinite ? Int(min(max(openType, 1), 1000).rounded()) : 400,
          isItalic: slant != 0, path: path))
    }
    return faces
  }
}

/// A font file could not be registered.
public struct FontRegistrationError: Error, CustomStringConvertible, Equatable {
  public enum Reason: Sendable, Equatable {
    /// There is no file at the path.
    case missing
    /// The file holds no font fontconfig can read.
    case notAFont
  }

  /// The file, as given.
  public let path: String
  public let reason: Reason

  public var description: String {
    switch reason {
    case .missing:
      "There is no font file at \(path). Check the path; for a file in a package's resources, "
        + "pass Bundle.module.url(forResource:withExtension:) and list the file in the target's resources."
    case .notAFont:
      "\(path) holds no font that can be read. Register a TrueType (.ttf), OpenType (.otf) or collection (.ttc) file."
    }
  }
}
