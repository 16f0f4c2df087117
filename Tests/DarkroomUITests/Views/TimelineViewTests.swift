import DarkroomUI
import Foundation
import Testing

/// `TimelineView` builds its content once, for the snapshot's fixed moment
/// (developer.apple.com/documentation/swiftui/timelineview).
@Suite struct TimelineViewTests {
  @Test func theContentSeesTheFixedMomentWhateverTheSchedule() throws {
    let expected = Date(timeIntervalSince1970: 1_704_793_260)
    #expect(EnvironmentValues().timelineDate == expected)
    for view in [
      AnyView(TimelineView(.animation) { context in Color.red.frame(width: context.date == expected ? 30 : 1, height: 5) }),
      AnyView(TimelineView(.everyMinute) { context in Color.red.frame(width: context.date == expected ? 30 : 1, height: 5) }),
      AnyView(TimelineView(.periodic(from: .distantPast, by: 1)) { context in Color.red.frame(width: context.date == expected ? 30 : 1, height: 5) }),
      AnyView(TimelineView(.explicit([Date.distantPast])) { context in Color.red.frame(width: context.date == expected ? 30 : 1, height: 5) }),
    ] {
      #expect(try LayoutProbe(view).size == CGSize(width: 30, height: 5))
    }
  }

  @Test func theMomentCanBeSetInTheEnvironment() throws {
    let moment = Date(timeIntervalSince1970: 0)
    let view = TimelineView(.animation(minimumInterval: 1, paused: false)) { context in
      Color.red.frame(width: context.date == moment ? 30 : 1, height: 5)
    }
    .environment(\.timelineDate, moment)
    #expect(try LayoutProbe(view).size == CGSize(width: 30, height: 5))
  }

  @Test func aCanvasInsideATimelineDrawsForTheMoment() throws {
    let view = TimelineView(.animation) { timeline in
      Canvas { context, size in
        let fraction = timeline.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) / 60  // 0 at :00
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width * (fraction + 0.5), height: size.height)), with: .color(.black))
      }
    }
    let bitmap = try drawnPixels(view.frame(width: 40, height: 4))
    #expect(bitmap[15, 2] == .black)
    #expect(bitmap[25, 2] == .white)
  }
}
