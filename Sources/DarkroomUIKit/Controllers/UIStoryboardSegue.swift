import DarkroomViews
import Foundation

/// A storyboard transition between two controllers, as `prepare(for:sender:)` receives it.
/// No storyboard is read here, so segues are only the ones code makes; performing one
/// shows nothing (developer.apple.com/documentation/uikit/uistoryboardsegue).
///
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///   (segue.destination as? DetailController)?.item = selected
/// }
/// ```
@MainActor
open class UIStoryboardSegue {
  /// The segue's name in the storyboard.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Accepted: a still frame shows no transition.
  open func perform() {}
}
