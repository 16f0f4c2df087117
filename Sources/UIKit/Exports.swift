// `import UIKit` on Linux, for view files that use the few UIKit types SwiftUI code touches:
// UIColor, UIFont, UIImage, UITraitCollection and an inert UIApplication.
@_exported import DarkroomViews
