// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// On Linux, the `DarkroomUI` product also carries the modules a team's view files import
// (`SwiftUI`, `UIKit`, `Combine`, `UniformTypeIdentifiers`, `CoreData`, `SwiftData`, `WidgetKit`,
// `AppIntents`, `StoreKit`, `WebKit`, `os`, `OSLog`, `UserNotifications`: see the end of this file), so a view target
// lists one product.
#if canImport(Darwin)
let viewLayerStandIns: [String] = []
#else
let viewLayerStandIns = [
  "SwiftUI", "UIKit", "Combine", "UniformTypeIdentifiers", "CoreData", "WidgetKit", "AppIntents", "SwiftData",
  "StoreKit", "WebKit", "os", "OSLog", "UserNotifications", "DarkroomCoreDataViews", "DarkroomTransfer", "DarkroomCoreGraphics",
  "DarkroomUIKit",
]
#endif

let package = Package(
  name: "darkroom",
  // Eight products; most packages need one or two. Each lists the modules its users import.
  products: [
    // Snapshot testing of values (text, JSON, property lists, dumps, URLRequests): the core and
    // `DarkroomNetworking`. No C library.
    .library(name: "Darkroom", targets: ["Darkroom", "DarkroomNetworking"]),
    // The core under swift-snapshot-testing's module name, for code that imports it unchanged.
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    // Inline snapshots, under swift-snapshot-testing's module name.
    .library(name: "InlineSnapshotTesting", targets: ["InlineSnapshotTesting"]),
    // Pixels: the view layer, the view and image strategies, the image engine, and on Linux the
    // `SwiftUI`, `UIKit`, `Combine`, `UniformTypeIdentifiers`, `CoreData`, `SwiftData`, `WidgetKit`,
    // `AppIntents`, `StoreKit`, `WebKit`, `os`, `OSLog` and `UserNotifications`
    // modules a team's view files import.
    .library(
      name: "DarkroomUI", targets: ["DarkroomUI", "DarkroomViews", "DarkroomInert", "DarkroomImage", "DarkroomPixels"] + viewLayerStandIns),
    // Previews as snapshots, under Swift Testing and with the XCTest base class.
    .library(name: "DarkroomPreviews", targets: ["DarkroomPreviews", "DarkroomPreviewsXCTest"]),
    // Runs, App Store screenshots, strings and localization: `import DarkroomRuns` brings all a
    // run declaration names.
    .library(
      name: "DarkroomRuns",
      targets: [
        "DarkroomRuns", "DarkroomRunsCore", "DarkroomScreenshots", "DarkroomStrings", "DarkroomLocalization", "DarkroomAccessibility",
        "DarkroomAudit",
      ]),
    // The command-line tool: compare, previews, run, screenshots.
    .executable(name: "darkroom", targets: ["DarkroomCLI"]),
    // `swift package snapshot-previews`: every preview exported with no test code.
    .plugin(name: "SnapshotPreviewsPlugin", targets: ["SnapshotPreviewsPlugin"]),
  ],
  targets: [
    // Snapshot core: strategies, diffing, assertions, references. No C library.
    .target(name: "Darkroom", dependencies: ["DarkroomTestHooks", "DarkroomFiles"]),
    // `import SnapshotTesting` for code written for swift-snapshot-testing: re-exports the core.
    .target(name: "SnapshotTesting", dependencies: ["Darkroom", "DarkroomNetworking"]),
    // `URLRequest` strategies (.raw, .curl): apart from the core, which links no networking.
    .target(name: "DarkroomNetworking", dependencies: ["Darkroom"]),
    // Whole-file reads and atomic writes through the C library: no Foundation, no C package.
    .target(name: "DarkroomFiles"),
    // Inline snapshots: the expected text lives in the test's source, and is written there
    // when recording. Reads Swift source with its own small lexer (no swift-syntax).
    .target(name: "InlineSnapshotTesting", dependencies: ["Darkroom", "DarkroomFiles"]),
    // Registers the XCTest observer when the library loads, before the first test starts.
    .target(name: "DarkroomTestHooks"),

    // The image engine: pixels, PNG, comparison, diff images. No Foundation, so the
    // command-line tool that uses it starts fast.
    .target(name: "DarkroomPixels", dependencies: ["DarkroomFiles", "CSpng", "CDeflate", "CPixman"]),
    // Image strategies for the snapshot core; re-exports the engine.
    .target(name: "DarkroomImage", dependencies: ["Darkroom", "DarkroomPixels"]),
    .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Pixel format conversions in optimised C, fast in debug builds too.
    .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),

    // The renderer: SwiftUI-shaped views, SwiftUI's layout rules, drawn with cairo and pango.
    .target(name: "DarkroomViews", dependencies: ["DarkroomPixels", "CPangoCairo", "DarkroomPreviewMacros"]),
    // The `#Preview` macro: a compiler plugin that speaks the plugin protocol itself, with no
    // swift-syntax, and rewrites each preview into a registration type.
    .macro(name: "DarkroomPreviewMacros"),
    // The view snapshot strategies (`.image(layout:)`, `.layout`): the views plus the core.
    .target(name: "DarkroomUI", dependencies: ["DarkroomViews", "DarkroomImage"]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "cairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev", "libfreetype-dev"])]),
    // Previews as snapshots: finds preview types in the binary, names, renders (each in its own
    // process), exports PNG + JSON sidecars, and runs them under Swift Testing.
    .target(name: "DarkroomPreviews", dependencies: ["DarkroomUI", "Darkroom", "DarkroomFiles", "DarkroomJSON", "DarkroomPages", "DarkroomHost"]),
    // The one way into a test binary: reads the tool's request before any test runs, finds the
    // module that takes its job (previews or runs) by its conformance record, and hands the
    // result back. Also the discovery of conformances and the fork that isolates a trap.
    .target(name: "DarkroomHost", dependencies: ["DarkroomHostRequest", "CDarkroomDiscovery", "CDarkroomHostEntry"]),
    // Registers the host's test observer when the library loads.
    .target(name: "CDarkroomHostEntry"),
    .plugin(
      name: "SnapshotPreviewsPlugin",
      capability: .command(
        intent: .custom(verb: "snapshot-previews", description: "Export, list, lay out, record or verify every preview with no test code")),
      dependencies: ["DarkroomCLI"]),
    // Runs: the state matrix (screens × languages × appearances × devices × text sizes ×
    // directions), baselines with their environment manifest, verify and the report. The
    // view layer knows nothing of it.
    .target(
      name: "DarkroomRuns",
      dependencies: [
        "DarkroomRunsCore", "DarkroomHost", "DarkroomPreviews", "DarkroomUI", "DarkroomImage", "DarkroomLocalization", "DarkroomStrings",
        "DarkroomAccessibility",
        // A run carries its screenshot plan (`RunMatrix.screenshots`); the screenshots know nothing of runs.
        "DarkroomScreenshots",
      ]),
    // A run's data without views or Foundation: summaries, manifests, the report page, JUnit,
    // shards, merging and accepting. The `darkroom` tool reads runs through it.
    .target(name: "DarkroomRunsCore", dependencies: ["DarkroomFiles", "DarkroomJSON", "DarkroomPages", "DarkroomLint", "DarkroomAudit"]),
    // One strict JSON parser, with lines and columns, for catalogs, summaries and manifests;
    // no Foundation, no dependencies.
    .target(name: "DarkroomJSON"),
    // The shell every page Darkroom writes shares (head, base style, body, script) and markup
    // escaping; no Foundation, no dependencies.
    .target(name: "DarkroomPages"),
    // What the layout lint finds (rule, text, key, box, message), as the lint reports it and a
    // run's summary keeps it; no Foundation, no dependencies.
    .target(name: "DarkroomLint"),
    // What the accessibility audit finds (check, element, box, message) and the exceptions a
    // run declares, as the audit reports them and a run's summary keeps them; no Foundation.
    .target(name: "DarkroomAudit", dependencies: ["DarkroomLint"]),
    // The accessibility audit: the checks of Xcode's performAccessibilityAudit, run on one
    // render's accessibility elements, texts and pixels.
    .target(
      name: "DarkroomAccessibility", dependencies: ["DarkroomAudit", "DarkroomLint", "DarkroomViews", "DarkroomPixels", "DarkroomLocalization"]),
    // An XCTest base class that snapshots every preview.
    .target(name: "DarkroomPreviewsXCTest", dependencies: ["DarkroomPreviews"]),
    // Lists the Swift runtime's loaded images (its own ELF enumeration entry point).
    .target(name: "CDarkroomDiscovery"),

    // The app's strings: String Catalogs, .strings and .stringsdict, Apple's language fallback,
    // CLDR plural rules and locale number formats through the system's ICU, pseudo-languages.
    .target(name: "DarkroomStrings", dependencies: ["CICU", "DarkroomJSON"]),
    // The project's String Catalogs as the source `Text` reads localized keys from.
    .target(name: "DarkroomLocalization", dependencies: ["DarkroomStrings", "DarkroomViews", "DarkroomLint"]),
    .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),

    // App Store screenshots: each run screen at the store's exact sizes, bare or framed with
    // a localized title, per language, with a page to look them over.
    .target(
      name: "DarkroomScreenshots", dependencies: ["DarkroomUI", "DarkroomStrings", "DarkroomLocalization", "DarkroomFiles", "DarkroomPages"]),

    // The request the `darkroom` tool hands the test binary and the result it hands back: typed
    // values and their JSON files, with no Foundation, so the tool keeps starting fast.
    .target(name: "DarkroomHostRequest", dependencies: ["DarkroomRunsCore", "DarkroomPixels", "DarkroomJSON", "DarkroomFiles"]),

    // The command-line tool. It links no Foundation, so it starts in a few milliseconds.
    .executableTarget(name: "DarkroomCLI", dependencies: ["DarkroomCommands"], path: "Sources/darkroom"),
    // The tool's commands, as a library its tests call in process.
    .target(name: "DarkroomCommands", dependencies: ["DarkroomPixels", "DarkroomRunsCore", "DarkroomHostRequest", "DarkroomFiles"]),


    // Structure-aware fuzzing of every file users feed Darkroom: each kind's reader, its
    // mutations and its seed corpus, shared by the fuzzer and the test that replays the corpus.
    .target(
      name: "DarkroomFuzzing",
      dependencies: [
        "DarkroomStrings", "DarkroomRuns", "DarkroomRunsCore", "DarkroomHostRequest", "InlineSnapshotTesting", "DarkroomPixels",
        "DarkroomJSON", "DarkroomFiles", "CDeflate",
        "SeededRandom",
      ]),
    // `swift run -c release darkroom-fuzz`: runs the fuzzers for a given time (scripts/fuzz.sh).
    .executableTarget(name: "darkroom-fuzz", dependencies: ["DarkroomFuzzing"], path: "Sources/DarkroomFuzz"),

    .testTarget(name: "DarkroomTests", dependencies: ["SeededRandom", "Darkroom"], exclude: ["__Snapshots__"]),
    .testTarget(name: "DarkroomNetworkingTests", dependencies: ["DarkroomNetworking"]),
    .testTarget(name: "SnapshotTestingModuleTests", dependencies: ["SnapshotTesting"]),
    .testTarget(name: "InlineSnapshotTestingTests", dependencies: ["InlineSnapshotTesting"]),
    .testTarget(name: "DarkroomImageTests", dependencies: ["SeededRandom", "DarkroomImage"], exclude: ["Fixtures"]),
    .testTarget(name: "DarkroomCLITests", dependencies: ["DarkroomCommands", "DarkroomCLI"]),
    .testTarget(name: "DarkroomRunsCoreTests", dependencies: ["DarkroomRunsCore", "DarkroomFiles"]),
    .testTarget(name: "DarkroomPagesTests", dependencies: ["DarkroomPages", "HeadlessBrowser"]),
    .testTarget(name: "DarkroomLintTests", dependencies: ["DarkroomLint"]),
    .testTarget(name: "DarkroomAccessibilityTests", dependencies: ["DarkroomAccessibility", "DarkroomAudit", "DarkroomUI"]),
    .testTarget(name: "DarkroomFilesTests", dependencies: ["DarkroomFiles"]),
    .testTarget(
      name: "DarkroomRunsTests",
      dependencies: [
        "DarkroomRuns", "DarkroomRunsCore", "DarkroomUI", "DarkroomScreenshots", "HeadlessBrowser", "HostProcess",
        "DarkroomHost", "DarkroomHostRequest", "PreviewFixtureCards", "SeededRandom", "DarkroomFiles",
      ]),
    .testTarget(name: "DarkroomHostRequestTests", dependencies: ["DarkroomHostRequest"]),
    .testTarget(name: "DarkroomFuzzTests", dependencies: ["DarkroomFuzzing"], exclude: ["FuzzCorpus", "FuzzFindings"]),
    // A seeded random number generator for repeatable generated tests.
    .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
    // Runs a host request in a new process of the test binary, as the darkroom tool does.
    .target(name: "HostProcess", dependencies: ["DarkroomHostRequest"], path: "Tests/Support/HostProcess"),
    .testTarget(name: "DarkroomStringsTests", dependencies: ["DarkroomStrings"], exclude: ["Fixtures"]),
    .testTarget(name: "DarkroomLocalizationTests", dependencies: ["DarkroomLocalization", "DarkroomUI"]),
    .testTarget(
      name: "DarkroomScreenshotsTests",
      dependencies: ["DarkroomScreenshots", "DarkroomUI", "DarkroomStrings", "HeadlessBrowser"]),
    // Loads the pages Darkroom writes in headless Chromium, for their tests.
    .target(name: "HeadlessBrowser", path: "Tests/Support/HeadlessBrowser"),
    // Two modules of previews, found by the previews tests without being referenced.
    .target(name: "PreviewFixtureCards", dependencies: ["DarkroomUI"], path: "Tests/PreviewFixtures/Cards"),
    .target(name: "PreviewFixtureScreens", dependencies: ["DarkroomUI"], path: "Tests/PreviewFixtures/Screens"),
    .testTarget(
      name: "DarkroomPreviewsTests",
      dependencies: [
        "DarkroomPreviews", "DarkroomPreviewMacros", "PreviewFixtureCards", "PreviewFixtureScreens", "HeadlessBrowser", "HostProcess",
        "DarkroomHostRequest",
      ],
      exclude: ["Testing/__Snapshots__"]),
    .testTarget(
      name: "DarkroomPreviewsXCTests", dependencies: ["DarkroomPreviewsXCTest", "PreviewFixtureCards"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "DarkroomUITests", dependencies: ["DarkroomUI", "DarkroomViews", "SeededRandom"], exclude: ["Snapshots/__Snapshots__", "Lists/__Snapshots__", "Navigation/__Snapshots__", "Tabs/__Snapshots__", "Controls/__Snapshots__", "Presentation/__Snapshots__", "Devices/__Snapshots__", "Drawing/__Snapshots__", "Fixtures", "Text/__Snapshots__", "Localization/__Snapshots__", "Layout/__Snapshots__"]),
  ]
)

