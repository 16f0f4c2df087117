import DarkroomTransfer
import DarkroomUI
import Foundation
import Testing

/// A transferable type as apps write one: JSON of its own type first, then its name as text.
private struct Recipe: Codable, Equatable, Transferable {
  var name: String
  var minutes: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json).suggestedFileName("Recipe.json")
    ProxyRepresentation(exporting: \.name)
  }
}

/// A type offered only under a condition.
private struct Draft: Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }.exportingCondition { !$0.text.isEmpty }
  }
}

private func load<T: Transferable & Sendable>(_ type: T.Type, from provider: NSItemProvider) async -> Result<T, any Error> {
  await withCheckedContinuation { continuation in
    provider.loadTransferable(type: type) { continuation.resume(returning: $0) }
  }
}

private func loadText(from provider: NSItemProvider) async -> String? {
  await withCheckedContinuation { continuation in
    provider.loadObject(ofClass: String.self) { text, _ in continuation.resume(returning: text) }
  }
}

extension Recipe: Sendable {}

/// Transferable items through an item provider, as drag and drop and sharing move them
/// (developer.apple.com/documentation/coretransferable/transferable).
@Suite struct TransferableTests {
  @Test func representationsAreOfferedInTheOrderTheyAreWritten() {
    let provider = NSItemProvider()
    provider.register(Recipe(name: "Soup", minutes: 20))
    #expect(provider.registeredContentTypes == [.json, .utf8PlainText])
    #expect(provider.suggestedName == "Recipe.json")
  }

  @Test func aCodableItemComesBackWhole() async throws {
    let provider = NSItemProvider()
    provider.register(Recipe(name: "Soup", minutes: 20))
    let loaded = try await load(Recipe.self, from: provider).get()
    #expect(loaded == Recipe(name: "Soup", minutes: 20))
  }

  @Test func aProxyOffersTheItemAsItsText() async {
    let provider = NSItemProvider()
    provider.register(Recipe(name: "Soup", minutes: 20))
    #expect(await loadText(from: provider) == "Soup")
  }

  @Test func anExportingConditionLeavesOutTheItemsItRefuses() {
    let empty = NSItemProvider()
    empty.register(Draft(text: ""))
    #expect(empty.registeredTypeIdentifiers.isEmpty)
    let written = NSItemProvider()
    written.register(Draft(text: "Hi"))
    #expect(written.registeredContentTypes == [.plainText])
  }

  @Test func loadingATypeWithNoMatchingRepresentationSaysWhich() async {
    let provider = NSItemProvider()
    provider.register(URL(string: "https://example.com")!)
    let result = await load(Recipe.self, from: provider)
    #expect(throws: TransferError.self) { try result.get() }
  }

  @Test func foundationTypesAreTransferable() async throws {
    let provider = NSItemProvider()
    provider.register("Tea")
    #expect(try await load(String.self, from: provider).get() == "Tea")
    let link = NSItemProvider()
    link.register(URL(string: "https://example.com/x")!)
    #expect(try await load(URL.self, from: link).get() == URL(string: "https://example.com/x"))
  }

  @Test func anImageExportsAsPNG() async throws {
    let provider = NSItemProvider()
    provider.register(Image(uiImage: UIImage(bitmap: Bitmap(width: 2, height: 2, filledWith: .black))))
    #expect(provider.registeredContentTypes == [.png])
    let data = try await load(Data.self, from: provider).get()
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
