// swift-tools-version:6.0
// A small shop app: a receipt model and the card that shows it, with text, JSON, dump and
// image snapshot tests. It is the example `make demo` runs.
import PackageDescription

let package = Package(
  name: "Receipts",
  // The views as a product, so that Darkroom's benchmarks render the example's own screens.
  products: [.library(name: "ReceiptsUI", targets: ["ReceiptsUI"])],
  dependencies: [.package(name: "darkroom", path: "../..")],
  targets: [
    .target(name: "Receipts"),
    // The views, written for SwiftUI: on Linux, `import SwiftUI` is Darkroom's view layer,
    // from the DarkroomUI product.
    .target(
      name: "ReceiptsUI",
      dependencies: ["Receipts", .product(name: "DarkroomUI", package: "darkroom", condition: .when(platforms: [.linux]))]),
    .testTarget(
      name: "ReceiptsTests",
      dependencies: [
        "Receipts", "ReceiptsUI",
        // Text, JSON and dump snapshots of the model.
        .product(name: "Darkroom", package: "darkroom"),
        // Image snapshots of the views.
        .product(name: "DarkroomUI", package: "darkroom"),
        // Finds and snapshots the views' previews with no test code (`darkroom previews`).
        .product(name: "DarkroomPreviews", package: "darkroom"),
        // Records and verifies the shop's run (ShopRun.swift) with `darkroom run`.
        .product(name: "DarkroomRuns", package: "darkroom"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
