// swift-tools-version:6.0
// Darkroom's benchmarks and the component gallery: executables that time the image engine, the
// renderer, assertions, previews, runs and screenshots, and one that renders the fidelity cases.
// They use Darkroom as any package does, through the root package's products. Build them in
// release (`make benchmarks` from the repository root) before timing anything.
import PackageDescription

let package = Package(
  name: "DarkroomBenchmarks",
  products: [
    .executable(name: "darkroom-bench", targets: ["DarkroomBench"]),
    .executable(name: "darkroom-render-bench", targets: ["DarkroomRenderBench"]),
    .executable(name: "darkroom-assert-bench", targets: ["DarkroomAssertBench"]),
    .executable(name: "darkroom-previews-bench", targets: ["DarkroomPreviewsBench"]),
    .executable(name: "darkroom-runs-bench", targets: ["DarkroomRunsBench"]),
    .executable(name: "darkroom-screenshots-bench", targets: ["DarkroomScreenshotsBench"]),
    .executable(name: "darkroom-fidelity-bench", targets: ["DarkroomFidelityBench"]),
    .executable(name: "darkroom-gallery", targets: ["DarkroomGallery"]),
    .executable(name: "darkroom-accessibility-bench", targets: ["DarkroomAccessibilityBench"]),
  ],
  dependencies: [.package(name: "darkroom", path: ".."), .package(name: "Receipts", path: "../Examples/Receipts")],
  targets: [
    // Times decode, compare and encode on the benchmark pairs (release builds only).
    .executableTarget(name: "DarkroomBench", dependencies: [.product(name: "DarkroomUI", package: "darkroom")]),
    // Times full-screen renders; build with -c release.
    .executableTarget(
      name: "DarkroomRenderBench", dependencies: ["DarkroomBenchViews", .product(name: "DarkroomUI", package: "darkroom")]),
    // Times image assertions (render, pass, record, fail) through the real assertion path.
    .executableTarget(
      name: "DarkroomAssertBench", dependencies: ["DarkroomBenchViews", .product(name: "DarkroomUI", package: "darkroom")]),
    // Times discovery, rendering and export of 200 previews; build with -c release.
    .executableTarget(
      name: "DarkroomPreviewsBench",
      dependencies: [.product(name: "DarkroomPreviews", package: "darkroom"), .product(name: "DarkroomUI", package: "darkroom")]),
    // Times a run's verify (render, compare, report) and its peak memory; build with -c release.
    .executableTarget(
      name: "DarkroomRunsBench", dependencies: ["DarkroomBenchViews", .product(name: "DarkroomRuns", package: "darkroom")]),
    // Times framed screenshots in five languages at two sizes; build with -c release.
    .executableTarget(
      name: "DarkroomScreenshotsBench",
      dependencies: [.product(name: "DarkroomRuns", package: "darkroom"), .product(name: "DarkroomUI", package: "darkroom")]),
    // Renders the fidelity cases (small public SwiftUI views, written from descriptions of
    // their iOS-simulator renders) at those renders' canvases, scales and traits.
    .executableTarget(name: "DarkroomFidelityBench", dependencies: [.product(name: "DarkroomUI", package: "darkroom")]),
    // Writes the component gallery (PNGs and an index.html) into a folder; `make demo` runs it.
    .executableTarget(name: "DarkroomGallery", dependencies: [.product(name: "DarkroomUI", package: "darkroom")]),
    // Times the accessibility overlay against the plain render of the receipt card.
    .executableTarget(
      name: "DarkroomAccessibilityBench", dependencies: ["DarkroomBenchViews", .product(name: "DarkroomUI", package: "darkroom")]),
    // The views the benchmarks render: a full phone screen, and the example's inbox and receipt
    // card with the data the benchmarks vary.
    .target(
      name: "DarkroomBenchViews",
      dependencies: [.product(name: "DarkroomUI", package: "darkroom"), .product(name: "ReceiptsUI", package: "Receipts")]),

    // Runs the built darkroom-fidelity-bench as a process, as scripts/fidelity.sh does.
    .testTarget(
      name: "DarkroomFidelityBenchTests",
      dependencies: ["DarkroomFidelityBench", .product(name: "DarkroomUI", package: "darkroom")]),
  ]
)
