import Synchronization

/// Which test first used each reference file in this process, so that two suites in one file
/// whose tests share a name (and so a reference) are noticed instead of overwriting each
/// other's reference.
enum ReferenceOwners {
  private static let owners = Mutex<[String: String]>([:])

  /// Claims `path` for `owner` (`Suite.test`); returns the earlier owner when it was another.
  static func claim(_ path: String, for owner: String) -> String? {
    owners.withLock { owners in
      if let earlier = owners[path] { return earlier == owner ? nil : earlier }
      owners[path] = owner
      return nil
    }
  }
}
