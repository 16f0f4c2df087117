// UIKit on Apple's systems re-exports UniformTypeIdentifiers, and SwiftUI re-exports UIKit, so
// view files name `UTType` with either import alone; Darkroom's `SwiftUI` and `UIKit` re-export
// this module, which brings it.
#if !canImport(Darwin)
@_exported import UniformTypeIdentifiers
#endif
