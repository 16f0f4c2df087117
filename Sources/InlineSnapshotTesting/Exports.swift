// Everything `Darkroom` offers (strategies, `assertSnapshot`, `withSnapshotTesting`, the
// `.snapshots` trait) comes with `import InlineSnapshotTesting`, as it does with
// pointfreeco/swift-snapshot-testing's module of the same name.
@_exported import Darkroom
