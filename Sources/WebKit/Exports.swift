// `import WebKit` on iOS brings UIKit (a web view is a `UIView`) and Foundation's URL loading
// types; on Linux `URLRequest` and `URLResponse` live in FoundationNetworking.
@_exported import DarkroomViews
@_exported import DarkroomUIKit
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
