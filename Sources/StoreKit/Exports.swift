// `import StoreKit` on Apple's systems brings Foundation (`Decimal`, `Date`) and, on iOS, the
// window scene that review requests are given; a file that imports only StoreKit sees them too.
@_exported import Foundation
@_exported import class DarkroomUIKit.UIWindowScene
