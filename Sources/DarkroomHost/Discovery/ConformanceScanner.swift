import CDarkroomDiscovery

/// Finds the types that conform to given protocols by reading the Swift runtime's
/// conformance records (`swift5_protocol_conformances` in every loaded ELF image), with no
/// registration code. The record layout is the one in the Swift repository's
/// `include/swift/ABI/Metadata.h`; every field is a 32-bit offset from its own address.
///
/// ```swift
/// let found = ConformanceScanner.conformers(ofProtocolsNamed: ["PreviewProvider"], inModule: "DarkroomUI")
/// ```
public enum ConformanceScanner {
  /// A type found through a conformance record.
  public struct Conformer: Sendable {
    /// The conforming type.
    public let type: any Any.Type
    /// The bare name of the protocol it conforms to.
    public let protocolName: String
    /// The module that declares the type.
    public let module: String
    /// The type's name inside its module, dotted for nested types.
    public let typeName: String
  }

  /// What a scan saw: how many records, and the types it matched.
  public struct Result: Sendable {
    public var records = 0
    public var images = 0
    public var conformers: [Conformer] = []
    /// Matching types that could not be loaded (generic types), by name.
    public var skipped: [String] = []
    /// `false` when the Swift runtime offers no way to list its images.
    public var runtimeSupportsEnumeration = true
  }

  /// Every non-generic type conforming to one of `protocolNames` declared in `protocolModule`.
  public static func conformers(ofProtocolsNamed protocolNames: Set<String>, inModule protocolModule: String) -> Result {
    final class Box {
      var sections: [darkroom_section] = []
    }
    let box = Box()
    let supported = withExtendedLifetime(box) {
      darkroom_enumerate_conformance_sections({ section, context in
        Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().sections.append(section)
      }, Unmanaged.passUnretained(box).toOpaque())
    }
    var result = Result()
    result.runtimeSupportsEnumeration = supported != 0
    result.images = box.sections.count
    var seen = Set<UnsafeRawPointer>()
    for section in box.sections {
      guard let start = section.start else { continue }
      let count = section.length / 4
      result.records += count
      for index in 0..<count {
        let entry = start + index * 4
        guard let descriptor = Relative.direct(entry) else { continue }
        guard let match = inspect(descriptor, protocolNames: protocolNames, protocolModule: protocolModule) else { continue }
        guard seen.insert(match.typeDescriptor).inserted else { continue }
        let flags = match.typeDescriptor.loadUnaligned(as: UInt32.self)
        let (module, typeName) = ContextName.of(match.typeDescriptor)
        if flags & 0x80 != 0 {
          result.skipped.append("\(module).\(typeName) (generic)")
          continue
        }
        guard let accessor = Relative.direct(match.typeDescriptor + 12) else { continue }
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
        let metadata = unsafeBitCast(accessor, to: Accessor.self)(0)
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        result.conformers.append(Conformer(type: type, protocolName: match.protocolName, module: module, typeName: typeName))
      }
    }
    return result
  }

  private static func inspect(_ descriptor: UnsafeRawPointer, protocolNames: Set<String>, protocolModule: String)
    -> (typeDescriptor: UnsafeRawPointer, protocolName: String)?
  {
    guard let proto = Relative.indirectable(descriptor) else { return nil }
    guard let namePointer = Relative.direct(proto + 8) else { return nil }
    let name = String(cString: namePointer.assumingMemoryBound(to: CChar.self))
    guard protocolNames.contains(name) else { return nil }
    guard let parent = Relative.indirectable(proto + 4), ContextName.kind(of: parent) == 0,
      ContextName.name(of: parent) == protocolModule
    else { return nil }
    let flags = (descriptor + 12).loadUnaligned(as: UInt32.self)
    let typeDescriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: typeDescriptor = Relative.direct(descriptor + 4)
    case 1: typeDescriptor = Relative.indirect(descriptor + 4)
    default: typeDescriptor = nil  // Objective-C classes: none on Linux.
    }
    guard let type = typeDescriptor, [16, 17, 18].contains(ContextName.kind(of: type)) else { return nil }
    return (type, name)
  }
}

/// Reads the runtime's relative pointers.
enum Relative {
  /// `field + offset`, or `nil` for a zero offset.
  static func direct(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }

  /// The pointer stored in the slot at `field + offset`.
  static func indirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    guard offset != 0 else { return nil }
    return (field + Int(offset)).loadUnaligned(as: UnsafeRawPointer?.self)
  }

  /// A pointer that is indirect when its low bit is set (a slot that may hold `nil`).
  static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    guard offset != 0 else { return nil }
    if offset & 1 == 0 { return field + Int(offset) }
    return (field + Int(offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
  }
}

/// Names of context descriptors (modules, types) and their parents.
enum ContextName {
  /// The descriptor's kind: 0 module, 1 extension, 2 anonymous, 16 class, 17 struct, 18 enum.
  static func kind(of descriptor: UnsafeRawPointer) -> UInt32 {
    descriptor.loadUnaligned(as: UInt32.self) & 0x1F
  }

  static func name(of descriptor: UnsafeRawPointer) -> String? {
    guard let pointer = Relative.direct(descriptor + 8) else { return nil }
    return String(cString: pointer.assumingMemoryBound(to: CChar.self))
  }

  /// The module and the dotted name inside it; private scopes appear as `(private)`.
  static func of(_ type: UnsafeRawPointer) -> (module: String, name: String) {
    var parts: [String] = []
    var current: UnsafeRawPointer? = type
    var module = "?"
    while let descriptor = current {
      switch kind(of: descriptor) {
      case 0:
        module = name(of: descriptor) ?? "?"
        current = nil
        continue
      case 1: break  // an extension: its members belong to the extended type's scope
      case 2: parts.append("(private)")
      default: parts.append(name(of: descriptor) ?? "?")
      }
      current = Relative.indirectable(descriptor + 4)
    }
    return (module, parts.reversed().joined(separator: "."))
  }
}
