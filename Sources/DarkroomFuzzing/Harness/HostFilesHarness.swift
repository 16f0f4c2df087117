import DarkroomHostRequest

/// The host's request and result files: each input is read as both.
enum HostFilesHarness {
  static func hostFiles(_ bytes: [UInt8], file: String) -> FuzzOutcome {
    var parts: [String] = []
    do {
      let request = try HostRequest(bytes: bytes, file: file)
      _ = (request.json.text(pretty: true), request.run.comparison.ruleName)
      parts.append("a \(request.job.rawValue) request")
    } catch {
      guard error.message.contains(file) else { return .unnamedFile(error.message) }
      parts.append("no request")
    }
    do {
      let result = try HostResult.read(from: file)
      _ = result.json.text()
      parts.append("a \(result.status.name) result")
    } catch {
      guard error.message.contains(file) else { return .unnamedFile(error.message) }
      parts.append("no result")
    }
    let text = parts.joined(separator: ", ")
    return text == "no request, no result" ? .rejected(text) : .value(text)
  }
}
