// UIKit on Apple's systems re-exports UniformTypeIdentifiers, and SwiftUI re-exports UIKit, so
// view files name `UTType` with either import alone.
#if !canImport(Darwin)
@_exported import UniformTypeIdentifiers
#endif
