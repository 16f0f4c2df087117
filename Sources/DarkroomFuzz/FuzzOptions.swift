import DarkroomFuzzing

/// The command line: `darkroom-fuzz run|replay|input|worker [options]`.
struct FuzzOptions {
  var command = "run"
  var kinds: [FuzzKind] = FuzzKind.allCases
  var seconds = 60.0
  var seed: UInt64 = 1
  var from = 0
  var index = 0
  var timeout = 5.0
  var memoryLimitMB = 1024
  /// The most one input may take to read; inputs are at most 1 MiB.
  var inputMemoryLimitMB = 256
  var corpus = "Tests/DarkroomFuzzTests/FuzzCorpus"
  var findings = "Tests/DarkroomFuzzTests/FuzzFindings"
  var scratch = ".build/fuzz-scratch"
  var output: String?
  var files: [String] = []

  static let usage = """
    usage: darkroom-fuzz run [--seconds N] [--kind K]... [--seed S] [--timeout S] [--memory-mb M] [--input-memory-mb M]
                             [--corpus DIR] [--findings DIR] [--scratch DIR]
           darkroom-fuzz replay --kind K FILE...
           darkroom-fuzz input --kind K --seed S --index I --output FILE
    kinds: \(FuzzKind.allCases.map(\.rawValue).joined(separator: ", "))
    --seconds is the whole run's time, shared equally by the kinds; --timeout is the time one
    input may take (a hang), --input-memory-mb the memory reading one input may take, and
    --memory-mb the worker's resident memory at which it is stopped.
    """

  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    if let first = rest.first, !first.hasPrefix("-") {
      command = first
      rest = rest.dropFirst()
    }
    guard ["run", "replay", "input", "worker"].contains(command) else { throw UsageError("unknown command '\(command)'") }
    var chosen: [FuzzKind] = []
    while let argument = rest.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
        return next
      }
      func number<T: LosslessStringConvertible>(_ type: T.Type) throws(UsageError) -> T {
        let text = try value()
        guard let number = T(text) else { throw UsageError("\(argument) needs a number, not '\(text)'") }
        return number
      }
      switch argument {
      case "--kind":
        let name = try value()
        guard let kind = FuzzKind(rawValue: name) else { throw UsageError("unknown kind '\(name)'") }
        chosen.append(kind)
      case "--seconds": seconds = try number(Double.self)
      case "--seed": seed = try number(UInt64.self)
      case "--from": from = try number(Int.self)
      case "--index": index = try number(Int.self)
      case "--timeout": timeout = try number(Double.self)
      case "--memory-mb": memoryLimitMB = try number(Int.self)
      case "--input-memory-mb": inputMemoryLimitMB = try number(Int.self)
      case "--corpus": corpus = try value()
      case "--findings": findings = try value()
      case "--scratch": scratch = try value()
      case "--output": output = try value()
      case "-h", "--help": throw UsageError("")
      default:
        guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
        files.append(argument)
      }
    }
    if !chosen.isEmpty { kinds = chosen }
    guard seconds > 0, timeout > 0, memoryLimitMB > 0 else { throw UsageError("--seconds, --timeout and --memory-mb must be positive") }
  }
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
