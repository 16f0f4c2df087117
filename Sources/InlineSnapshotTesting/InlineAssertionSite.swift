/// Where an inline assertion was made: what failures are reported against, and the source
/// file its snapshot is read from and recorded into.
///
/// ```swift
/// InlineAssertionSite(fileID: #fileID, filePath: #filePath, function: #function, line: #line, column: #column)
/// ```
struct InlineAssertionSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  /// The file the snapshot closure is in; `filePath` but for tests of this module, which
  /// point it at a copy.
  var sourcePath: String
  var function: String
  var line: UInt
  var column: UInt

  init(
    fileID: StaticString, filePath: StaticString, sourcePath: String? = nil, function: String,
    line: UInt, column: UInt
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.sourcePath = sourcePath ?? "\(filePath)"
    self.function = function
    self.line = line
    self.column = column
  }

  /// Reports a failure at this site, or at another line of its file.
  func fail(_ message: String, line: UInt? = nil) {
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line ?? self.line, column: column)
  }
}
