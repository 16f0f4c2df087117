import DarkroomPreviews
import DarkroomUI

/// A screen of a run: a name and the view to render in each state. The view is made again
/// for every state, inside that state's environment, so it reads the state's locale,
/// colour scheme, text size and direction as it would in the app.
///
/// ```swift
/// RunScreen("paywall") { ShopPaywall() }
/// RunScreen("card", layout: .sizeThatFits) { ReceiptCard(receipt: .sample) }
/// let fromPreviews = try RunScreen.previews(PreviewFilter(modules: ["ReceiptsUI"]))
/// ```
public struct RunScreen: Sendable {
  public let name: String
  /// How the screen is sized: `.device` (the whole screen, with its safe area, the default),
  /// `.sizeThatFits`, a fixed size, or `nil` for the device's width and the view's height.
  public let layout: PreviewLayout?
  let maker: ViewMaker

  public init<Content: View>(_ name: String, layout: PreviewLayout? = .device, @ViewBuilder _ content: @escaping @MainActor () -> Content) {
    self.name = name
    self.layout = layout
    maker = ViewMaker { AnyView(content()) }
  }

  /// Every preview the filter takes, as screens named by their preview names, each with its
  /// own layout.
  public static func previews(_ filter: PreviewFilter = .all) -> [RunScreen] {
    PreviewCatalog.discover(filter: filter).snapshots.map { snapshot in
      RunScreen(snapshot.name, layout: snapshot.layout) { snapshot.makeView() }
    }
  }

  /// The view, made now, on the main actor (where SwiftUI makes views).
  @MainActor public func makeView() -> AnyView { maker.make() }
}

/// The closure that makes a screen's view, on the main actor; the box carries it in a
/// `Sendable` matrix.
struct ViewMaker: @unchecked Sendable {
  let make: @MainActor () -> AnyView
}
