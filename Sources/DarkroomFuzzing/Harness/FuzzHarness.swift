import DarkroomFiles

/// Runs one input through its kind's reader, and through what uses the value read (lookups,
/// a matrix's states, a second decoder), and says how it ended. Inputs that readers take as
/// files are written into `scratch` first, under the kind's file name, so errors can be
/// checked to name that file.
///
/// ```swift
/// let outcome = FuzzHarness.run(.summary, bytes, scratch: "/tmp/fuzz-scratch")
/// ```
public enum FuzzHarness {
  public static func run(_ kind: FuzzKind, _ bytes: [UInt8], scratch: String) -> FuzzOutcome {
    let file = "\(scratch)/\(kind.fileName)"
    switch kind {
    case .xcstrings: return StringsHarness.catalog(bytes, file: file)
    case .strings: return write(bytes, to: file) ?? StringsHarness.stringsFile(file: file)
    case .stringsdict: return write(bytes, to: file) ?? StringsHarness.stringsdict(file: file)
    case .runConfiguration: return write(bytes, to: file) ?? RunFilesHarness.configuration(file: file)
    case .summary: return write(bytes, to: file) ?? RunFilesHarness.summary(folder: scratch, file: file)
    case .manifest: return write(bytes, to: file) ?? RunFilesHarness.manifest(file: file, scratch: scratch)
    case .host: return write(bytes, to: file) ?? HostFilesHarness.hostFiles(bytes, file: file)
    case .inlineSource: return InlineSourceHarness.rewrite(bytes, path: file)
    case .png: return PNGHarness.decode(bytes, source: file)
    }
  }

  private static func write(_ bytes: [UInt8], to file: String) -> FuzzOutcome? {
    do { try FileBytes.writeAtomically(bytes, to: file, creatingFolder: true) } catch {
      return .untypedError("the fuzzer could not write its input to \(file): \(error.reason)")
    }
    return nil
  }
}
