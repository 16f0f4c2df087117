// `import UIKit` on Linux, for view files that use the few UIKit types SwiftUI code touches:
// UIColor, UIFont, UIImage, UITraitCollection, an inert UIApplication, and UIView,
// UIViewController and UIHostingController for the representables.
@_exported import DarkroomViews
