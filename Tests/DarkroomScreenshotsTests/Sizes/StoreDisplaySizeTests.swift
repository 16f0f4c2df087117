import DarkroomScreenshots
import Testing

@Suite struct StoreDisplaySizeTests {
  @Test func everyClassHasTheStorePixelSizeAndItsPointsTimesScaleMakeIt() {
    let expected: [(StoreDisplaySize, Int, Int, String)] = [
      (.iPhone69, 1320, 2868, "APP_IPHONE_67"), (.iPhone67, 1290, 2796, "APP_IPHONE_67"),
      (.iPhone65, 1242, 2688, "APP_IPHONE_65"), (.iPhone55, 1242, 2208, "APP_IPHONE_55"),
      (.iPad13, 2064, 2752, "APP_IPAD_PRO_3GEN_129"), (.iPad129, 2048, 2732, "APP_IPAD_PRO_129"),
    ]
    #expect(StoreDisplaySize.all.count == expected.count)
    for (size, width, height, slot) in expected {
      #expect(size.pixelSize == (width, height), "\(size)")
      #expect(Int(size.pointSize.width * size.scale) == width && Int(size.pointSize.height * size.scale) == height, "\(size)")
      #expect(size.apiSlot == slot)
      #expect(size.landscape.pixelSize == (height, width), "landscape is the transpose")
    }
    #expect(StoreDisplaySize.iPhone69.acceptedPixelSizes.map { "\($0.width)x\($0.height)" } == ["1320x2868", "1290x2796", "1260x2736"])
    #expect(StoreDisplaySize.iPhone65.acceptedPixelSizes.count == 2 && StoreDisplaySize.iPad13.acceptedPixelSizes.count == 2)
  }

  @Test func commandLineNamesParseAndAnUnknownNameListsTheValidOnes() throws {
    #expect(try StoreDisplaySize(parsing: "iphone-6.9") == .iPhone69)
    #expect(try StoreDisplaySize(parsing: "IPAD-13") == .iPad13)
    #expect(try StoreDisplaySize(parsing: "ipad-12.9-landscape") == StoreDisplaySize.iPad129.landscape)
    #expect(throws: ScreenshotError.unknownSize("iphone-7", valid: ["iphone-6.9", "iphone-6.7", "iphone-6.5", "iphone-5.5", "ipad-13", "ipad-12.9"])) {
      try StoreDisplaySize(parsing: "iphone-7")
    }
    let message = "\(ScreenshotError.unknownSize("iphone-7", valid: StoreDisplaySize.all.map(\.name)))"
    #expect(message.contains("unknown screenshot size 'iphone-7'") && message.contains("iphone-6.9, iphone-6.7"))
  }

  @Test func theIPadFileNamesPutEachIntoItsOwnStoreSet() {
    // deliver sends a 13"-sized image to the 13" set only when its name holds a 13" simulator name.
    #expect(StoreDisplaySize.iPad13.deviceName == "iPad Pro 13-inch (M4)")
    #expect(!StoreDisplaySize.iPad129.deviceName.contains("(3rd generation)") && !StoreDisplaySize.iPad129.deviceName.contains("13-inch"))
  }
}
