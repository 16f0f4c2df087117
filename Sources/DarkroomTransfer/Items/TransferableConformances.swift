import DarkroomViews
import UniformTypeIdentifiers
import Foundation

// The Foundation and SwiftUI types Apple makes transferable, with the content types Apple's
// documentation gives them.

extension String: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
      guard let text = String(data: data, encoding: .utf8) else {
        throw TransferError.noRepresentation(type: "String", contentTypes: [.utf8PlainText])
      }
      return text
    }
  }
}

extension Data: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) { $0 } importing: { $0 }
  }
}

extension URL: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
      guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
        throw TransferError.noRepresentation(type: "URL", contentTypes: [.url])
      }
      return url
    }
  }
}

extension AttributedString: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
  }
}

extension Image: Transferable {
  /// An image exports as PNG, drawn at 1x, as SwiftUI's does.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { image in
      guard let png = ImageRenderer(content: image).pngData else {
        throw TransferError.noRepresentation(type: "Image", contentTypes: [.png])
      }
      return png
    }
  }
}

extension Color: Transferable {
  /// A colour exports as the text of its components, the one form Darkroom can read back.
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { (color: Color) in "\(color)" })
  }
}
