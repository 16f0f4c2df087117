import DarkroomFiles
import DarkroomRunsCore

#if canImport(Glibc)
  import Glibc
#endif

/// Builds the package's tests and runs one hook test inside the test binary (where the
/// user's views are), with `DARKROOM_RUN=1`, the mode and the command's options in its
/// environment; the hook reports its outcome as one digit in a status file. A build that
/// fails stops there, so a command never uses old binaries.
enum HookRun {
  /// - Parameters:
  ///   - command: The command's name, for messages (`run`, `screenshots`).
  ///   - hook: The hook test's suite name, given to `--filter`.
  static func run(
    command: String, hook: String, mode: String, environment extra: [String: String], package: PackageOptions
  ) throws(CommandError) -> ExitCode {
    Output.error("darkroom \(command): building the package's tests")
    let build = ["swift", "build", "--build-tests"] + package.packageArguments
    guard ChildProcess.run(build, extraEnvironment: [:]) == 0 else {
      throw CommandError(
        "the package's tests did not build, so nothing ran (no earlier build is used); fix the errors above "
          + "(the test target must depend on DarkroomRuns)")
    }
    // The system's temporary folder, as the test binary's own temporary files use.
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let statusFile = "\(folder)/darkroom-\(command)-status-\(getpid())"
    unlink(statusFile)
    defer { unlink(statusFile) }
    var environment = extra
    environment["DARKROOM_RUN"] = "1"
    environment["DARKROOM_RUN_MODE"] = mode
    environment["DARKROOM_RUN_STATUS_FILE"] = statusFile
    let test =
      package.testBinary.map { [$0, "--testing-library", "swift-testing", "--filter", hook] }
      ?? ["swift", "test", "--skip-build", "--filter", hook] + package.packageArguments
    guard ChildProcess.run(test, extraEnvironment: environment) != nil else {
      throw CommandError("the test binary stopped before it finished (it may have trapped); see the output above")
    }
    guard let bytes = try? FileBytes.read(statusFile), let digit = bytes.first, (48...50).contains(digit) else {
      throw CommandError(
        "the \(command) did not report its outcome: a screen may have trapped the test binary (see its output above), "
          + "or no test target depends on DarkroomRuns and declares a RunMatrixProvider")
    }
    return ExitCode(rawValue: Int32(digit) - 48) ?? .couldNotRun
  }
}
