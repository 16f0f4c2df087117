/// A view that hands its content a ``ScrollViewProxy`` for scrolling to a view by its id, as
/// SwiftUI's `ScrollViewReader` (developer.apple.com/documentation/swiftui/scrollviewreader).
/// It lays its content out as if it were not there; a still frame shows each scroll view at
/// its first position, so `scrollTo(_:anchor:)` moves nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView {
///     ForEach(messages) { MessageRow(message: $0).id($0.id) }
///   }
///   .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public nonisolated struct ScrollViewReader<Content: View>: View {
  /// The view built with the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader whose content is built with a proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(ScrollViewProxy())
  }
}

/// Scrolls the scroll views of a ``ScrollViewReader``; a still frame shows each at its first
/// position.
public struct ScrollViewProxy: Sendable {}
