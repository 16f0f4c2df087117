import Foundation

/// Property lists (XML or binary) read through Foundation, with errors that name the file.
enum PropertyListStrings {
  static func object(_ data: Data, file: URL) throws(StringsFileError) -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw StringsFileError(
        file: file,
        problem: "is not a valid property list (\(error.localizedDescription)); check that it is complete, well-formed XML, e.g. with `plutil -lint`.")
    }
  }

  static func dictionary(_ data: Data, file: URL) throws(StringsFileError) -> [String: Any] {
    guard let dictionary = try object(data, file: file) as? [String: Any] else {
      throw StringsFileError(file: file, problem: "must hold a dictionary at its root.")
    }
    return dictionary
  }

  /// A property list of strings only: a `.strings` file saved as XML.
  static func dictionaryOfStrings(_ data: Data, file: URL) throws(StringsFileError) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in try dictionary(data, file: file) {
      guard let text = value as? String else {
        throw StringsFileError(file: file, key: key, path: [key], problem: "must be a string.")
      }
      result[key] = text
    }
    return result
  }
}
