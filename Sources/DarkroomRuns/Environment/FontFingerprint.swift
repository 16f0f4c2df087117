import DarkroomImage

/// A font file's size and CRC-32 (the image engine's, which runs at memory speed even in
/// debug builds): enough to tell that a font package shipped another file.
///
/// ```swift
/// print(FontFingerprint.of("/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
/// // 412804 bytes, crc32 1a2b3c4d
/// ```
enum FontFingerprint {
  static func of(_ path: String) -> String {
    guard let bytes = try? FileBytes.read(path) else { return "missing" }
    return "\(bytes.count) bytes, crc32 \(CRC32.hex(CRC32.checksum(of: bytes)))"
  }
}

/// The versions of installed Debian packages, from dpkg's status file.
enum PackageVersions {
  static func installed(_ names: [String], statusFile: String = "/var/lib/dpkg/status") -> [String: String] {
    guard let bytes = try? FileBytes.read(statusFile) else { return [:] }
    let wanted = Set(names)
    var versions: [String: String] = [:]
    var package: String?
    var installed = false
    var version: String?
    func finish() {
      if let package, installed, let version, wanted.contains(package) { versions[package] = version }
    }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        finish()
        package = nil
        installed = false
        version = nil
      } else if line.hasPrefix("Package: ") {
        package = String(line.dropFirst(9))
      } else if line.hasPrefix("Status: ") {
        installed = line.hasSuffix(" installed")
      } else if line.hasPrefix("Version: ") {
        version = String(line.dropFirst(9))
      }
    }
    finish()
    return versions
  }
}
