// `import SwiftUI` on Linux: Darkroom's view layer under SwiftUI's module name, so that a
// team's view files compile unchanged. On Apple's platforms the real SwiftUI is used.
@_exported import DarkroomViews
// The API a still snapshot accepts and ignores: gestures, focus, animation, lifecycle callbacks.
@_exported import DarkroomInert
// SwiftUI declares `@FetchRequest` and `FetchedResults`; Darkroom keeps them in a module of
// their own so that the view layer builds without Core Data.
@_exported import DarkroomCoreDataViews
// On Apple's platforms `import SwiftUI` brings all of Foundation, `URLSession` included;
// on Linux `URLSession` and `URLRequest` live in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// SwiftUI on iOS re-exports UIKit, which re-exports UserNotifications.
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
