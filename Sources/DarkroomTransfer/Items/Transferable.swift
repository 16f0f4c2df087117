import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// A type whose values can be dragged, dropped, shared, copied and exported, as SwiftUI's
/// `Transferable` (Core Transferable) describes it: the type lists its representations, most
/// faithful first.
///
/// ```swift
/// struct Recipe: Codable, Transferable {
///   var name: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .json)
///     ProxyRepresentation(exporting: \.name)
///   }
/// }
/// ```
public protocol Transferable {
  /// The kind of representation the type declares.
  associatedtype Representation: TransferRepresentation
  /// The representations, most faithful first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of turning a transferable item into data of a content type and back, or a group
/// of such ways.
public protocol TransferRepresentation<Item>: Sendable {
  /// The transferable type this represents.
  associatedtype Item: Transferable
  /// The representation this one is made of; `Never` for the built-in ones.
  associatedtype Body: TransferRepresentation
  /// The representation this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
  public static var transferRepresentation: Never {
    preconditionFailure("Never has no transfer representation")
  }
}

extension Never: TransferRepresentation {
  public typealias Item = Never
}

extension TransferRepresentation where Body == Never {
  public var body: Never { preconditionFailure("\(Self.self) is a built-in representation and has no body") }
}

/// Composes the representations of a `transferRepresentation` property.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }

  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R { representation }

  public static func buildBlock<each R: TransferRepresentation>(
    _ representations: repeat each R
  ) -> TupleTransferRepresentation<Item> {
    var parts: [any TransferRepresentation] = []
    for representation in repeat each representations { parts.append(representation) }
    return TupleTransferRepresentation(parts: parts)
  }

  public static func buildEither<First: TransferRepresentation>(first: First) -> EitherTransferRepresentation<Item> {
    EitherTransferRepresentation(chosen: first)
  }

  public static func buildEither<Second: TransferRepresentation>(second: Second) -> EitherTransferRepresentation<Item> {
    EitherTransferRepresentation(chosen: second)
  }

  public static func buildLimitedAvailability<R: TransferRepresentation>(
    _ representation: R
  ) -> EitherTransferRepresentation<Item> {
    EitherTransferRepresentation(chosen: representation)
  }
}

/// Several representations of one item, in the order they were written.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
  public typealias Body = Never
  let parts: [any TransferRepresentation]
}

/// The branch of an `if` that was taken.
public struct EitherTransferRepresentation<Item: Transferable>: TransferRepresentation {
  public typealias Body = Never
  let chosen: any TransferRepresentation
}
