import Foundation

/// The root of UIKit's responder chain, as view code meets it: an app delegate declared as
/// `UIResponder, UIApplicationDelegate`, views and controllers that become or resign first
/// responder. A render has no keyboard and no events, so nothing becomes first responder
/// (developer.apple.com/documentation/uikit/uiresponder).
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
/// }
/// ```
@MainActor
open class UIResponder {
  public init() {}

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
