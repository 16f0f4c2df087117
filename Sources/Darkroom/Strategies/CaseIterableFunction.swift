extension Snapshotting where Value: CaseIterable & SendableMetatype, Format == String {
  /// Snapshots a function of a `CaseIterable` type as a table: one CSV row per case, the
  /// case and what the function returns for it, written with `witness`.
  ///
  /// ```swift
  /// enum Direction: CaseIterable { case up, down, left, right }
  /// assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
  /// ```
  ///
  /// ```text
  /// "up","left"
  /// "down","right"
  /// "left","down"
  /// "right","up"
  /// ```
  public static func `func`<Output>(into witness: Snapshotting<Output, Format>)
    -> Snapshotting<(Value) -> Output, Format>
  {
    let table: SnapshotCapture<(Value) -> Output, String>
    switch witness.capture {
    case .immediate(let snapshot):
      table = .immediate { function in
        try Value.allCases.map { try row($0, snapshot(function($0))) }.joined(separator: "\n")
      }
    case let capture:
      // One case after another through callbacks, so that a synchronous test waiting for the
      // table does not also need a free thread for each row.
      table = .callback { function, completion in
        nonisolated(unsafe) let function = function  // called once per case, in order
        nonisolated(unsafe) let cases = Array(Value.allCases)  // read only
        @Sendable func row(_ index: Int, _ rows: [String]) {
          guard index < cases.count else { return completion(.success(rows.joined(separator: "\n"))) }
          capture.start(function(cases[index])) { result in
            switch result {
            case .success(let text): row(index + 1, rows + [Self.row(cases[index], text)])
            case .failure(let error): completion(.failure(error))
            }
          }
        }
        row(0, [])
      }
    }
    return Snapshotting<(Value) -> Output, Format>(pathExtension: "csv", diffing: .lines, capture: table)
  }

  private static func row(_ input: Value, _ output: String) -> String {
    "\"\(input)\",\"\(output)\""
  }
}
