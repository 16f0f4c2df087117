// swift-tools-version:6.0
// A voice-recorder app's main, list and settings screens, written for SwiftUI with their text
// in a String Catalog. Its tests declare one run over five languages and the three
// pseudo-languages, which `darkroom run` renders and lints, and `darkroom screenshots` turns
// into App Store screenshots.
import PackageDescription

let package = Package(
  name: "LocalizedScreens",
  dependencies: [.package(name: "darkroom", path: "../..")],
  targets: [
    // On Linux, `import SwiftUI` is Darkroom's view layer, from the DarkroomUI product.
    .target(
      name: "Recorder",
      dependencies: [.product(name: "DarkroomUI", package: "darkroom", condition: .when(platforms: [.linux]))],
      resources: [.copy("Resources/Localizable.xcstrings")]),
    .testTarget(
      name: "RecorderTests",
      // The run, its strings and its screenshot plan: `import DarkroomRuns` brings them all.
      dependencies: ["Recorder", .product(name: "DarkroomRuns", package: "darkroom")]),
  ]
)
