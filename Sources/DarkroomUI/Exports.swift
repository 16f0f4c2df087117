// `import DarkroomUI` is all a view file needs, as `import SwiftUI` is on Apple's systems: it
// brings Foundation (CGFloat, CGSize, Locale), the snapshot core and the image engine.
@_exported import DarkroomImage
@_exported import Foundation
