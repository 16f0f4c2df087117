import Darkroom
import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A view whose body contains itself, with no end.
private nonisolated struct Recursive: View {
  var body: some View {
    VStack { AnyView(Recursive()) }
  }
}

/// A view that nests itself `depth` times, then stops.
private nonisolated struct Nested: View {
  let depth: Int
  var body: some View {
    if depth > 0 {
      AnyView(Nested(depth: depth - 1).padding(1))
    } else {
      Text("Bottom")
    }
  }
}

/// Type-erased views nested for ever, built lazily as a body asks for them.
private nonisolated struct ErasedForever: View {
  var body: AnyView { AnyView(ZStack { ErasedForever() }) }
}

@Suite struct ViewDepthTests {
  private func renderError<V: View>(_ view: V) -> RenderError? {
    do {
      _ = try ImageRenderer(content: view).render()
      return nil
    } catch let error as RenderError {
      return error
    } catch {
      return nil
    }
  }

  @Test func aViewWhoseBodyContainsItselfEndsTheRenderWithItsPath() throws {
    let error = try #require(renderError(Recursive()))
    guard case .viewTreeTooDeep(let limit, let path) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(limit == ViewDepthGuard.limit)
    #expect(path.hasPrefix("Recursive > VStack > Recursive > VStack > …"))
    #expect(path.contains("(Recursive > VStack repeats") || path.contains("(VStack > Recursive repeats"))
    #expect(error.description.contains("body shows itself"))
  }

  @Test func unboundedTypeErasedNestingEndsTheRenderInsteadOfTheProcess() {
    guard case .viewTreeTooDeep(_, let path)? = renderError(ErasedForever()) else {
      Issue.record("the render did not stop at the depth limit")
      return
    }
    #expect(path.contains("ErasedForever > ZStack"))
  }

  @Test func theLayoutDescriptionAndPreviewsStopAtTheLimitToo() {
    #expect(throws: RenderError.self) { try ImageRenderer(content: Recursive()).layoutDescription() }
    #expect(throws: RenderError.self) {
      try SnapshotRendering.description(of: Recursive(), layout: .sizeThatFits, traits: UITraitCollection())
    }
  }

  @Test func aDeepButFiniteTreeStillRenders() throws {
    // Each level is four nested views (the view, the `if`, AnyView, the padding).
    let bitmap = try ImageRenderer(content: Nested(depth: 300)).render()
    #expect(bitmap.width > 600)
  }

  @Test func theLimitIsReachedOnAThreadWithASmallStack() {
    // 256 KiB of stack is too little for the limit; the render moves to a thread of its own.
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.error = ViewDepthTests().renderError(Recursive())
      done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
    #expect(result.error.map { if case .viewTreeTooDeep = $0 { true } else { false } } == true)
  }

  @Test func theSummaryNamesTheFirstAndLastViewsAndWhatRepeats() {
    let names = ["Screen", "List"] + Array(repeating: ["Row", "HStack"], count: 20).flatMap { $0 }
    let summary = ViewPathSummary(names).text
    #expect(summary.hasPrefix("Screen > List > Row > HStack > … > "))
    #expect(summary.hasSuffix("(Row > HStack repeats: a view's body contains itself without end)"))
  }
}

/// Hands a render's outcome back from the thread the test starts; written once, before the
/// semaphore is signalled, and read after.
private final class ResultBox: @unchecked Sendable {
  var error: RenderError?
}
