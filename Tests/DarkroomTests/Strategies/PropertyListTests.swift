import Foundation
import Testing

@testable import Darkroom

@Suite struct PropertyListTests {
  struct User: Encodable { let id: Int, name: String, bio: String }

  @Test func plistWritesAnXMLPropertyListWithSortedKeys() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: User(id: 1, name: "Blobby", bio: "Blobbed around the world."), as: .plist) }
    let text = try #require(sandbox.read(sandbox.snapshots().appendingPathComponent("plistWritesAnXMLPropertyListWithSortedKeys.1.plist")))
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
    #expect(text.contains("<dict>\n\t<key>bio</key>\n\t<string>Blobbed around the world.</string>\n\t<key>id</key>\n\t<integer>1</integer>"))
  }

  @Test func aBinaryEncoderIsStoredAsReadableXML() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let snapshot = try Snapshotting<User, String>.plist(encoder).capture.snapshotWaiting(
      for: User(id: 2, name: "B", bio: ""), timeout: 1)
    #expect(snapshot.contains("<key>name</key>\n\t<string>B</string>"))
  }

  @Test func binaryPlistKeepsTheBytes() throws {
    let bytes = try Snapshotting<User, Data>.binaryPlist.capture.snapshotWaiting(for: User(id: 3, name: "C", bio: ""), timeout: 1)
    #expect(bytes.starts(with: Array("bplist00".utf8)))
    #expect(Snapshotting<User, Data>.binaryPlist.pathExtension == "plist")
  }

  struct Unencodable: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "no"))
    }
  }

  @Test func anEncodingErrorFailsTheAssertionAndWritesNothing() throws {
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run { assertSnapshot(of: Unencodable(), as: .plist) }
    #expect(failures.first?.message.contains("Unencodable could not be encoded as a property list") == true)
    #expect(sandbox.files(in: sandbox.snapshots()).isEmpty)
  }
}
