import Foundation

/// The compiler's side of a macro plugin, spoken over standard input and output: each
/// message is a little-endian 64-bit byte count followed by that many bytes of JSON (the
/// protocol of swift-syntax's `SwiftCompilerPluginMessageHandling`, `PluginMessages.swift`).
enum PluginMessageLoop {
  /// Answers messages until the compiler closes standard input.
  static func run() {
    while let message = readMessage() {
      writeMessage(respond(to: message))
    }
  }

  /// The answer to one message from the compiler.
  static func respond(to message: [String: Any]) -> [String: Any] {
    if message["getCapability"] != nil {
      return ["getCapabilityResult": ["capability": ["protocolVersion": 7]]]
    }
    if let request = message["expandFreestandingMacro"] as? [String: Any] {
      let syntax = request["syntax"] as? [String: Any] ?? [:]
      let location = syntax["location"] as? [String: Any] ?? [:]
      let source = syntax["source"] as? String ?? ""
      do {
        let expanded = try PreviewExpansion.expand(
          source: source, discriminator: request["discriminator"] as? String ?? "$sPreview",
          fileID: location["fileID"] as? String ?? "", line: location["line"] as? Int ?? 0)
        return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
      } catch {
        return failure(error.description, location: location)
      }
    }
    if let request = message["expandAttachedMacro"] as? [String: Any] {
      let macro = request["macro"] as? [String: Any] ?? [:]
      if macro["typeName"] as? String == "ModelMacro" {
        return expandModel(request)
      }
      if macro["typeName"] as? String == "QueryMacro" {
        return expandQuery(request)
      }
      guard macro["typeName"] as? String == "EntryMacro" else {
        // `@Previewable` adds nothing by itself; `#Preview` moves the variable.
        return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
      }
      return expandEntry(request)
    }
    return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]]
  }

  /// `@Entry`: the accessors for the accessor role, the key type for the peer role.
  static func expandEntry(_ request: [String: Any]) -> [String: Any] {
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    let source = declaration["source"] as? String ?? ""
    // The compiler sends the declarations around the macro, innermost first, as its lexical
    // context; older compilers sent the parent alone.
    let context = (request["lexicalContext"] as? [[String: Any]])?.first?["source"] as? String
    let parent = (request["parentDeclSyntax"] as? [String: Any])?["source"] as? String ?? context
    do {
      let expanded =
        request["macroRole"] as? String == "accessor"
        ? try EntryExpansion.accessors(of: source) : try EntryExpansion.key(of: source, parent: parent)
      return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
    } catch {
      return failure(error.description, location: declaration["location"] as? [String: Any] ?? [:])
    }
  }

  /// `@Query`: a getter for the accessor role, the stored query for the peer role.
  static func expandQuery(_ request: [String: Any]) -> [String: Any] {
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    let source = declaration["source"] as? String ?? ""
    do {
      let expanded =
        request["macroRole"] as? String == "accessor"
        ? try QueryExpansion.accessors(of: source)
        : try QueryExpansion.storage(
          of: source, attribute: (request["attributeSyntax"] as? [String: Any])?["source"] as? String ?? "")
      return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
    } catch {
      return failure(error.description, location: declaration["location"] as? [String: Any] ?? [:])
    }
  }

  /// `@Model`: the class conforms to `PersistentModel`; its stored properties stay as written.
  static func expandModel(_ request: [String: Any]) -> [String: Any] {
    guard request["macroRole"] as? String == "extension",
      let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String
    else {
      return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
    }
    let expanded = "extension \(type.trimmed): SwiftData.PersistentModel {}"
    return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
  }

  static func failure(_ text: String, location: [String: Any]) -> [String: Any] {
    let position: [String: Any] = [
      "fileName": location["fileName"] as? String ?? "", "offset": location["offset"] as? Int ?? 0,
    ]
    let diagnostic: [String: Any] = [
      "message": text, "severity": "error", "position": position, "highlights": [] as [Any],
      "notes": [] as [Any], "fixIts": [] as [Any],
    ]
    return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]]
  }

  static func readMessage() -> [String: Any]? {
    guard let header = readExactly(8) else { return nil }
    let count = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
    guard let body = readExactly(count) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
  }

  static func writeMessage(_ message: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
    var header = UInt64(data.count).littleEndian
    var bytes = withUnsafeBytes(of: &header) { Array($0) }
    bytes.append(contentsOf: data)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if result <= 0 { return }
      written += result
    }
  }

  static func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
      if result <= 0 { return nil }
      filled += result
    }
    return buffer
  }
}
