/// A preview written with the `#Preview` macro, as the macro registers it.
///
/// ```swift
/// let preview = MyRegistration.makePreview()
/// preview.displayName   // "Paid"
/// ```
public struct Preview {
  /// The name given to the macro, if any.
  public let displayName: String?
  /// The layout and orientation traits given to the macro.
  public let traits: [PreviewTrait]
  /// Makes the preview's view.
  public let makeView: () -> AnyView

  /// A preview of the view `body` builds. The body returns `any View`, as SwiftUI's does, so
  /// that a body may declare view types of its own.
  public init(_ displayName: String? = nil, traits: [PreviewTrait] = [], @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.displayName = displayName
    self.traits = traits
    self.makeView = { callOnRenderThread(body) { erased($0()) } }
  }
}

/// A view of any type as `AnyView`, opening the existential.
private func erased(_ view: any View) -> AnyView {
  AnyView(view)
}

/// A type the `#Preview` macro generates for each preview: Darkroom finds these in the test
/// binary, as it finds ``PreviewProvider``s.
public protocol PreviewRegistry {
  /// `Module/File.swift` of the macro.
  static var fileID: String { get }
  /// The line of the macro.
  static var line: Int { get }
  /// The preview.
  static func makePreview() -> Preview
}

/// Marks a `@State` (or other) variable declared in a `#Preview`'s body: the macro moves it
/// into a view of its own so that the body can bind to it.
///
/// ```swift
/// #Preview("Toggle") {
///   @Previewable @State var isOn = true
///   Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "DarkroomPreviewMacros", type: "PreviewableMacro")

/// A preview of a view: `#Preview { MyView() }`, `#Preview("Name") { … }`, or
/// `#Preview("Name", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`. Darkroom snapshots
/// every one of them with no test code; an unnamed preview is named after its line.
///
/// ```swift
/// #Preview("Paid receipt", traits: .sizeThatFitsLayout) {
///   ReceiptCard(receipt: .sample)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "DarkroomPreviewMacros", type: "PreviewMacro")
