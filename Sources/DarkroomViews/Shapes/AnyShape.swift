/// A shape with its type erased, for choosing between shapes at run time.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// ```
public nonisolated struct AnyShape: Shape {
  private let makePath: @Sendable (CGRect) -> Path
  private let fit: @Sendable (ProposedViewSize) -> CGSize

  /// Erases the type of `shape`.
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    fit = { shape.sizeThatFits($0) }
  }

  public func path(in rect: CGRect) -> Path { makePath(rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
}
