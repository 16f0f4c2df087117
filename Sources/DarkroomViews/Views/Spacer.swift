/// Empty space that grows along its stack's axis (both ways outside a stack), pushing its
/// neighbours apart; it is never shorter than `minLength` (8 points by default).
///
/// ```swift
/// HStack {
///   Text("Name")
///   Spacer()
///   Text("Value")
/// }
/// ```
public nonisolated struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  /// The shortest the spacer gets; `nil` for the platform's spacing.
  public var minLength: CGFloat?

  /// A spacer never shorter than `minLength` (8 points when `nil`).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      LayoutNode(
        rule: SpacerLayout(minLength: minLength, axis: context.stackAxis), role: .container, name: "Spacer",
        detail: minLength.map { "min \(formatPoints($0))" }, context: context)
    ]
  }
}
