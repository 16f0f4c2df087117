import Foundation

/// The shape of the container it is drawn in, inset to where it sits: a widget's or a
/// button's rounded rectangle on a device. A render draws no container shape around
/// ordinary views, so here it is the rectangle of its frame, as SwiftUI draws it where no
/// container declares a shape
/// (developer.apple.com/documentation/swiftui/containerrelativeshape).
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.gradient)
/// ContainerRelativeShape().inset(by: 4).fill(.white)
/// ```
public nonisolated struct ContainerRelativeShape: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Rectangle().inset(by: insetAmount).path(in: rect)
  }

  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}
