/// A type that produces previews of views, as SwiftUI's `PreviewProvider`: Darkroom finds
/// every conforming type in the test binary and snapshots each view of `previews`, with no
/// test code.
///
/// ```swift
/// struct ReceiptCard_Previews: PreviewProvider {
///   static var previews: some View {
///     Group {
///       ReceiptCard(receipt: .sample).previewDisplayName("Paid")
///       ReceiptCard(receipt: .refunded).previewDisplayName("Refunded")
///     }
///     .previewLayout(.sizeThatFits)
///   }
/// }
/// ```
///
/// Each child of a `Group`, `ForEach` or multi-statement builder in `previews` becomes its
/// own snapshot. Conforming types must not be generic. In release builds the optimiser may
/// remove types nothing references unless they are `public`; debug builds (and `swift test`)
/// keep every preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview; every child becomes its own snapshot.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are meant for; accepted so SwiftUI code compiles.
  static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is meant for, as SwiftUI spells it; recorded, not used.
///
/// ```swift
/// static var platform: PreviewPlatform? { .iOS }
/// ```
public enum PreviewPlatform: Sendable, Hashable {
  case iOS, macOS, tvOS, watchOS, visionOS
}
