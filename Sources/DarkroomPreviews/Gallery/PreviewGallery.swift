import DarkroomFiles
import DarkroomJSON
import Foundation

/// A static HTML page of every exported preview: grouped by module and by file (or provider
/// type), a search box, each preview light and dark side by side, the variants of one
/// preview in one row, and each image's sidecar shown on hover. It needs no server: open
/// `gallery/index.html` in the export folder.
///
/// ```swift
/// let page = try PreviewGallery.write(snapshots: catalog.snapshots, report: report, exportDirectory: "snapshots")
/// ```
public enum PreviewGallery {
  /// One preview on the page.
  struct Entry {
    let module: String
    let container: String
    /// The preview's name without its variant (`Greeting` for `Greeting, Dark`).
    let base: String
    let variant: String
    let name: String
    let image: String?
    let dark: String?
    let sidecar: String?
    let failure: String?

    /// The entry as the page's script reads it; absent values left out.
    var json: JSONValue {
      let fields: [(String, String?)] = [
        ("base", base), ("container", container), ("dark", dark), ("failure", failure), ("image", image),
        ("module", module), ("name", name), ("sidecar", sidecar), ("variant", variant),
      ]
      return .object(fields.compactMap { key, value in value.map { (key, .string($0)) } })
    }
  }

  /// Writes `<exportDirectory>/gallery/index.html` and returns its path.
  @discardableResult
  public static func write(
    snapshots: [PreviewSnapshot], report: PreviewRunReport, exportDirectory: String
  ) throws(FileError) -> String {
    let outcomes = Dictionary(report.outcomes.map { ($0.name, $0.status) }, uniquingKeysWith: { a, _ in a })
    let fileManager = FileManager.default
    let entries = snapshots.map { snapshot -> Entry in
      let display = snapshot.displayName ?? snapshot.name.split(separator: ":").last.map(String.init) ?? snapshot.name
      let parts = display.components(separatedBy: ", ")
      let base = parts.count > 1 ? parts.dropLast().joined(separator: ", ") : display
      let variant = parts.count > 1 ? parts.last! : ""
      let png = "\(exportDirectory)/\(snapshot.fileName).png"
      let dark = "\(exportDirectory)/gallery/\(snapshot.fileName).dark.png"
      let sidecar = try? String(contentsOfFile: "\(exportDirectory)/\(snapshot.fileName).json", encoding: .utf8)
      var failure: String?
      switch outcomes[snapshot.name] {
      case .failed(let message): failure = message
      case .crashed(let signal, let message): failure = "trapped (\(signal))" + (message.map { ": \($0)" } ?? "")
      case .timedOut: failure = "timed out"
      default: break
      }
      return Entry(
        module: snapshot.module, container: snapshot.containerName, base: base, variant: variant, name: snapshot.name,
        image: fileManager.fileExists(atPath: png) ? "../\(snapshot.fileName).png" : nil,
        dark: fileManager.fileExists(atPath: dark) ? "\(snapshot.fileName).dark.png" : nil, sidecar: sidecar,
        failure: failure)
    }
    let html = GalleryPage.html(previews: JSONValue.array(entries.map(\.json)).text())
    let folder = "\(exportDirectory)/gallery"
    try FileBytes.createFolders(folder)
    try FileBytes.writeAtomically(Array(html.utf8), to: "\(folder)/index.html")
    return "\(folder)/index.html"
  }
}
