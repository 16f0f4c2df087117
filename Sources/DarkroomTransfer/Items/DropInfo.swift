import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// What a drop would do with the dragged items.
public enum DropOperation: Sendable, Hashable {
  /// The drop is cancelled.
  case cancel
  /// The target does not take the items.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
}

/// A drop target's answer to where a drag is now.
///
/// ```swift
/// func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
/// ```
public struct DropProposal: Sendable, Hashable {
  /// What the drop would do.
  public let operation: DropOperation

  public init(operation: DropOperation) { self.operation = operation }
}

/// The dragged items over a drop target, and where.
///
/// ```swift
/// let info = DropInfo(location: CGPoint(x: 10, y: 20), itemProviders: [NSItemProvider(object: "Milk" as NSString)])
/// info.hasItemsConforming(to: [.plainText])   // true
/// ```
public struct DropInfo: @unchecked Sendable {
  /// Where the drag is, in the target's coordinate space.
  public let location: CGPoint
  let providers: [NSItemProvider]

  /// Dragged items at `location`. SwiftUI makes these during a drag; Darkroom lets a test make
  /// them to call a `DropDelegate`.
  public init(location: CGPoint, itemProviders: [NSItemProvider]) {
    self.location = location
    providers = itemProviders
  }

  /// Whether some item offers a type conforming to one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// Whether some item offers a type conforming to one of the types `typeIdentifiers` names.
  public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
    !itemProviders(for: typeIdentifiers).isEmpty
  }

  /// The items offering a type conforming to one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    itemProviders(for: contentTypes.map(\.identifier))
  }

  /// The items offering a type conforming to one of the types `typeIdentifiers` names.
  public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
    providers.filter { provider in typeIdentifiers.contains(where: provider.hasItemConformingToTypeIdentifier) }
  }
}

/// A drop target's behaviour, as `onDrop(of:delegate:)` takes it. Only `performDrop(info:)` is
/// required. As in the iOS SDK it is isolated to the main actor, so a delegate may call the
/// app's main-actor models.
///
/// ```swift
/// struct ListDrop: DropDelegate {
///   func performDrop(info: DropInfo) -> Bool { !info.itemProviders(for: [.plainText]).isEmpty }
/// }
/// ```
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the target takes a drop of these items.
  func validateDrop(info: DropInfo) -> Bool
  /// Takes the items; returns whether the drop succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// The drag came over the target.
  func dropEntered(info: DropInfo)
  /// The drag moved over the target; `nil` keeps the last proposal.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drag left the target.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}
