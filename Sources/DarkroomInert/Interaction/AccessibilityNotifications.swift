import DarkroomViews
import Foundation

/// Accepted and ignored: the notifications an app posts to assistive apps (VoiceOver), as
/// `AccessibilityNotification.Announcement("Saved").post()` writes them. A snapshot has no
/// assistive app listening, so posting does nothing
/// (developer.apple.com/documentation/accessibility/accessibilitynotification).
///
/// ```swift
/// AccessibilityNotification.Announcement("Upload finished").post()
/// ```
public enum AccessibilityNotification {
  /// An announcement for an assistive app to speak.
  public struct Announcement: Sendable {
    /// The words to announce.
    public let announcement: AttributedString

    public init(_ announcement: String) { self.announcement = AttributedString(announcement) }
    public init(_ announcement: AttributedString) { self.announcement = announcement }
    public init(_ announcement: NSAttributedString) { self.announcement = AttributedString(announcement) }

    /// Posts the announcement; nothing listens in a snapshot.
    public func post() {}
  }

  /// That a part of the screen's layout changed.
  public struct LayoutChanged: Sendable {
    public init() {}
    /// Posts the notification; nothing listens in a snapshot.
    public func post() {}
  }

  /// That a new view took over most of the screen.
  public struct ScreenChanged: Sendable {
    public init() {}
    /// Posts the notification; nothing listens in a snapshot.
    public func post() {}
  }

  /// That a scroll finished, with what the assistive app should say about the new position.
  public struct PageScrolled: Sendable {
    /// What to say about the new position.
    public let text: AttributedString

    public init(_ text: String) { self.text = AttributedString(text) }
    public init(_ text: AttributedString) { self.text = text }

    /// Posts the notification; nothing listens in a snapshot.
    public func post() {}
  }
}
