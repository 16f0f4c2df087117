import DarkroomTransfer
import DarkroomUI
import Foundation
import Synchronization
import Testing

/// The last value a completion handler was given, for handlers that must be `@Sendable`.
private final class Handed<Value: Sendable>: Sendable {
  private let storage = Mutex<Value?>(nil)
  var value: Value? { storage.withLock { $0 } }
  func keep(_ value: Value?) { storage.withLock { $0 = value } }
}

/// Item providers as Foundation's `NSItemProvider`: what they offer, and objects loaded back
/// from it (developer.apple.com/documentation/foundation/nsitemprovider).
@Suite struct ItemProviderTests {
  @Test func aTextObjectIsOfferedAsPlainTextAndLoadsBackAsAString() {
    let provider = NSItemProvider(object: "Milk" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(provider.canLoadObject(ofClass: String.self))
    let text = Handed<String>()
    provider.loadObject(ofClass: String.self) { value, _ in text.keep(value) }
    #expect(text.value == "Milk")
  }

  @Test func aURLLoadsBackAsAURL() {
    let provider = NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL)
    let url = Handed<URL>()
    provider.loadObject(ofClass: URL.self) { value, _ in url.keep(value) }
    #expect(url.value == URL(string: "https://example.com/a"))
  }

  @Test func askingForATypeNoItemOffersGivesAnErrorNamingIt() {
    let provider = NSItemProvider(object: "Milk" as NSString)
    let message = Handed<String>()
    provider.loadDataRepresentation(for: .png) { _, error in message.keep(error.map { "\($0)" }) }
    #expect(message.value?.contains("public.png") == true)
  }

  @Test func aFileIsOfferedAsTheTypeOfItsExtension() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString).csv")
    try Data("a,b\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let provider = try #require(NSItemProvider(contentsOf: file))
    #expect(provider.registeredContentTypes == [.commaSeparatedText])
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(NSItemProvider(contentsOf: file.appendingPathExtension("missing")) == nil)
  }

  @Test func aPNGImageLoadsBackWithItsSize() throws {
    let image = UIImage(bitmap: Bitmap(width: 3, height: 2, filledWith: .black))
    let provider = NSItemProvider(object: image)
    let loaded = Handed<CGSize>()
    provider.loadObject(ofClass: UIImage.self) { object, _ in loaded.keep((object as? UIImage)?.size) }
    #expect(loaded.value == CGSize(width: 3, height: 2))
  }
}

/// Drop information as a `DropDelegate` reads it.
@Suite struct DropInfoTests {
  @Test func itemsAreFoundByConformance() {
    let info = DropInfo(
      location: CGPoint(x: 4, y: 5),
      itemProviders: [NSItemProvider(object: "Milk" as NSString), NSItemProvider(object: URL(string: "https://a.b")! as NSURL)])
    #expect(info.hasItemsConforming(to: [.text]))
    #expect(info.itemProviders(for: [.url]).count == 1)
    #expect(info.itemProviders(for: [.data]).count == 2)
    #expect(!info.hasItemsConforming(to: [.image]))
    #expect(info.location == CGPoint(x: 4, y: 5))
  }

  @MainActor @Test func aDelegateNeedsOnlyToPerformTheDropAndMayCallTheMainActor() {
    struct TextDrop: DropDelegate {
      func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) && MainActorShelf.accepts }
    }
    let info = DropInfo(location: .zero, itemProviders: [NSItemProvider(object: "Milk" as NSString)])
    #expect(TextDrop().validateDrop(info: info))
    #expect(TextDrop().dropUpdated(info: info) == nil)
    #expect(TextDrop().performDrop(info: info))
  }
}

/// An app's main-actor state, as drop delegates consult it.
@MainActor private enum MainActorShelf {
  static var accepts: Bool { true }
}
