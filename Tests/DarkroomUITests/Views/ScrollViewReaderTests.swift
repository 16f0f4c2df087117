import DarkroomUI
import Testing

/// A chat that scrolls to its newest message when it appears, as apps write it.
private struct ChatScreen: View {
  var withReader = true
  let messages = (1...30).map { "Message \($0)" }

  var body: some View {
    if withReader {
      ScrollViewReader { proxy in
        list
          .onAppear { proxy.scrollTo(messages.count, anchor: .bottom) }
          .onChange(of: messages.count) { proxy.scrollTo(messages.count) }
      }
    } else {
      list
    }
  }

  private var list: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 6) {
        ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
          Text(message).id(index + 1)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
    }
    .frame(width: 200, height: 150)
  }
}

/// `ScrollViewReader` and `ScrollViewProxy`
/// (developer.apple.com/documentation/swiftui/scrollviewreader): the reader lays its content
/// out as if it were not there, and a still frame shows each scroll view at its first position.
@MainActor @Suite struct ScrollViewReaderTests {
  @Test func aReaderScrollingToTheLastMessageDrawsTheFirstPosition() throws {
    let read = try drawnPixels(ChatScreen())
    #expect(read.hasSamePixels(as: try drawnPixels(ChatScreen(withReader: false))))
    #expect(read.width == 200 && read.height == 150)
  }

  @Test func theReaderLaysItsContentOutAsIfItWereNotThere() throws {
    let read = try LayoutProbe(ChatScreen(), width: 300, height: 300)
    let plain = try LayoutProbe(ChatScreen(withReader: false), width: 300, height: 300)
    #expect(same(read["1"], plain["1"]))
    #expect(same(read["30"], plain["30"]))
    #expect(read.size == plain.size)
    let stacked = try LayoutProbe(
      ScrollViewReader { proxy in
        Text("One").id("one")
        Button("Bottom") { proxy.scrollTo("one", anchor: .bottom) }.id("two")
      })
    #expect(stacked["two"].minY > stacked["one"].maxY - 0.001)
  }
}
