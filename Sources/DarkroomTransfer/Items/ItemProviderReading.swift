import DarkroomViews
import UniformTypeIdentifiers
import Foundation

#if !canImport(Darwin)
/// A class whose instances an item provider can make from data, as Foundation's
/// `NSItemProviderReading` describes it.
///
/// ```swift
/// final class Note: NSObject, NSItemProviderReading {
///   static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
///   static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { … }
/// }
/// ```
public protocol NSItemProviderReading: AnyObject {
  /// The type identifiers the class reads, most preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// An instance made from `data`, which holds the type `typeIdentifier` names.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose instances an item provider can offer as data, as Foundation's
/// `NSItemProviderWriting` describes it.
public protocol NSItemProviderWriting: AnyObject {
  /// The type identifiers instances offer, most faithful first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// Loads the instance's data in `typeIdentifier`'s form and hands it to `completionHandler`.
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress?
}

extension NSItemProviderWriting {
  /// The type identifiers this instance offers: the class's, unless an instance says otherwise.
  public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// What went wrong reading an item provider's item.
public struct ItemProviderError: Error, CustomStringConvertible, Sendable {
  /// What the provider was asked for.
  public let typeIdentifier: String
  /// Why it could not give it.
  public let reason: String

  public var description: String { "The item provider cannot give \(typeIdentifier): \(reason)." }
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    ["public.utf8-plain-text", "public.plain-text", "public.text"]
  }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ItemProviderError(typeIdentifier: typeIdentifier, reason: "the data is not UTF-8 text")
    }
    return Self(string: text)
  }

  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    completionHandler(Data((self as String).utf8), nil)
    return Progress.finished
  }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) as? Self else {
      throw ItemProviderError(typeIdentifier: typeIdentifier, reason: "the data is not a URL")
    }
    return url
  }

  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    completionHandler(Data(absoluteString.utf8), nil)
    return Progress.finished
  }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.image"] }
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let image = UIImage(data: data) as? Self else {
      throw ItemProviderError(typeIdentifier: typeIdentifier, reason: "the data is not a PNG image")
    }
    return image
  }

  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    if let data = pngData() {
      completionHandler(data, nil)
    } else {
      completionHandler(nil, ItemProviderError(typeIdentifier: typeIdentifier, reason: "the image has no pixels"))
    }
    return Progress.finished
  }
}

extension Progress {
  /// A progress that is already complete: the stand-in's items load at once.
  static var finished: Progress {
    let progress = Progress(totalUnitCount: 1)
    progress.completedUnitCount = 1
    return progress
  }
}
#endif
