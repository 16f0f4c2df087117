@testable import DarkroomViews
import Foundation
import Testing

/// Apple's fonts are used only from a folder a team names, and a folder that cannot serve is
/// an error naming it.
@Suite struct AppleFontsTests {
  private func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theEnvironmentVariableWinsOverThePackagesSetting() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/.darkroom", withIntermediateDirectories: true)
    try "Fonts/Apple\n".write(toFile: root + "/" + AppleFonts.settingFile, atomically: true, encoding: .utf8)
    #expect(AppleFonts.configuredFolder(environment: [:], packageRoot: root) == root + "/Fonts/Apple")
    #expect(AppleFonts.configuredFolder(environment: ["DARKROOM_APPLE_FONTS": "/opt/apple"], packageRoot: root) == "/opt/apple")
  }

  @Test func withoutEitherSettingTheStandInsDraw() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AppleFonts.configuredFolder(environment: [:], packageRoot: root) == nil)
    #expect(AppleFonts.configuredFolder(environment: ["DARKROOM_APPLE_FONTS": ""], packageRoot: root) == nil)
  }

  @Test func aMissingFolderIsAnErrorNamingIt() {
    let folder = "/nonexistent/apple-fonts"
    #expect(throws: AppleFontsError(folder: folder, reason: .missing)) { try AppleFonts.load(folder) }
    let message = AppleFontsError(folder: folder, reason: .missing).description
    #expect(message.contains(folder))
    #expect(message.contains("DARKROOM_APPLE_FONTS"))
  }

  @Test func aFolderWithoutApplesFontsIsAnErrorNamingIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A font that is not Apple's, and a file that is no font at all.
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: folder + "/Inter-Regular.otf")
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.otf"))
    #expect(throws: AppleFontsError(folder: folder, reason: .noAppleFont)) { try AppleFonts.load(folder) }
    #expect(AppleFontsError(folder: folder, reason: .noAppleFont).description.contains("SF Pro"))
  }

  @Test func applesFamiliesStandForTheSystemDesigns() {
    #expect(AppleFonts.role(ofFamily: "SF Pro Text") == .text)
    #expect(AppleFonts.role(ofFamily: "SF Pro Display") == .display)
    #expect(AppleFonts.role(ofFamily: "SF Pro") == .display)
    #expect(AppleFonts.role(ofFamily: "SF Mono") == .monospaced)
    #expect(AppleFonts.role(ofFamily: "New York") == .serif)
    #expect(AppleFonts.role(ofFamily: "SF Compact") == nil, "watchOS's, not an iPhone's")
    #expect(AppleFonts.role(ofFamily: "Inter") == nil)
  }

  @Test func theStandInsDrawTheSystemFontByDefault() {
    #expect(ResolvedFont(.body, in: EnvironmentValues()).family == "Inter")
    #expect(ResolvedFont(.largeTitle, in: EnvironmentValues()).family == "Inter Display")
  }
}