// The SwiftUI API a still snapshot accepts and ignores (gestures, focus, animation, lifecycle
// callbacks, presentation settings), above the view layer so that the view layer does not
// build it; `import SwiftUI`, `import UIKit` and `import DarkroomUI` bring it.
package.targets.append(.target(name: "DarkroomInert", dependencies: ["DarkroomViews"]))
package.targets.first { $0.name == "DarkroomUI" }?.dependencies.append("DarkroomInert")
// `import Combine` on Linux, which has no Combine: `ObservableObject`, `@Published` and the few
// publishers views touch. On Apple's platforms Apple's own Combine is imported instead.
#if !canImport(Darwin)
package.targets.append(.target(name: "Combine"))
package.targets.first { $0.name == "DarkroomViews" }?.dependencies.append("Combine")
// `import UniformTypeIdentifiers` on Linux: `UTType` and the system-declared types, for drag
// and drop, file importers and transferable items.
package.targets.append(.target(name: "UniformTypeIdentifiers"))
package.targets.append(.testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]))
// Drag and drop, transferable items, documents and sharing, above the view layer so that the
// view layer does not build them; `import SwiftUI` and `import UIKit` bring them.
package.targets.append(.target(name: "DarkroomTransfer", dependencies: ["DarkroomViews", "UniformTypeIdentifiers"]))
package.targets.first { $0.name == "DarkroomUITests" }?.dependencies.append("DarkroomTransfer")
// `import CoreData` on Linux: managed objects, contexts and fetch requests in memory, for the
// views that `@FetchRequest` drives. On Apple's platforms Apple's Core Data is imported.
// Apple's predicate format syntax, parsed and evaluated for the Core Data stand-in.
package.targets.append(.target(name: "DarkroomPredicates"))
package.targets.append(.testTarget(name: "DarkroomPredicatesTests", dependencies: ["DarkroomPredicates"]))
package.targets.append(.target(name: "CoreData", dependencies: ["Combine", "DarkroomPredicates"]))
// SwiftUI's side of Core Data (`@FetchRequest`, `FetchedResults`, `managedObjectContext`), apart
// from the view layer so that the view layer does not build Core Data; `import SwiftUI` brings it.
package.targets.append(.target(name: "DarkroomCoreDataViews", dependencies: ["DarkroomViews", "CoreData"]))
package.targets.append(
  .testTarget(name: "DarkroomCoreDataViewsTests", dependencies: ["DarkroomCoreDataViews", "DarkroomUI", "DarkroomViews"]))
