/// How a snapshot's sidecar groups it.
///
/// ```swift
/// content.snapshotGroup("Checkout")     // a name
/// content.snapshotGroup(.module)        // the preview's module
/// content.snapshotGroup(.default)       // the generated group
/// ```
public enum SnapshotGroup: Sendable, Hashable, ExpressibleByStringLiteral {
  case named(String)
  case module
  case `default`
  public init(stringLiteral value: String) { self = .named(value) }
}

/// The canvas a review service shows a snapshot on; it does not change the pixels.
public enum SnapshotCanvasTheme: String, Sendable, Hashable, Codable {
  case light, dark
}

/// How a snapshot is captured. Darkroom has one renderer, so every mode renders the same
/// way; the mode is recorded in the sidecar's context.
public enum SnapshotRenderingMode: String, Sendable, Hashable {
  case coreAnimation, uiView, window
}

/// The snapshot options a preview's views set with the `.snapshot…` modifiers, combined:
/// later (outer) modifiers win for single values, tags and context merge.
public struct SnapshotPreferences: Sendable, Hashable {
  public var tags: [String: String] = [:]
  public var additionalContext: [String: SnapshotContextValue] = [:]
  public var group: SnapshotGroup?
  public var diffThreshold: Double?
  public var canvasTheme: SnapshotCanvasTheme?
  public var precision: Float?
  public var perceptualPrecision: Float?
  public var accessibility: Bool?
  public var renderingMode: SnapshotRenderingMode?

  public init() {}

  /// `other`'s settings over these.
  mutating func merge(_ other: SnapshotPreferences) {
    tags.merge(other.tags) { _, new in new }
    additionalContext = SnapshotContextValue.merge(additionalContext, other.additionalContext)
    group = other.group ?? group
    diffThreshold = other.diffThreshold ?? diffThreshold
    canvasTheme = other.canvasTheme ?? canvasTheme
    precision = other.precision ?? precision
    perceptualPrecision = other.perceptualPrecision ?? perceptualPrecision
    accessibility = other.accessibility ?? accessibility
    renderingMode = other.renderingMode ?? renderingMode
  }
}

/// The preference the `.snapshot…` modifiers set; read it after layout with
/// `ImageRenderer.preferenceValue(SnapshotPreferencesKey.self)`.
public struct SnapshotPreferencesKey: PreferenceKey {
  public static var defaultValue: SnapshotPreferences { SnapshotPreferences() }
  public static func reduce(value: inout SnapshotPreferences, nextValue: () -> SnapshotPreferences) {
    value.merge(nextValue())
  }
}

nonisolated extension View {
  private func snapshotPreference(_ change: @escaping (inout SnapshotPreferences) -> Void) -> some View {
    transformPreference(SnapshotPreferencesKey.self) { value in
      var own = SnapshotPreferences()
      change(&own)
      value.merge(own)
    }
  }

  /// Adds tags to the snapshot's sidecar; repeated modifiers merge, the outer one winning.
  ///
  /// ```swift
  /// MapView().snapshotTags(["screen": "map"])
  /// ```
  public func snapshotTags(_ tags: [String: String]) -> some View {
    snapshotPreference { $0.tags = tags }
  }

  /// Adds keys to the sidecar's `context`; they override the generated ones.
  ///
  /// ```swift
  /// MapView().snapshotAdditionalContext(["fixture": "city-route"])
  /// ```
  public func snapshotAdditionalContext(_ context: [String: SnapshotContextValue]) -> some View {
    snapshotPreference { $0.additionalContext = context }
  }

  /// Sets the sidecar's `group`; a blank name keeps the generated group.
  ///
  /// ```swift
  /// MapView().snapshotGroup(.module)
  /// ```
  public func snapshotGroup(_ group: SnapshotGroup) -> some View {
    snapshotPreference { $0.group = group }
  }

  /// Sets the sidecar's `group` to a name; a blank name keeps the generated group.
  ///
  /// ```swift
  /// MapView().snapshotGroup("Navigation")
  /// ```
  public func snapshotGroup(_ name: String) -> some View {
    snapshotGroup(.named(name))
  }

  /// The share of pixels a review service lets change before it flags the image.
  ///
  /// ```swift
  /// MapView().snapshotDiffThreshold(0.05)
  /// ```
  public func snapshotDiffThreshold(_ threshold: Double) -> some View {
    snapshotPreference { $0.diffThreshold = threshold }
  }

  /// The canvas a review service shows the image on.
  ///
  /// ```swift
  /// Badge().snapshotCanvasTheme(.dark)
  /// ```
  public func snapshotCanvasTheme(_ theme: SnapshotCanvasTheme) -> some View {
    snapshotPreference { $0.canvasTheme = theme }
  }

  /// The precision the snapshot is compared with (the sidecar's `diff_threshold` is
  /// `1 − precision` unless set).
  ///
  /// ```swift
  /// Chart().snapshotPrecision(0.99)
  /// ```
  public func snapshotPrecision(_ precision: Float, perceptualPrecision: Float? = nil) -> some View {
    snapshotPreference {
      $0.precision = precision
      $0.perceptualPrecision = perceptualPrecision
    }
  }

  /// Marks the snapshot as an accessibility variant; recorded in the sidecar.
  ///
  /// ```swift
  /// Form().snapshotAccessibility(true)
  /// ```
  public func snapshotAccessibility(_ enabled: Bool) -> some View {
    snapshotPreference { $0.accessibility = enabled }
  }

  /// Accepted for code written for other tools; recorded in the sidecar's context.
  ///
  /// ```swift
  /// MapView().snapshotRenderingMode(.window)
  /// ```
  public func snapshotRenderingMode(_ mode: SnapshotRenderingMode) -> some View {
    snapshotPreference { $0.renderingMode = mode }
  }
}
