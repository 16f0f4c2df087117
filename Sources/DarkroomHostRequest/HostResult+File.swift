import DarkroomFiles
import DarkroomRunsCore

extension HostResult {
  /// The result as its file holds it.
  public var json: JSONValue {
    .object([
      ("format", .int(HostRequest.formatVersion)), ("status", .int(Int(status.rawValue))), ("outcome", .string(status.name)),
      ("summary", .string(summary)), ("seconds", .number(seconds)),
      ("standInSymbols", .array(standInSymbols.map { .string($0) })),
      ("placeholderSymbols", .array(placeholderSymbols.map { .string($0) })), ("page", page.map { .string($0) } ?? .null),
    ])
  }

  /// Writes the result for the tool, in one step: the tool never reads half a result.
  public func write(to path: String) throws(HostFileError) {
    do { try FileBytes.writeAtomically(Array(json.text(pretty: true).utf8), to: path, creatingFolder: true) } catch {
      throw HostFileError("could not write the result file \(path): \(error.reason)")
    }
  }

  /// Reads the result the host wrote.
  public static func read(from path: String) throws(HostFileError) -> HostResult {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch { throw HostFileError("could not read the result file \(path): \(error.reason)") }
    let reader = HostFileReader(file: path)
    let root = try reader.root(bytes, version: HostRequest.formatVersion)
    guard let status = HostStatus(rawValue: Int32(try reader.int(root, "status", in: 0...2))) else {
      throw reader.wrong("status", "0, 1 or 2")
    }
    var result = HostResult(status: status, summary: try reader.string(root, "summary"))
    result.seconds = try reader.number(root, "seconds", in: 0...1e9)
    result.standInSymbols = try reader.strings(root, "standInSymbols")
    result.placeholderSymbols = try reader.strings(root, "placeholderSymbols")
    result.page = try reader.optionalString(root, "page")
    return result
  }
}
