import DarkroomFiles
import DarkroomFuzzing
import Glibc

// darkroom-fuzz: structure-aware fuzzing of every file Darkroom reads (see the README).
let options: FuzzOptions
do { options = try FuzzOptions(Array(CommandLine.arguments.dropFirst())) } catch {
  if !error.message.isEmpty { print("darkroom-fuzz: \(error.message)") }
  print(FuzzOptions.usage)
  exit(error.message.isEmpty ? 0 : 2)
}

switch options.command {
case "worker":
  do { try FuzzWorker.run(options, kind: options.kinds[0]) } catch {
    print("worker: \(error)")
    exit(4)
  }

case "input":
  let inputs = FuzzInputs(kind: options.kinds[0], seeds: (try? FuzzCorpus.files(in: options.corpus, kind: options.kinds[0]).map(\.bytes)) ?? [])
  let bytes = inputs.input(seed: options.seed, index: options.index)
  guard let output = options.output else {
    print("darkroom-fuzz input needs --output FILE")
    exit(2)
  }
  do { try FileBytes.writeAtomically(bytes, to: output, creatingFolder: true) } catch {
    print("darkroom-fuzz: \(error)")
    exit(1)
  }
  print("wrote \(bytes.count) bytes to \(output)")

case "replay":
  var findings = 0
  for file in options.files {
    guard let bytes = try? FileBytes.read(file) else {
      print("\(file): cannot be read")
      findings += 1
      continue
    }
    let outcome = FuzzHarness.run(options.kinds[0], bytes, scratch: "\(options.scratch)/replay-\(getpid())")
    if outcome.isFinding { findings += 1 }
    print("\(file): \(outcome.tag): \(outcome.detail.prefix(400))")
  }
  exit(findings == 0 ? 0 : 1)

default:
  let share = options.seconds / Double(options.kinds.count)
  print("fuzzing \(options.kinds.count) kinds for \(Int(options.seconds)) s (\(Int(share)) s each), seed \(options.seed), "
    + "time limit \(options.timeout) s an input, memory limit \(options.memoryLimitMB) MiB")
  print("kind                 inputs   values  rejected  crashes  hangs  memory  other  peak MiB")
  var total = 0
  for kind in options.kinds {
    let tally = FuzzSupervisor(options: options, kind: kind).run(seconds: share)
    let findings = tally.crashes + tally.hangs + tally.memory + tally.otherFindings
    total += findings
    func column(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: " ", count: max(0, width - text.count)) + text
    }
    print(
      kind.rawValue + String(repeating: " ", count: max(0, 18 - kind.rawValue.count)) + column(tally.inputs, 9) + column(tally.values, 9)
        + column(tally.rejected, 10) + column(tally.crashes, 9) + column(tally.hangs, 7) + column(tally.memory, 8)
        + column(tally.otherFindings, 7) + column(tally.peakKiB / 1024, 10))
  }
  print(total == 0 ? "no findings" : "\(total) findings in \(options.findings)")
  exit(total == 0 ? 0 : 1)
}
