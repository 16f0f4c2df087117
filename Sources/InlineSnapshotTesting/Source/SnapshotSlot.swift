/// Where in a call the snapshot closure an ``InlineSnapshotSyntaxDescriptor`` describes is,
/// or where it goes when it is not there yet.
///
/// A closure whose label is the descriptor's (or one of its deprecated labels) is the
/// snapshot; so is such an argument whose value is `nil`, a place left empty for it. Otherwise the descriptor's `trailingClosureOffset` counts from the first
/// trailing closure, the way Swift passes them: closures written as the last arguments
/// inside the parentheses count as trailing closures too.
///
/// ```swift
/// // assertCustomInlineSnapshot { "Hello" } is: { … }   with trailingClosureOffset 1
/// SnapshotSlot.find(in: call, for: descriptor)   // .trailingClosure(1)
/// ```
enum SnapshotSlot: Equatable, Sendable {
  /// The snapshot is the argument at this index.
  case argument(Int)
  /// The snapshot is the trailing closure at this index (0 is the unlabeled one).
  case trailingClosure(Int)
  /// The call has no snapshot closure: it goes in as trailing closure number `position`,
  /// before the closure now at that position, or after the last one.
  case missing(position: Int)

  static func find(in call: LocatedCall, for descriptor: InlineSnapshotSyntaxDescriptor) -> SnapshotSlot {
    if let index = call.arguments.firstIndex(where: {
      ($0.isClosure || $0.isNil) && descriptor.isLabel($0.label)
    }) {
      return .argument(index)
    }
    if let index = call.trailingClosures.indices.dropFirst().first(where: {
      descriptor.isLabel(call.trailingClosures[$0].label)
    }) {
      return .trailingClosure(index)
    }
    var firstTrailing = call.arguments.count
    while firstTrailing > 0, call.arguments[firstTrailing - 1].isClosure { firstTrailing -= 1 }
    let target = firstTrailing + descriptor.trailingClosureOffset
    if target < call.arguments.count { return .argument(target) }
    let position = target - call.arguments.count
    if position == 0, !call.trailingClosures.isEmpty { return .trailingClosure(0) }
    return .missing(position: position)
  }
}

extension InlineSnapshotSyntaxDescriptor {
  /// Whether a closure with this label holds the snapshot.
  func isLabel(_ label: String?) -> Bool {
    guard let label else { return false }
    return label == trailingClosureLabel || deprecatedTrailingClosureLabels.contains(label)
  }
}
