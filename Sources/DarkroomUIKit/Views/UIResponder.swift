import DarkroomViews
import Foundation

/// The root of UIKit's responder chain, as view code meets it: an app delegate declared as
/// `UIResponder, UIApplicationDelegate`, views and controllers that become or resign first
/// responder. A render has no keyboard and no events, so nothing becomes first responder
/// (developer.apple.com/documentation/uikit/uiresponder).
///
/// Responders are equal only to themselves, as `NSObject`s are by default, so arrays of
/// views and controllers can be searched (`firstIndex(of:)`).
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
/// }
/// let index = pages.firstIndex(of: page)
/// ```
@MainActor
open class UIResponder: Hashable {
  public init() {}

  /// Whether `object` is this responder; override it, with `hash`, for another equality.
  nonisolated open func isEqual(_ object: Any?) -> Bool {
    (object as AnyObject?) === self
  }

  /// The responder's hash, consistent with `isEqual(_:)`.
  nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
    lhs.isEqual(rhs)
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The next responder in the chain: none here.
  open var next: UIResponder? { nil }

  /// Whether the responder can take the keyboard's focus.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder can give the focus up.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder has the keyboard's focus: never, in a render.
  open var isFirstResponder: Bool { false }

  /// Asks for the keyboard's focus; a render has none to give, so the answer is `false`.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives the focus up; the responder never had it, so the answer is `true`.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
