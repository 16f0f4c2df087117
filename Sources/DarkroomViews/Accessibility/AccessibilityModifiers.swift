/// What accessibility modifiers record on a view: nothing is drawn differently, and the
/// accessibility tree of a render (``ImageRenderer/accessibilityElements()``) reads it.
struct AccessibilityInfo {
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var isHidden: Bool?
  var children: AccessibilityChildBehavior?
  var sortPriority: Double?
  var representation: AnyView?
  var headingLevel: AccessibilityHeadingLevel?
  /// The names of `.accessibilityAction(named:)` and `.accessibilityActions { … }`, in order.
  var customActions: [String] = []
  /// Set with `.accessibilityActivationPoint`; the frame's centre otherwise.
  var activationPoint: AccessibilityActivationPoint?
  /// What a built-in view is by itself (a text's string, a slider's value); the modifiers
  /// above override it.
  var builtIn: BuiltInAccessibility?
  /// Set on a list row's frame: a control inside is hit anywhere in the row, as on iOS.
  var isListRow = false
}

/// Where an element is activated: a point in the element's own frame, or a unit point of it.
enum AccessibilityActivationPoint {
  case point(CGPoint)
  case unit(UnitPoint)
}

/// Traits that tell assistive technologies what an element is.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// Set on sliders and steppers, and by `.accessibilityAdjustableAction`: VoiceOver adjusts
  /// the element with a swipe up or down (UIKit's `UIAccessibilityTraits.adjustable`).
  public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 17)

  /// The traits' names, for reports.
  public var names: [String] {
    let all: [(AccessibilityTraits, String)] = [
      (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
      (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"),
      (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
      (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
      (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
      (.isAdjustable, "adjustable"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}

/// How an element treats the elements inside it.
public enum AccessibilityChildBehavior: Hashable, Sendable {
  /// The children are hidden; the element speaks for them.
  case ignore
  /// The children's labels are combined into the element's.
  case combine
  /// The children stay elements inside this container.
  case contain
}

/// A heading's level.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
  func accessibility(_ change: @escaping (inout AccessibilityInfo) -> Void) -> some View {
    modifier(TraitModifier { node in
      var info = node.accessibility ?? AccessibilityInfo()
      change(&info)
      node.accessibility = info
    })
  }

  /// The label assistive technologies read for this view.
  ///
  /// ```swift
  /// Image(systemName: "trash").accessibilityLabel("Delete")
  /// ```
  public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.plainText } }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }

  /// The value read after the label, such as a slider's percentage.
  public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.plainText } }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }

  /// What happens when the element is activated, read after a pause.
  public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.plainText } }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }

  /// Adds traits, such as `.isButton` or `.isHeader`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.addedTraits.formUnion(traits) } }

  /// Removes traits the view would otherwise have.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.removedTraits.formUnion(traits) } }

  /// Hides the view from assistive technologies.
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

  /// Makes the view one element, choosing what happens to the elements inside it.
  ///
  /// ```swift
  /// HStack { Image(systemName: "star"); Text("Favourite") }.accessibilityElement(children: .combine)
  /// ```
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { $0.children = children }
  }

  /// Orders elements: higher priorities are read first.
  public func accessibilitySortPriority(_ priority: Double) -> some View { accessibility { $0.sortPriority = priority } }

  /// An identifier for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }

  /// Marks the view as a heading.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibility {
      $0.headingLevel = level
      $0.addedTraits.insert(.isHeader)
    }
  }

  /// Describes the view to assistive technologies as `representation` would be, while
  /// drawing the view itself.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    let view = AnyView(representation())
    return accessibility { $0.representation = view }
  }

  /// Where VoiceOver activates the element, in its own coordinates; the centre of its
  /// frame unless set.
  ///
  /// ```swift
  /// Slider(value: $volume).accessibilityActivationPoint(CGPoint(x: 20, y: 22))
  /// ```
  public func accessibilityActivationPoint(_ point: CGPoint) -> some View {
    accessibility { $0.activationPoint = .point(point) }
  }

  /// Where VoiceOver activates the element, as a unit point of its frame.
  ///
  /// ```swift
  /// Row().accessibilityActivationPoint(.leading)
  /// ```
  public func accessibilityActivationPoint(_ point: UnitPoint) -> some View {
    accessibility { $0.activationPoint = .unit(point) }
  }

  /// The older form of ``accessibilityLabel(_:)-5ckxe``.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// The older form of ``accessibilityHidden(_:)``.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  /// The older form of ``accessibilityIdentifier(_:)``.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
