import DarkroomPreviews
import DarkroomRunsCore

/// A type that declares a run's matrix. The run finds every conforming type in the test
/// binary by itself, as previews are found: no registration code.
///
/// ```swift
/// struct ShopRun: RunMatrixProvider {
///   static var matrix: RunMatrix { RunMatrix("shop", screens: [RunScreen("paywall") { ShopPaywall() }]) }
/// }
/// ```
public protocol RunMatrixProvider {
  static var matrix: RunMatrix { get }
}

/// Finds the matrices declared in the running program.
///
/// ```swift
/// let matrix = try RunDiscovery.matrix(named: nil)   // the only one declared
/// ```
public enum RunDiscovery {
  /// Every declared matrix, sorted by name.
  public static func matrices() -> [RunMatrix] {
    let module = String(reflecting: RunMatrix.self).split(separator: ".").first.map(String.init) ?? "DarkroomRuns"
    let scan = ConformanceScanner.conformers(ofProtocolsNamed: ["RunMatrixProvider"], inModule: module)
    return scan.conformers.compactMap { ($0.type as? any RunMatrixProvider.Type)?.matrix }.sorted { $0.name < $1.name }
  }

  /// The matrix named `name`, or the only one when `name` is `nil`.
  ///
  /// - Throws: ``RunInputError`` when there is none, or several and no name.
  public static func matrix(named name: String?) throws(RunInputError) -> RunMatrix {
    let all = matrices()
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
