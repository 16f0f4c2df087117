import DarkroomHost
import DarkroomUI

/// Every preview in the running program, found from the binary: the types conforming to
/// `PreviewProvider` and the types `#Preview` generates, in every loaded image. Each child of
/// a preview's `Group`, `ForEach` or builder block is its own ``PreviewSnapshot``.
///
/// ```swift
/// let catalog = PreviewCatalog.discover(filter: try PreviewFilter(modules: ["ReceiptsUI"]))
/// print(catalog.snapshots.map(\.name))
/// ```
public struct PreviewCatalog: Sendable {
  /// The previews, sorted by module, file or type, line and index; names unique.
  public let snapshots: [PreviewSnapshot]
  /// Conformance records scanned.
  public let recordsScanned: Int
  /// Loaded images scanned.
  public let imagesScanned: Int
  /// Preview types that could not be used (generic ones), by name.
  public let skipped: [String]
  /// Seconds spent finding the types and listing their previews.
  public let discoverySeconds: Double

  /// Finds every preview the filter accepts. Names are made unique over all previews
  /// before filtering, so a filter never renames a preview.
  public static func discover(filter: PreviewFilter = .all) -> PreviewCatalog {
    let clock = ContinuousClock()
    let start = clock.now
    let module = String(reflecting: PreviewVariant.self).split(separator: ".").first.map(String.init) ?? "DarkroomUI"
    let scan = ConformanceScanner.conformers(ofProtocolsNamed: ["PreviewProvider", "PreviewRegistry"], inModule: module)
    var unnamed: [PreviewSnapshot] = []
    var rawNames: [String] = []
    let sources = scan.conformers.map { PreviewSource(type: $0.type) }
    let listingFailures = PreviewListingProbe.failures(of: sources)
    for (position, (conformer, source)) in zip(scan.conformers, sources).enumerated() {
      let failure = listingFailures[position]
      let registry = conformer.type as? any PreviewRegistry.Type
      let preview = registry.map { $0.makePreview() }
      // A type whose listing trapped stands as one snapshot that reports why.
      let attributes = failure == nil ? source.children().map { PreviewAttributes.of($0) } : [PreviewAttributes()]
      for (index, attributes) in attributes.enumerated() {
        let container: PreviewSnapshot.Container =
          registry.map { .macro(fileID: $0.fileID, line: $0.line) } ?? .provider(typeName: conformer.typeName)
        var snapshot = PreviewSnapshot(
          module: conformer.module, container: container, index: index, macroName: preview?.displayName,
          attributes: attributes, traits: preview?.traits ?? [], name: "", fileName: "", source: source)
        snapshot.listingFailure = failure
        unnamed.append(snapshot)
      }
    }
    unnamed.sort { a, b in
      (a.module, a.containerName, a.line ?? 0, a.index) < (b.module, b.containerName, b.line ?? 0, b.index)
    }
    var childCounts: [String: Int] = [:]
    for snapshot in unnamed { childCounts["\(snapshot.containerName)#\(snapshot.line ?? 0)", default: 0] += 1 }
    for snapshot in unnamed {
      let childCount = childCounts["\(snapshot.containerName)#\(snapshot.line ?? 0)"] ?? 1
      let component = SnapshotNaming.component(
        macroName: snapshot.macroName, childName: snapshot.attributes.displayName, line: snapshot.line,
        index: snapshot.index, childCount: childCount)
      rawNames.append("\(snapshot.containerName):\(component)")
    }
    let names = SnapshotNaming.uniqued(rawNames)
    var snapshots: [PreviewSnapshot] = []
    for (var snapshot, name) in zip(unnamed, names) {
      snapshot.name = name.name
      snapshot.fileName = name.fileName
      if filter.accepts(snapshot) { snapshots.append(snapshot) }
    }
    let elapsed = clock.now - start
    return PreviewCatalog(
      snapshots: snapshots, recordsScanned: scan.records, imagesScanned: scan.images, skipped: scan.skipped,
      discoverySeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}
