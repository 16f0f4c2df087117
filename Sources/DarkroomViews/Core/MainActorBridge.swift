/// Calls a view's main-actor code (`body`, a modifier's or a style's `makeBody`, a preview)
/// on the thread that renders.
///
/// SwiftUI ties `View` to the main actor, so a team's views may read main-actor models in
/// `body`, and their files compile here only if `View` is tied the same way. A render here
/// runs on whichever thread asks for it, several at once, and never hops to the main thread:
/// a view's code only reads the values the test built before the render began, and nothing
/// else runs on them while it renders. Main-actor and plain functions have the same
/// representation, so the call is a plain call.
///
/// ```swift
/// let body = callOnRenderThread(view) { $0.body }
/// ```
package func callOnRenderThread<Input, Output>(
  _ input: Input, _ function: @escaping @MainActor (Input) -> Output
) -> Output {
  let plain = unsafeBitCast(function, to: ((Input) -> Output).self)
  return plain(input)
}
