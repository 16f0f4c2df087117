// `import DarkroomViews` (or `import SwiftUI` through Darkroom's `SwiftUI` product) is all a
// view file needs, as `import SwiftUI` is on Apple's systems: it brings Foundation (CGFloat,
// CGSize, Locale) and the pixel types (`Bitmap`). It links no test framework.
@_exported import DarkroomPixels
@_exported import Foundation
