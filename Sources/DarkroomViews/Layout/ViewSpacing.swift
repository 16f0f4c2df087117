/// The distance a view wants to its neighbours in a stack with no `spacing:` given.
///
/// SwiftUI's spacing also depends on the kinds of view that meet (text next to text differs
/// from text next to a control); here every view asks for the platform's 8 points and a
/// `Spacer` for none, and two neighbours get the larger of their wishes.
struct ViewSpacing: Equatable {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// The platform's default distance between views (8 points on iOS).
  static let defaultDistance: CGFloat = 8
  static let standard = ViewSpacing(top: defaultDistance, leading: defaultDistance, bottom: defaultDistance, trailing: defaultDistance)
  static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The distance from this view to the next one along `axis`.
  func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }
}
