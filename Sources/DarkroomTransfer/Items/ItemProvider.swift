import DarkroomViews
import UniformTypeIdentifiers
import Foundation

#if !canImport(Darwin)
/// Where a registered representation may be offered, as Foundation names it.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  case all, team, group, ownProcess
}

/// How a file representation may be opened.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The receiver may open the file where it is instead of a copy.
  public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Items handed between apps by drag and drop, the pasteboard and sharing, as Foundation's
/// `NSItemProvider`. Darkroom's provider holds its representations in memory and loads them at
/// once, on the calling thread, so a test reads what a view would have offered:
///
/// ```swift
/// let provider = NSItemProvider(object: "Milk" as NSString)
/// provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier)   // true
/// _ = provider.loadObject(ofClass: String.self) { text, _ in print(text ?? "") }
/// ```
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// Loads one representation's data.
  public typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

  struct Representation {
    let typeIdentifier: String
    let load: DataLoader
  }

  private let lock = NSLock()
  private var representations: [Representation] = []

  /// The name a receiver gives a file made from the item.
  open var suggestedName: String?

  /// A provider with no items yet.
  public override init() {}

  /// A provider offering `object` in every type its class writes.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider offering a file's bytes, typed by its filename extension; `nil` when the file
  /// cannot be read.
  public convenience init?(contentsOf fileURL: URL) {
    guard let data = try? Data(contentsOf: fileURL) else { return nil }
    self.init()
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
      completion(data, nil)
      return Progress.finished
    }
  }

  /// The type identifiers offered, in the order they were registered.
  open var registeredTypeIdentifiers: [String] {
    lock.lock()
    defer { lock.unlock() }
    return representations.map(\.typeIdentifier)
  }

  /// The types offered, in the order they were registered.
  open var registeredContentTypes: [UTType] {
    registeredTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) }
  }

  /// Whether an offered type conforms to the one `typeIdentifier` names.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representation(conformingTo: typeIdentifier) != nil
  }

  /// Whether an offered type conforms to the one `typeIdentifier` names.
  open func hasRepresentationConforming(
    toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []
  ) -> Bool {
    hasItemConformingToTypeIdentifier(typeIdentifier)
  }

  /// Offers data of the type `typeIdentifier` names, made when a receiver asks for it.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping DataLoader
  ) {
    lock.lock()
    defer { lock.unlock() }
    representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
  }

  /// Offers data of `contentType`, made when a receiver asks for it.
  open func registerDataRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    loadHandler: @escaping DataLoader
  ) {
    registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
  }

  /// Offers `object` in every type its class writes.
  open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
    let box = UncheckedBox(object)
    for typeIdentifier in object.writableTypeIdentifiersForItemProvider {
      registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
        box.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
      }
    }
  }

  /// Loads the data of the first offered type conforming to `typeIdentifier`.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    guard let representation = representation(conformingTo: typeIdentifier) else {
      completionHandler(nil, ItemProviderError(typeIdentifier: typeIdentifier, reason: "no offered type conforms to it"))
      return Progress.finished
    }
    return representation.load(completionHandler) ?? Progress.finished
  }

  /// Loads the data of the first offered type conforming to `contentType`.
  @discardableResult
  open func loadDataRepresentation(
    for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Loads the item as a file: its data written to a new temporary file.
  @discardableResult
  open func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    let name = suggestedName ?? "item"
    return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      let type = UTType(typeIdentifier)
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(name)-\(UUID().uuidString)")
        .appendingPathExtension(type?.preferredFilenameExtension ?? "data")
      do {
        try data.write(to: file, options: .atomic)
        completionHandler(file, nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Loads the item as a file; `openInPlace` is always false, for the file is a copy.
  @discardableResult
  open func loadFileRepresentation(
    for contentType: UTType, openInPlace: Bool = false,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress {
    loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
  }

  /// Whether an offered type is one `aClass` reads.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
  }

  /// Makes an instance of `aClass` from the first offered type it reads.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    let readable = aClass.readableTypeIdentifiersForItemProvider
    guard let typeIdentifier = readable.first(where: hasItemConformingToTypeIdentifier) else {
      completionHandler(nil, ItemProviderError(typeIdentifier: readable.first ?? "", reason: "no offered type conforms to it"))
      return Progress.finished
    }
    let reader = UncheckedBox(aClass)
    return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do {
        completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Whether an offered type is one the bridged class of `aClass` reads, as for `String.self`.
  public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
  where T._ObjectiveCType: NSItemProviderReading {
    canLoadObject(ofClass: T._ObjectiveCType.self)
  }

  /// Makes a value of a bridged type, such as `String` or `URL`, from the first offered type
  /// its class reads.
  ///
  /// ```swift
  /// provider.loadObject(ofClass: URL.self) { url, error in … }
  /// ```
  @discardableResult
  public func loadObject<T: _ObjectiveCBridgeable>(
    ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
  ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
    // The bridging closure is made here, outside the sendable one, which then touches no
    // value of the generic type.
    let deliver = UncheckedBox<(Any?, (any Error)?) -> Void>({ object, error in
      guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
      completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
    })
    return loadObject(ofClass: T._ObjectiveCType.self) { object, error in deliver.value(object, error) }
  }

  private func representation(conformingTo typeIdentifier: String) -> Representation? {
    lock.lock()
    let offered = representations
    lock.unlock()
    let wanted = UTType(typeIdentifier)
    return offered.first { offer in
      guard offer.typeIdentifier != typeIdentifier else { return true }
      guard let wanted, let type = UTType(offer.typeIdentifier) else { return false }
      return type.conforms(to: wanted)
    }
  }
}

/// Holds a class instance across a `@Sendable` closure; the provider only reads it.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
#endif
