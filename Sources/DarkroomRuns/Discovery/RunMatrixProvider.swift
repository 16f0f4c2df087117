import DarkroomHost
import DarkroomRunsCore

/// A type that declares a run's matrix. The run finds every conforming type in the test
/// binary by itself, as previews are found: no registration code.
///
/// ```swift
/// struct ShopRun: RunMatrixProvider {
///   static var matrix: RunMatrix { RunMatrix("shop", screens: [RunScreen("paywall") { ShopPaywall() }]) }
/// }
/// ```
///
/// The matrix may throw, when building it reads files (the app's String Catalogs): the run
/// then stops with the error, naming the provider.
///
/// ```swift
/// struct ScreensRun: RunMatrixProvider {
///   static var matrix: RunMatrix {
///     get throws {
///       RunMatrix("screens", screens: screens, languages: ["en", "de"], strings: try StringCatalogSet.load(from: folder))
///     }
///   }
/// }
/// ```
public protocol RunMatrixProvider {
  static var matrix: RunMatrix { get throws }
}

/// Finds the matrices declared in the running program.
///
/// ```swift
/// let matrix = try RunDiscovery.matrix(named: nil)   // the only one declared
/// ```
public enum RunDiscovery {
  /// Every declared matrix, sorted by name.
  ///
  /// - Throws: ``RunInputError`` naming the provider whose matrix could not be built.
  public static func matrices() throws(RunInputError) -> [RunMatrix] {
    let module = String(reflecting: RunMatrix.self).split(separator: ".").first.map(String.init) ?? "DarkroomRuns"
    let scan = ConformanceScanner.conformers(ofProtocolsNamed: ["RunMatrixProvider"], inModule: module)
    var matrices: [RunMatrix] = []
    for conformer in scan.conformers {
      guard let provider = conformer.type as? any RunMatrixProvider.Type else { continue }
      do {
        matrices.append(try provider.matrix)
      } catch {
        throw RunInputError("\(String(reflecting: provider)).matrix could not be built: \(error)")
      }
    }
    return matrices.sorted { $0.name < $1.name }
  }

  /// The matrix named `name`, or the only one when `name` is `nil`.
  ///
  /// - Throws: ``RunInputError`` when there is none, or several and no name.
  public static func matrix(named name: String?) throws(RunInputError) -> RunMatrix {
    let all = try matrices()
    if let name {
      guard let found = all.first(where: { $0.name == name }) else {
        throw RunInputError("no run named '\(name)'; the runs declared are: \(all.map(\.name).joined(separator: ", "))")
      }
      return found
    }
    guard let only = all.first else {
      throw RunInputError("no run is declared; add a type conforming to RunMatrixProvider to a test target that depends on DarkroomRuns")
    }
    guard all.count == 1 else {
      throw RunInputError("several runs are declared (\(all.map(\.name).joined(separator: ", "))); choose one with --matrix <name>")
    }
    return only
  }
}
