// `import UIKit` on Linux, for view files that use the few UIKit types SwiftUI code touches:
// UIColor, UIFont, UIImage, UITraitCollection, an inert UIApplication, and UIView,
// UIViewController and UIHostingController for the representables.
@_exported import DarkroomViews
// The API a still snapshot accepts and ignores: gestures, focus, animation, lifecycle callbacks.
@_exported import DarkroomInert
// UIKit on Apple's systems re-exports UserNotifications, so view files reach
// `UNUserNotificationCenter` with `import UIKit` or `import SwiftUI` alone.
#if !canImport(Darwin)
@_exported import UserNotifications
// Drag and drop, transferable items, documents and sharing.
@_exported import DarkroomTransfer
// Core Graphics drawn by cairo: contexts, images, gradients and the UIKit drawing functions.
@_exported import DarkroomCoreGraphics
// UIKit's views, controllers, representables and appearance proxies.
@_exported import DarkroomUIKit
#endif
// On Apple's platforms Foundation re-exports Core Foundation; Linux Foundation keeps it apart.
// Its clock is brought, as view files time themselves with it. The rest stays out: Darkroom's
// Core Graphics declares its own `CFArray` and `CFString`, which Swift values convert to.
#if !canImport(Darwin) && canImport(CoreFoundation)
@_exported import func CoreFoundation.CFAbsoluteTimeGetCurrent
@_exported import typealias CoreFoundation.CFAbsoluteTime
@_exported import typealias CoreFoundation.CFTimeInterval
#endif
