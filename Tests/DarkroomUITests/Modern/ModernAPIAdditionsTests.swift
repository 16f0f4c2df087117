import DarkroomUI
import Foundation
import Testing

/// iOS 17 and 18 API that view files write: colour mixing, luminance masks, timers, container
/// relative frames, control groups, rename buttons, tab roles and sections, scoped animations,
/// and view-wide baseline offsets.
@MainActor
@Suite struct ModernAPIAdditionsTests {
  @Test func mixingInTheDeviceSpaceAveragesTheComponents() throws {
    let mixed = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5, in: .device)
    let bitmap = try drawnPixels(mixed.frame(width: 4, height: 4))
    #expect(isNear(bitmap[2, 2], Pixel(red: 128, green: 0, blue: 128)))
  }

  @Test func perceptualMixingKeepsTheEndsAndLightensTowardsWhite() throws {
    let black = Color(red: 0, green: 0, blue: 0)
    let ends = try drawnPixels(
      HStack(spacing: 0) {
        black.mix(with: .white, by: 0).frame(width: 4, height: 4)
        black.mix(with: .white, by: 1).frame(width: 4, height: 4)
        black.mix(with: .white, by: 0.5).frame(width: 4, height: 4)
        black.mix(with: .white, by: 0.5, in: .device).frame(width: 4, height: 4)
      })
    #expect(isNear(ends[2, 2], .black))
    #expect(isNear(ends[6, 2], .white))
    // Oklab's midpoint between black and white is lighter than sRGB's: L 0.5 is about 99/255.
    #expect(grayLevel(ends[10, 2]) < grayLevel(ends[14, 2]))
    #expect(abs(grayLevel(ends[10, 2]) - 99) <= 3)
  }

  @Test func luminanceToAlphaMakesDarkTransparentAndLightOpaqueBlack() throws {
    let bitmap = try drawnPixels(
      HStack(spacing: 0) {
        Color.white.frame(width: 4, height: 4)
        Color.black.frame(width: 4, height: 4)
      }
      .luminanceToAlpha())
    #expect(isNear(bitmap[2, 2], .black))  // white became opaque black over the white canvas
    #expect(isNear(bitmap[6, 2], .white))  // black became clear, so the canvas shows
  }

  @Test func aTimerTextShowsTheTimeLeftAtTheRendersMoment() throws {
    let now = EnvironmentValues().timelineDate
    let texts = try ImageRenderer(
      content: VStack {
        Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(245))
        Text(timerInterval: now.addingTimeInterval(-3_723)...now.addingTimeInterval(60), countsDown: false)
        Text(timerInterval: now.addingTimeInterval(-3_723)...now, countsDown: false, showsHours: false)
        Text(timerInterval: now.addingTimeInterval(-60)...now.addingTimeInterval(60), pauseTime: now.addingTimeInterval(-30), countsDown: false)
      }
    ).layoutDescription()
    #expect(texts.contains("4:05"))
    #expect(texts.contains("1:02:03"))
    #expect(texts.contains("62:03"))
    #expect(texts.contains("0:30"))
  }

  @Test func aTimerProgressViewFillsWithTheShareLeft() throws {
    let now = EnvironmentValues().timelineDate
    let bar = try LayoutProbe(
      ProgressView(timerInterval: now.addingTimeInterval(-25)...now.addingTimeInterval(75)).frame(width: 200).id("bar"))
    let texts = bar.description
    #expect(texts.contains("75%"))
    #expect(texts.contains("1:15"))
    let up = try LayoutProbe(ProgressView(timerInterval: now.addingTimeInterval(-25)...now.addingTimeInterval(75), countsDown: false) { Text("Baking") }.frame(width: 200))
    #expect(up.description.contains("25%"))
    #expect(up.description.contains("Baking"))
  }

  @Test func aContainerRelativeFrameTakesTheScrollViewsWidth() throws {
    let probe = try LayoutProbe(
      ScrollView(.horizontal) {
        HStack(spacing: 8) {
          Color.red.containerRelativeFrame(.horizontal).frame(height: 10).id("full")
          Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 8).frame(height: 10).id("third")
          Color.green.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).frame(height: 10).id("twoThirds")
          Color.gray.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }.frame(height: 10).id("closure")
        }
      }
      .frame(width: 310, height: 40),
      width: 310, height: 40)
    #expect(probe["full"].width == 310)
    #expect(probe["third"].width == 98)  // (310 - 2 × 8) / 3
    #expect(probe["twoThirds"].width == 204)  // 2 × 98 + 8
    #expect(probe["closure"].width == 248)
  }

  @Test func aContainerRelativeFrameOutsideAScrollViewTakesTheSpaceOffered() throws {
    let probe = try LayoutProbe(
      VStack { Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 4).id("half") }, width: 210)
    #expect(probe["half"].width == 100)
  }

  @Test func aControlGroupDrawsItsControlsInARow() throws {
    let probe = try LayoutProbe(
      ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
        Button("Smaller") {}.id("smaller")
        Button("Larger") {}.id("larger")
      }
      .controlGroupStyle(.navigation))
    #expect(probe["smaller"].maxX <= probe["larger"].minX)
    #expect(probe["smaller"].minY == probe["larger"].minY)
  }

  @Test func aRenameButtonReadsRenameWithAPencil() throws {
    let texts = try ImageRenderer(content: RenameButton()).layoutDescription()
    #expect(texts.contains("Rename"))
    #expect(texts.contains("pencil"))
  }

  @Test func aSearchTabIsTitledSearchAndSectionsJoinTheTabBar() throws {
    let texts = try ImageRenderer(
      content: TabView {
        Tab("Home", systemImage: "house") { Text("Home screen") }
        TabSection("Library") {
          Tab("Albums", systemImage: "square.stack") { Text("Albums screen") }
          Tab("Songs", systemImage: "music.note") { Text("Songs screen") }
        }
        Tab(role: .search) { Text("Search screen") }
      }
      .frame(width: 393, height: 300)
    ).layoutDescription()
    for title in ["Home", "Albums", "Songs", "Search"] {
      #expect(texts.contains("\"\(title)\""), "\(title) is in the tab bar")
    }
    #expect(!texts.contains("Library"))
  }

  @Test func aScopedAnimationDrawsWhatItsBodyApplies() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 4, height: 4).animation(.snappy) { $0.opacity(0) })
    #expect(isNear(bitmap[2, 2], .white))
  }

  @Test func aViewWideBaselineOffsetRaisesTheTextsInside() throws {
    let plain = try drawnPixels(Text("H").font(.system(size: 20)).frame(width: 30, height: 40))
    let raised = try drawnPixels(VStack { Text("H").font(.system(size: 20)) }.baselineOffset(6).frame(width: 30, height: 40))
    func topInk(_ bitmap: Bitmap) -> Int? {
      (0..<bitmap.height).first { y in (0..<bitmap.width).contains { grayLevel(bitmap[$0, y]) < 128 } }
    }
    let plainTop = try #require(topInk(plain)), raisedTop = try #require(topInk(raised))
    #expect(plainTop - raisedTop >= 5)
  }
}

