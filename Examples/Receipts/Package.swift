// swift-tools-version:6.0
// A small app model with text, JSON and dump snapshot tests: the example `make demo` runs.
import PackageDescription

let package = Package(
  name: "Receipts",
  dependencies: [.package(name: "darkroom", path: "../..")],
  targets: [
    .target(name: "Receipts"),
    .testTarget(
      name: "ReceiptsTests",
      dependencies: ["Receipts", .product(name: "Darkroom", package: "darkroom")],
      exclude: ["__Snapshots__"]),
  ]
)
