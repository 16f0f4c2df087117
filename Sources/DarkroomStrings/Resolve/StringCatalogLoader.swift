import Foundation

/// Finds and reads every strings file under a folder: `*.xcstrings`, and `*.strings` and
/// `*.stringsdict` inside `<language>.lproj` folders. Build output, version control and
/// dependency folders are skipped.
enum StringCatalogLoader {
  static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "node_modules", "Pods", "Carthage"]

  static func load(from folder: URL, developmentLanguage: String?) throws(StringsFileError) -> StringCatalogSet {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
    if exists, !isFolder.boolValue, folder.pathExtension == "xcstrings" {
      let table = try StringCatalogReader.read(folder)
      return StringCatalogSet(tables: [table], developmentLanguage: developmentLanguage ?? table.sourceLanguage)
    }
    guard exists, isFolder.boolValue else {
      throw StringsFileError(file: folder, problem: "is not a folder; pass the folder of the package or app whose strings to read.")
    }
    let found = files(under: folder)
    var skipped = found.skipped
    var tables: [String: StringTable] = [:]
    for url in found.catalogs {
      let bytes: [UInt8]
      do { bytes = Array(try Data(contentsOf: url)) } catch {
        throw StringsFileError(file: url, problem: "cannot be read (\(error.localizedDescription)); check that it is readable.")
      }
      if let reason = StringCatalogReader.notACatalog(bytes) {
        skipped.append(SkippedFile(path: url.path, reason: reason))
        continue
      }
      try merge(try StringCatalogReader.read(bytes, from: url), into: &tables)
    }
    let development = developmentLanguage ?? tables.keys.sorted().compactMap { tables[$0]?.sourceLanguage }.first ?? "en"
    for url in found.lproj {
      let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      let name = url.deletingPathExtension().lastPathComponent
      var table = StringTable(name: name, sourceLanguage: tables[name]?.sourceLanguage ?? development, files: [url.path])
      if url.pathExtension == "stringsdict" {
        for (key, value) in try StringsdictReader.read(url) {
          table.entries[key] = CatalogEntry(key: key, localizations: [language: value], origins: [language: url.path])
        }
      } else {
        for (key, value) in try StringsFileReader.read(url) {
          table.entries[key] = CatalogEntry(
            key: key, localizations: [language: LocalizedValue(unit: StringUnit(value))], origins: [language: url.path])
        }
      }
      try merge(table, into: &tables)
    }
    var set = StringCatalogSet(tables: Array(tables.values), developmentLanguage: development)
    set.skippedFiles = skipped.sorted { $0.path < $1.path }
    return set
  }

  /// The catalogs and the `.lproj` files under `folder`, each list in path order (a
  /// `.stringsdict` sorts after the `.strings` of the same table, so it takes precedence),
  /// and the files passed over: strings files that are folders or have no language, and
  /// what else lies in `.lproj` folders.
  private static func files(under folder: URL) -> (catalogs: [URL], lproj: [URL], skipped: [SkippedFile]) {
    var catalogs: [URL] = []
    var lproj: [URL] = []
    var skipped: [SkippedFile] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      if skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
        enumerator?.skipDescendants()
        continue
      }
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      let inLproj = url.deletingLastPathComponent().pathExtension == "lproj"
      switch url.pathExtension {
      case "xcstrings" where isFolder, "strings" where isFolder, "stringsdict" where isFolder:
        skipped.append(SkippedFile(path: url.path, reason: "it is a folder, not a strings file."))
        enumerator?.skipDescendants()
      case "xcstrings": catalogs.append(url)
      case "strings" where inLproj, "stringsdict" where inLproj: lproj.append(url)
      case "strings", "stringsdict":
        skipped.append(
          SkippedFile(path: url.path, reason: "it is outside a <language>.lproj folder, so it has no language; move it into one."))
      default:
        if inLproj, !isFolder {
          skipped.append(SkippedFile(path: url.path, reason: "it is not a strings file (.strings, .stringsdict or .xcstrings)."))
        }
      }
    }
    return (catalogs.sorted { $0.path < $1.path }, lproj.sorted { $0.path < $1.path }, skipped)
  }

  /// Adds a table's entries to the set. The same key and language from two files is an error
  /// (one value would be lost), except a `.stringsdict` over the `.strings` beside it, which
  /// Apple's bundles resolve in the `.stringsdict`'s favour.
  static func merge(_ table: StringTable, into tables: inout [String: StringTable]) throws(StringsFileError) {
    guard var existing = tables[table.name] else {
      tables[table.name] = table
      return
    }
    if existing.sourceLanguage != table.sourceLanguage, table.files.allSatisfy({ $0.hasSuffix(".xcstrings") }),
      existing.files.contains(where: { $0.hasSuffix(".xcstrings") })
    {
      throw StringsFileError(
        file: table.files.first ?? table.name, path: ["sourceLanguage"],
        problem: "is \"\(table.sourceLanguage)\", but \(existing.files.joined(separator: ", ")) has \"\(existing.sourceLanguage)\" for the same table \"\(table.name)\"; give them one source language.")
    }
    for (key, entry) in table.entries.sorted(by: { $0.key < $1.key }) {
      guard var merged = existing.entries[key] else {
        existing.entries[key] = entry
        continue
      }
      for (language, value) in entry.localizations {
        let file = entry.origins[language] ?? table.files.first ?? table.name
        if let previous = merged.origins[language], merged.localizations[language] != value,
          !(previous.hasSuffix(".strings") && file.hasSuffix(".stringsdict")
            && URL(fileURLWithPath: previous).deletingLastPathComponent() == URL(fileURLWithPath: file).deletingLastPathComponent())
        {
          throw StringsFileError(
            file: file, key: key, path: ["localizations", language],
            problem: "is also defined, differently, in \(previous); keep one of the two.")
        }
        merged.localizations[language] = value
        merged.origins[language] = file
      }
      merged.comment = merged.comment ?? entry.comment
      existing.entries[key] = merged
    }
    existing.files += table.files
    existing.warnings += table.warnings
    tables[table.name] = existing
  }
}