/// Smaller API view files name: app lifecycle notifications, the pre-iOS 16 tag and selection
/// links, menu styles, iOS 26's button roles and rotation directions of symbol effects.
@MainActor
@Suite struct SmallAPIAdditionsTests {
  @Test func lifecycleNotificationsHaveUIKitsNamesAndCanBeObserved() {
    #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
    #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    let center = NotificationCenter()
    nonisolated(unsafe) var received = 0
    let observer = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
      received += 1
    }
    center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
    center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
    #expect(received == 1)
    center.removeObserver(observer)
  }

  @Test func aTagAndSelectionLinkDrawsItsLabelAsALink() throws {
    let plain = try LayoutProbe(List { NavigationLink("Inbox") { Text("Messages") }.id("link") })
    let tagged = try LayoutProbe(
      List {
        NavigationLink(destination: Text("Messages"), tag: 1, selection: .constant(nil as Int?)) { Text("Inbox") }.id("link")
      })
    #expect(plain["link"] == tagged["link"])
    let builder = try LayoutProbe(
      List {
        NavigationLink(tag: 1, selection: .constant(1 as Int?)) { Text("Messages") } label: { Text("Inbox") }.id("link")
      })
    #expect(plain["link"] == builder["link"])
  }

  @Test func menuStylesRolesAndRotationsLeaveTheViewAsItIs() throws {
    let plain = try LayoutProbe(Menu("Sort") { Button("Name") {} }.id("menu"))
    let styled = try LayoutProbe(Menu("Sort") { Button("Name", role: .close) {} }.menuStyle(.borderlessButton).id("menu"))
    #expect(plain["menu"] == styled["menu"])
    let arrows = try LayoutProbe(
      Image(systemName: "arrow.clockwise").symbolEffect(.rotate.counterClockwise, value: 1).id("arrows"))
    #expect(arrows["arrows"].width > 0)
    #expect(ButtonRole.confirm != ButtonRole.close)
  }
}

/// `Image` is `Equatable`, as SwiftUI's is.
@Suite struct ImageEqualityTests {
  private enum Icon: Equatable {
    case symbol(String)
    case image(Image)
  }

  @Test func imagesOfTheSameSymbolDrawnAlikeAreEqual() {
    #expect(Icon.image(Image(systemName: "star")) == .image(Image(systemName: "star")))
    #expect(Image(systemName: "star") != Image(systemName: "star.fill"))
    #expect(Image(systemName: "star") != Image(systemName: "star").resizable())
    #expect(Image("logo") == Image("logo"))
    #expect(Image("logo") != Image(decorative: "logo"))
  }
}

/// `Shape.size(width:height:)` and `Shape.offset(x:y:)` change the path, not the frame.
@Suite struct ShapeSizeAndOffsetTests {
  @Test func aSizedShapeIsDrawnFromItsOwnRectangleAtTheFramesOrigin() throws {
    let bitmap = try drawnPixels(Rectangle().size(width: 6, height: 2).fill(Color.black).frame(width: 20, height: 20))
    #expect(isNear(bitmap[3, 1], .black))
    #expect(isNear(bitmap[8, 1], .white))
    #expect(isNear(bitmap[3, 4], .white))
    #expect(try LayoutProbe(Rectangle().size(width: 6, height: 2).frame(width: 20, height: 20)).size == CGSize(width: 20, height: 20))
  }

  @Test func anOffsetShapeMovesItsPathInsideItsFrame() throws {
    let bitmap = try drawnPixels(Rectangle().offset(x: 10, y: 0).fill(Color.black).frame(width: 10, height: 4).frame(width: 20, height: 4, alignment: .leading))
    #expect(isNear(bitmap[5, 2], .white))
    #expect(isNear(bitmap[15, 2], .black))
  }
}
