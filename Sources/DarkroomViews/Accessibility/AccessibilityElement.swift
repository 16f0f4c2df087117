/// One element of a rendered view as assistive technologies meet it: what is read, its
/// traits and where it is.
///
/// ```swift
/// for element in try ImageRenderer(content: LoginScreen()).accessibilityElements() {
///   print(element.label, element.traits.names, element.frame)
/// }
/// ```
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  public var label: String
  public var value: String?
  public var hint: String?
  public var identifier: String?
  public var traits: AccessibilityTraits
  /// The element's frame in points, in the render's coordinates.
  public var frame: CGRect
  /// The names of its custom actions (`.accessibilityAction(named:)`,
  /// `.accessibilityActions { … }`), as VoiceOver's Actions rotor lists them.
  public var customActions: [String]
  /// Where VoiceOver activates it, in the render's coordinates: the centre of ``frame``
  /// unless `.accessibilityActivationPoint` moves it.
  public var activationPoint: CGPoint
  /// Where a touch finds it, in the render's coordinates: its ``frame``.
  public var hitRegion: CGRect

  /// An element; the activation point is the frame's centre and the hit region the frame
  /// unless given.
  ///
  /// ```swift
  /// let delete = AccessibilityElement(label: "Delete", traits: .isButton, frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  /// ```
  public init(
    label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil, traits: AccessibilityTraits = [],
    frame: CGRect, customActions: [String] = [], activationPoint: CGPoint? = nil, hitRegion: CGRect? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.frame = frame
    self.customActions = customActions
    self.activationPoint = activationPoint ?? CGPoint(x: frame.midX, y: frame.midY)
    self.hitRegion = hitRegion ?? frame
  }

  public var description: String {
    var parts = ["\"\(label)\""]
    if let value { parts.append("value \"\(value)\"") }
    if !traits.names.isEmpty { parts.append(traits.names.joined(separator: ",")) }
    if let identifier { parts.append("id \(identifier)") }
    return parts.joined(separator: " ")
  }
}
