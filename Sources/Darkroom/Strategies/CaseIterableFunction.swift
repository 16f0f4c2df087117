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
      table = .concurrent { function in
        var rows: [String] = []
        for input in Value.allCases {
          rows.append(row(input, try await capture.snapshot(of: function(input))))
        }
        return rows.joined(separator: "\n")
      }
    }
    return Snapshotting<(Value) -> Output, Format>(pathExtension: "csv", diffing: .lines, capture: table)
  }

  private static func row(_ input: Value, _ output: String) -> String {
    "\"\(input)\",\"\(output)\""
  }
}
