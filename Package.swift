// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "darkroom",
  products: [
    .library(name: "Darkroom", targets: ["Darkroom"]),
    .executable(name: "darkroom", targets: ["DarkroomCLI"]),
  ],
  targets: [
    // Snapshot core: strategies, diffing, assertions, references. No C library.
    .target(name: "Darkroom", dependencies: ["DarkroomTestHooks"]),
    // Registers the XCTest observer when the library loads, before the first test starts.
    .target(name: "DarkroomTestHooks"),

    // The command-line tool. It links no Foundation, so it starts in a few milliseconds.
    .executableTarget(name: "DarkroomCLI", path: "Sources/darkroom"),

    .testTarget(name: "DarkroomTests", dependencies: ["Darkroom"]),
    .testTarget(name: "DarkroomCLITests", dependencies: ["DarkroomCLI"]),
  ]
)
