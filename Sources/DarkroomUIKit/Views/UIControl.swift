import DarkroomViews

/// A view that turns touches into actions, as UIKit's `UIControl`: here for repository views
/// built on one. It keeps its state and runs the actions added with ``addAction(_:for:)``
/// when ``sendActions(for:)`` is called; a still frame is never touched.
///
/// ```swift
/// let button = UIControl()
/// button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// ```
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// How content sits across a control.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  /// How content sits up and down a control.
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  public var isEnabled = true
  public var isSelected = false
  public var isHighlighted = false
  public var contentHorizontalAlignment = ContentHorizontalAlignment.center
  public var contentVerticalAlignment = ContentVerticalAlignment.center
  private var actions: [(action: UIAction, events: Event)] = []

  /// The control's state, from its flags.
  public var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Runs `action` when the control sends one of `events`.
  public func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// Stops running `action` for `events`.
  public func removeAction(_ action: UIAction, for events: Event) {
    actions.removeAll { $0.action === action && !$0.events.intersection(events).isEmpty }
  }

  /// Runs the actions added for any of `events`, in the order they were added.
  public func sendActions(for events: Event) {
    for entry in actions where !entry.events.intersection(events).isEmpty {
      entry.action.handler(entry.action)
    }
  }
}

/// An action with a title and image, as UIKit's `UIAction`: for controls and menus.
open class UIAction {
  public let title: String
  public let image: UIImage?
  let handler: (UIAction) -> Void

  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}

/// The key a keyboard shows for return, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How much a view resists being made smaller or larger than its content, as UIKit's
/// `UILayoutPriority`; kept, as views here are laid out by SwiftUI's rules.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension UIView {
  /// Kept: how much the view resists being made smaller than its content along `axis`.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutPriorities[LayoutPriorityKey(axis: axis, hugging: false)] = priority
  }

  /// Kept: how much the view resists being made larger than its content along `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutPriorities[LayoutPriorityKey(axis: axis, hugging: true)] = priority
  }

  /// The compression resistance set for `axis`; UIKit's default, 750, unless set.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutPriorities[LayoutPriorityKey(axis: axis, hugging: false)] ?? .defaultHigh
  }

  /// The hugging priority set for `axis`; UIKit's default, 250, unless set.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutPriorities[LayoutPriorityKey(axis: axis, hugging: true)] ?? .defaultLow
  }
}

struct LayoutPriorityKey: Hashable {
  let axis: NSLayoutConstraint.Axis
  let hugging: Bool
}
