import DarkroomFiles
import DarkroomHostRequest
import DarkroomRunsCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a job in the package's test binary, where the team's views are: builds the tests
/// (unless given a built binary), writes the ``HostRequest`` file, starts the binary with its
/// path in `DARKROOM_HOST_REQUEST`, and reads the ``HostResult`` the host writes. The same for
/// `run`, `previews` and `screenshots`, and for the SwiftPM plugin, which calls this tool. A
/// build that fails stops there, so a command never uses old binaries.
enum HostLaunch {
  /// - Parameter command: The command's name, for messages (`run`, `previews`, `screenshots`).
  static func run(_ request: HostRequest, command: String, package: PackageOptions) throws(CommandError) -> ExitCode {
    let binary = try testBinary(command: command, package: package)
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let stem = "\(folder)/darkroom-\(command)-\(getpid())"
    var request = request
    request.resultFile = stem + "-result.json"
    let requestFile = stem + "-request.json"
    unlink(request.resultFile)
    defer {
      unlink(requestFile)
      unlink(request.resultFile)
    }
    do { try request.write(to: requestFile) } catch { throw CommandError(error.message) }
    // A name no test has: if the binary holds no host, XCTest runs nothing rather than the
    // team's tests, and the missing result says what to add.
    let status = ChildProcess.run([binary, "DarkroomHost.none"], extraEnvironment: [HostRequest.environmentKey: requestFile])
    guard FileTree.exists(request.resultFile) else {
      guard let status else {
        throw CommandError("the test binary \(binary) stopped before it finished (it may have trapped); see the output above")
      }
      throw CommandError(
        "the test binary \(binary) ended (status \(status)) without running the \(command): "
          + "no test target depends on \(request.job.isRun || request.job == .screenshots ? "DarkroomRuns" : "DarkroomPreviews")")
    }
    let result: HostResult
    do { result = try HostResult.read(from: request.resultFile) } catch { throw CommandError(error.message) }
    if result.status == .couldNotRun { throw CommandError(result.summary) }
    Output.print(result.summary)
    // On standard error with the build's progress, so scripts reading the summary are unaffected.
    if result.seconds > 0 { Output.error("darkroom \(command): \(Int((result.seconds * 1000).rounded())) ms in the test binary") }
    return result.status
  }

  /// The test binary to run: the one given, or the one `swift build --build-tests` makes.
  static func testBinary(command: String, package: PackageOptions) throws(CommandError) -> String {
    if let given = package.testBinary {
      guard FileTree.exists(given), !FileTree.isFolder(given) else {
        throw CommandError("--test-binary \(given) is not a file; give the <Package>PackageTests.xctest that swift build --build-tests made")
      }
      return FileTree.absolute(given)
    }
    Output.error("darkroom \(command): building the package's tests")
    guard ChildProcess.run(["swift", "build", "--build-tests"] + package.packageArguments, extraEnvironment: [:]) == 0 else {
      throw CommandError("the package's tests did not build, so nothing ran (no earlier build is used); fix the errors above")
    }
    guard let line = ChildProcess.output(["swift", "build", "--show-bin-path"] + package.packageArguments),
      let folder = line.split(separator: "\n").last.map(String.init)
    else {
      throw CommandError("swift build --show-bin-path did not say where the tests were built")
    }
    let bundles = ((try? FileTree.list(folder)) ?? []).filter { $0.hasSuffix("PackageTests.xctest") && !FileTree.isFolder(folder + "/" + $0) }
    guard !bundles.isEmpty else {
      throw CommandError("no test binary (<Package>PackageTests.xctest) in \(folder); add a test target to the package")
    }
    // Several bundles: the package's own is the newest one the build just linked.
    let newest = bundles.max { modificationTime(folder + "/" + $0) < modificationTime(folder + "/" + $1) } ?? bundles[0]
    return folder + "/" + newest
  }

  private static func modificationTime(_ path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
  }
}
