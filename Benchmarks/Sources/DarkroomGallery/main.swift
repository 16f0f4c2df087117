// darkroom-gallery: renders the component gallery into a folder.
//
//   darkroom-gallery <folder>
//
// Writes one PNG per component and variant (light and dark; extra small, large and
// accessibility 2 text; left to right and right to left) and an index.html that shows them.
// Exit codes: 0 written, 2 could not run (with a message naming the problem).
import DarkroomViews
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("darkroom-gallery: \(message)\n".utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
  fail("give the folder to write the gallery into, e.g. darkroom-gallery .build/gallery")
}
let folder = URL(fileURLWithPath: arguments[0], isDirectory: true)
do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
} catch {
  fail("cannot create the folder \(folder.path): \(error.localizedDescription)")
}

let start = Date()
var entries: [GalleryPage.Entry] = []
for component in components {
  let stem = component.name.lowercased().replacingOccurrences(of: " ", with: "-")
  for variant in Variant.all {
    let file = "\(stem)-\(variant.slug).png"
    do {
      let bitmap = try variant.render(component)
      try FileBytes.writeAtomically(PNG.encode(bitmap, .reference), to: folder.appendingPathComponent(file).path)
      entries.append(
        GalleryPage.Entry(
          component: component.name, variant: variant.title, file: file, pointWidth: Int(bitmap.pointSize.width)))
    } catch {
      fail("could not write \(file): \(error)")
    }
  }
}
let index = folder.appendingPathComponent("index.html").path
do {
  try FileBytes.writeAtomically(Array(GalleryPage(entries: entries).html.utf8), to: index)
} catch {
  fail("could not write \(index): \(error)")
}
print(
  "darkroom-gallery: \(entries.count) images of \(components.count) components in \(folder.path) "
    + "(\(String(format: "%.1f", Date().timeIntervalSince(start))) s); open \(index)")
