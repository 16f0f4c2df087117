import DarkroomViews

/// How sheets and popovers adapt to the screen, accepted so that presenting code compiles
/// unchanged. Darkroom draws a presented view in the iPhone's sheet, at the size it is
/// offered; these settings change nothing drawn there.

/// How big a sheet is on a large screen
/// (developer.apple.com/documentation/swiftui/presentationsizing).
public protocol PresentationSizing: Sendable {}

extension PresentationSizing {
  /// Accepted: the sheet fits its content along the axes given.
  public func fitted(horizontal: Bool, vertical: Bool) -> Self { self }
  /// Accepted: the sheet keeps the size it grew to along the axes given.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}

/// The sheet size the platform picks.
public struct AutomaticPresentationSizing: PresentationSizing {}
/// A sheet about the size of a page.
public struct PagePresentationSizing: PresentationSizing {}
/// A sheet about the size of a form.
public struct FormPresentationSizing: PresentationSizing {}
/// A sheet the size of its content.
public struct FittedPresentationSizing: PresentationSizing {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// What a presentation becomes in a compact size class
/// (developer.apple.com/documentation/swiftui/presentationadaptation).
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the view behind a sheet takes touches
/// (developer.apple.com/documentation/swiftui/presentationbackgroundinteraction).
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String
  let detent: PresentationDetent?
  public static let automatic = PresentationBackgroundInteraction(name: "automatic", detent: nil)
  public static let enabled = PresentationBackgroundInteraction(name: "enabled", detent: nil)
  public static let disabled = PresentationBackgroundInteraction(name: "disabled", detent: nil)
  /// Touches reach the view behind while the sheet is at `detent` or smaller.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled", detent: detent)
  }
}

/// What a toolbar is for, which sets how its back button is titled on iOS
/// (developer.apple.com/documentation/swiftui/toolbarrole).
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

nonisolated extension View {
  /// Accepted and ignored: an iPhone's sheets are as wide as the screen.
  ///
  /// ```swift
  /// .sheet(isPresented: $editing) { EditForm().presentationSizing(.form) }
  /// ```
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }

  /// Accepted and ignored: a presented view is drawn in a sheet.
  ///
  /// ```swift
  /// .popover(isPresented: $showsTip) { Tip().presentationCompactAdaptation(.popover) }
  /// ```
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

  /// Accepted and ignored: a presented view is drawn in a sheet.
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
    -> some View
  { self }

  /// Accepted and ignored: nothing is touched in a snapshot.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

  /// Accepted and ignored: a snapshot's navigation bar titles its back button as the default
  /// role does.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
