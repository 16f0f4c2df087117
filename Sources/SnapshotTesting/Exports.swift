// Lets code written for pointfreeco/swift-snapshot-testing keep `import SnapshotTesting`
// (and `@_spi(Internals) import SnapshotTesting`) unchanged: everything is Darkroom's.
@_spi(Internals) @_exported import Darkroom
@_exported import DarkroomNetworking
