import DarkroomFiles
import DarkroomFuzzing
import Glibc

/// The child process that runs inputs `from`, `from + 1`, … of one kind until its parent
/// stops it. Before each input it writes `S <index>`, after it `D <index> <max RSS in KiB>
/// <outcome>`, so the parent knows which input a crash or a hang belongs to. Outcomes that
/// are findings are saved here, where the bytes are.
enum FuzzWorker {
  static func run(_ options: FuzzOptions, kind: FuzzKind) throws(FileError) -> Never {
    let inputs = FuzzInputs(kind: kind, seeds: try FuzzCorpus.files(in: options.corpus, kind: kind).map(\.bytes))
    let scratch = "\(options.scratch)/\(kind.rawValue)-\(getpid())"
    var index = options.from
    while true {
      let bytes = inputs.input(seed: options.seed, index: index)
      say("S \(index)\n")
      // Measured from the size the worker rests at, so memory making the input kept is not the reader's.
      let resting = Memory.peakKiB(field: "VmRSS:")
      Memory.resetPeak()
      var outcome = FuzzHarness.run(kind, bytes, scratch: scratch)
      let peak = Memory.peakKiB()
      if peak - resting > options.inputMemoryLimitMB * 1024, !outcome.isFinding {
        outcome = .unboundedMemory("reading the input took \((peak - resting) / 1024) MiB more (limit \(options.inputMemoryLimitMB) MiB)")
      }
      if outcome.isFinding {
        FuzzFindings.save(bytes, kind: kind, tag: outcome.tag, seed: options.seed, index: index, detail: outcome.detail, in: options.findings)
      }
      say("D \(index) \(peak) \(outcome.tag)\n")
      index += 1
    }
  }

  private static func say(_ line: String) {
    var bytes = Array(line.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + sent, $0.count - sent) }
      if count <= 0 { exit(3) }
      sent += count
    }
  }
}

/// The worker's resident memory at its highest since the last reset, from Linux's `VmHWM`,
/// so each input's peak is its own and not the input generator's.
enum Memory {
  static func resetPeak() {
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return }
    _ = write(fd, "5", 1)
    close(fd)
  }

  static func peakKiB(field: String = "VmHWM:") -> Int {
    guard let bytes = try? FileBytes.read("/proc/self/status") else { return 0 }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix(field) {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}

/// Where findings go: `<findings>/<kind>/<outcome>-s<seed>-i<index>.<extension>`, the input
/// as it was, and beside it a `.txt` that says what happened and how to make it again.
enum FuzzFindings {
  static func save(_ bytes: [UInt8], kind: FuzzKind, tag: String, seed: UInt64, index: Int, detail: String, in folder: String) {
    let stem = "\(folder)/\(kind.rawValue)/\(tag)-s\(seed)-i\(index)"
    let fileExtension = kind.fileName.split(separator: ".").last.map(String.init) ?? "bin"
    let note = """
      \(tag) in the \(kind.rawValue) fuzzer, seed \(seed), input \(index)
      make it again: darkroom-fuzz input --kind \(kind.rawValue) --seed \(seed) --index \(index) --output input.\(fileExtension)
      replay it:     darkroom-fuzz replay --kind \(kind.rawValue) \(stem).\(fileExtension)

      \(detail)

      """
    try? FileBytes.writeAtomically(bytes, to: "\(stem).\(fileExtension)", creatingFolder: true)
    try? FileBytes.writeAtomically(Array(note.utf8), to: "\(stem).txt", creatingFolder: true)
  }
}
