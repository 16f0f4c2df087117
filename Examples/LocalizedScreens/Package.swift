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
    // On Linux, `import SwiftUI` is Darkroom's view layer.
    .target(
      name: "Recorder",
      dependencies: [.product(name: "SwiftUI", package: "darkroom", condition: .when(platforms: [.linux]))],
      resources: [.copy("Resources/Localizable.xcstrings")]),
    .testTarget(
      name: "RecorderTests",
      dependencies: [
        "Recorder",
        .product(name: "DarkroomRuns", package: "darkroom"),
        .product(name: "DarkroomScreenshots", package: "darkroom"),
        .product(name: "DarkroomStrings", package: "darkroom"),
        .product(name: "SwiftUI", package: "darkroom", condition: .when(platforms: [.linux])),
      ]),
  ]
)
