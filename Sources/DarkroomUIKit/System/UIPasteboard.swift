import DarkroomViews
import Foundation
import Synchronization

/// The clipboard, as UIKit's `UIPasteboard`: copy and paste buttons in view code compile and
/// run. Each pasteboard lives in memory in this process; nothing reaches the machine's
/// clipboard, so tests never disturb one another's or the user's.
///
/// ```swift
/// Button("Copy code") { UIPasteboard.general.string = invite.code }
/// ```
public final class UIPasteboard: Sendable {
  /// The pasteboard copy and paste use.
  public static let general = UIPasteboard()

  private struct Contents {
    var strings: [String] = []
    var urls: [URL] = []
    var images: [UIImage] = []
    var changeCount = 0
  }

  private let contents = Mutex(Contents())

  /// A pasteboard of its own, empty.
  public init() {}

  /// The first string on the pasteboard; setting it replaces what is there.
  public var string: String? {
    get { contents.withLock { $0.strings.first } }
    set { replace { $0.strings = newValue.map { [$0] } ?? [] } }
  }

  /// Every string on the pasteboard.
  public var strings: [String]? {
    get { contents.withLock { $0.strings.isEmpty ? nil : $0.strings } }
    set { replace { $0.strings = newValue ?? [] } }
  }

  /// The first URL on the pasteboard.
  public var url: URL? {
    get { contents.withLock { $0.urls.first } }
    set { replace { $0.urls = newValue.map { [$0] } ?? [] } }
  }

  /// Every URL on the pasteboard.
  public var urls: [URL]? {
    get { contents.withLock { $0.urls.isEmpty ? nil : $0.urls } }
    set { replace { $0.urls = newValue ?? [] } }
  }

  /// The first image on the pasteboard.
  public var image: UIImage? {
    get { contents.withLock { $0.images.first } }
    set { replace { $0.images = newValue.map { [$0] } ?? [] } }
  }

  /// Every image on the pasteboard.
  public var images: [UIImage]? {
    get { contents.withLock { $0.images.isEmpty ? nil : $0.images } }
    set { replace { $0.images = newValue ?? [] } }
  }

  public var hasStrings: Bool { contents.withLock { !$0.strings.isEmpty } }
  public var hasURLs: Bool { contents.withLock { !$0.urls.isEmpty } }
  public var hasImages: Bool { contents.withLock { !$0.images.isEmpty } }
  /// How many times the contents changed.
  public var changeCount: Int { contents.withLock { $0.changeCount } }

  /// Empties the pasteboard, then puts a string, URL or image from each item on it.
  public func setItems(_ items: [[String: Any]]) {
    replace { contents in
      for item in items {
        for value in item.values {
          if let string = value as? String { contents.strings.append(string) }
          if let url = value as? URL { contents.urls.append(url) }
          if let image = value as? UIImage { contents.images.append(image) }
        }
      }
    }
  }

  private func replace(_ change: (inout Contents) -> Void) {
    contents.withLock { contents in
      let count = contents.changeCount + 1
      contents = Contents()
      change(&contents)
      contents.changeCount = count
    }
  }
}
