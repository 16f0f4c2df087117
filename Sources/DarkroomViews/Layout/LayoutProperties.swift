/// What a custom `Layout` tells the views inside it about itself, as SwiftUI's
/// `LayoutProperties` (developer.apple.com/documentation/swiftui/layoutproperties).
///
/// ```swift
/// struct Column: Layout {
///   static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .vertical  // a Spacer inside grows vertically
///     return properties
///   }
///   // sizeThatFits and placeSubviews …
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, if it is a stack: `Spacer`s grow and
  /// `Divider`s lie as in an `HStack` or `VStack` on that axis. `nil` by default.
  public var stackOrientation: Axis?

  /// Properties of a layout that is not a stack.
  public init() {
    stackOrientation = nil
  }
}
