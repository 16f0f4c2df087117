import DarkroomUI
import Testing

@testable import RealWorldScreens

/// `import SwiftUI` brings Core Foundation's clock as it does on iOS, so a view file that
/// times itself with `CFAbsoluteTimeGetCurrent()` compiles unchanged.
@MainActor @Suite struct CoreFoundationScreenTests {
  @Test func aViewTimedWithCoreFoundationsClockRendersItsTiming() throws {
    let texts = try ImageRenderer(content: LoadTimeFooter.timing(0.25)).layoutDescription()
    #expect(texts.contains("Loaded in 250 ms"))
  }
}
