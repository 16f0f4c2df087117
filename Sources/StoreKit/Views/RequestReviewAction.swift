import DarkroomViews

/// Asks for a rating, as SwiftUI's `requestReview` environment value does
/// (developer.apple.com/documentation/storekit/requestreviewaction): nothing is shown in a
/// snapshot, and each call is counted in `StoreCatalog.reviewRequestCount`.
///
/// ```swift
/// @Environment(\.requestReview) private var requestReview
/// Button("Rate the App") { requestReview() }
/// ```
public struct RequestReviewAction: Sendable {
  /// Asks for a rating; counted.
  public func callAsFunction() {
    StoreCatalog.recordReviewRequest()
  }
}

private struct RequestReviewKey: EnvironmentKey {
  static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
  /// Asks for a rating; counted, nothing is shown.
  ///
  /// ```swift
  /// @Environment(\.requestReview) private var requestReview
  /// ```
  public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