package.targets.append(.testTarget(name: "CoreDataTests", dependencies: ["CoreData"]))
// `import WidgetKit` on Linux: timelines, static configurations and widget families, so that a
// widget's views compile and can be snapshotted at a family's size.
// `import SwiftData` on Linux: `@Model` classes, containers and contexts in memory, and
// `@Query`, `modelContainer` and `modelContext` for the views that show them.
package.targets.append(.target(name: "SwiftData", dependencies: ["DarkroomViews", "DarkroomPreviewMacros"]))
package.targets.append(.testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "DarkroomUI"]))
// `import AppIntents` on Linux: intents, their parameters and results, and the buttons and
// toggles that run them, as interactive and configurable widgets write them.
package.targets.append(.target(name: "AppIntents", dependencies: ["DarkroomViews"]))
package.targets.append(.testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "DarkroomUI"]))
// Core Graphics drawn by cairo (`CGContext`, bitmap contexts, image renderers, `withCGContext`)
// as `import UIKit` and `import SwiftUI` files use it, above the view layer so that the view
// layer does not build it, and checked pixel by pixel apart from the view layer's test target.
package.targets.append(.target(name: "DarkroomCoreGraphics", dependencies: ["DarkroomViews", "DarkroomPixels", "CPangoCairo"]))
// UIKit's views, controllers, representables and appearance proxies, above the view layer so
// that the view layer does not build them; `import UIKit` and `import SwiftUI` bring them.
package.targets.append(.target(name: "DarkroomUIKit", dependencies: ["DarkroomViews", "DarkroomInert", "CPangoCairo"]))
package.targets.first { $0.name == "DarkroomUITests" }?.dependencies.append("DarkroomUIKit")
package.targets.append(.testTarget(name: "CoreGraphicsTests", dependencies: ["DarkroomCoreGraphics", "DarkroomUI"]))
package.targets.append(.target(name: "WidgetKit", dependencies: ["DarkroomViews", "AppIntents"]))
package.targets.append(.testTarget(name: "WidgetKitTests", dependencies: ["WidgetKit", "DarkroomUI"]))
// `import StoreKit` on Linux: products from an in-memory catalogue a test or preview registers,
// purchases, transactions and entitlements, and the store views drawn from that catalogue.
package.targets.append(.target(name: "StoreKit", dependencies: ["DarkroomViews", "DarkroomUIKit"]))
package.targets.append(.testTarget(name: "StoreKitTests", dependencies: ["StoreKit", "DarkroomUI"]))
// `import WebKit` on Linux: a web view that loads nothing and records what it was asked to
// load, drawn as a blank white page, with its configuration and delegate protocols.
package.targets.append(.target(name: "WebKit", dependencies: ["DarkroomViews", "DarkroomUIKit"]))
package.targets.append(.testTarget(name: "WebKitTests", dependencies: ["WebKit", "DarkroomUI"]))
// `import os` and `import OSLog` on Linux: `Logger`, privacy-aware log messages, signposts and
// `OSAllocatedUnfairLock`. Entries go nowhere unless `DARKROOM_OS_LOG=1`, which writes them to
// standard error. Foundation only: the view layer does not build it.
package.targets.append(.target(name: "os"))
package.targets.append(.target(name: "OSLog", dependencies: ["os"]))
package.targets.append(.testTarget(name: "OSLogTests", dependencies: ["os", "OSLog"]))
// `import UserNotifications` on Linux: a notification center in memory (authorization, pending
// requests, categories, the badge count) that never delivers anything. Foundation only.
package.targets.append(.target(name: "UserNotifications"))
package.targets.append(.testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications"]))
// `import SwiftUI` and `import UIKit` for a team's view files on Linux (see README).
package.targets.append(
  .target(name: "SwiftUI", dependencies: ["DarkroomViews", "DarkroomCoreDataViews", "DarkroomTransfer", "DarkroomCoreGraphics", "DarkroomUIKit", "DarkroomInert", "UserNotifications"]))
package.targets.append(.target(name: "UIKit", dependencies: ["DarkroomViews", "DarkroomTransfer", "DarkroomCoreGraphics", "DarkroomUIKit", "DarkroomInert", "UserNotifications"]))
// Screens written the way apps write them (`import SwiftUI`), compiled and rendered by the tests.
package.targets.append(
  .target(name: "RealWorldScreens", dependencies: ["SwiftUI", "UIKit", "Combine", "CoreData"], path: "Tests/RealWorldScreens"))
package.targets.append(
  .testTarget(name: "RealWorldScreensTests", dependencies: ["RealWorldScreens", "DarkroomUI"], exclude: ["__Snapshots__"]))
// Previews written with `import SwiftUI`, found by the previews tests.
package.targets.append(.target(name: "PreviewFixtureSwiftUI", dependencies: ["SwiftUI"], path: "Tests/PreviewFixtures/SwiftUI"))
package.targets.first { $0.name == "DarkroomPreviewsTests" }?.dependencies.append("PreviewFixtureSwiftUI")
#endif
