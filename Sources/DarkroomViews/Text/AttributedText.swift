import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI reads when it draws an `AttributedString`
  /// (developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes): set
  /// them as properties of the string or of a range of it.
  ///
  /// ```swift
  /// var total = AttributedString("Total: 12.50")
  /// total.font = .headline
  /// if let amount = total.range(of: "12.50") { total[amount].foregroundColor = .green }
  /// Text(total)
  /// ```
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }

    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes, for `AttributedString(_:including:)` and `AttributeContainer`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes as properties: `string.foregroundColor = .red`.
  public subscript<Key: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, Key>
  ) -> Key {
    self[Key.self]
  }
}

extension Text {
  /// Text from an attributed string: each run drawn with its SwiftUI attributes (font,
  /// foreground colour, underline and strikethrough, kerning or tracking, baseline offset),
  /// its inline presentation (bold, italic, code, strikethrough), and links in the tint
  /// colour. Other attributes are ignored, as SwiftUI ignores those it does not read; a
  /// run's background colour is not drawn here yet.
  ///
  /// ```swift
  /// var name = AttributedString("Ada")
  /// name.font = .body.bold()
  /// Text("Signed in as ") + Text(name)
  /// ```
  // Foundation on Linux lets a string literal make an `AttributedString`; a literal is a
  // localized key here, as with Apple's Foundation.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var runs: [TextRun] = []
    for run in attributedContent.runs {
      var text = TextRun(string: String(attributedContent[run.range].characters))
      typealias SwiftUI = AttributeScopes.SwiftUIAttributes
      text.font = run[SwiftUI.FontAttribute.self]
      text.foreground = run[SwiftUI.ForegroundColorAttribute.self].map { AnyShapeStyleBox($0) }
      if let style = run[SwiftUI.StrikethroughStyleAttribute.self] { text.strikethrough = .some(style) }
      if let style = run[SwiftUI.UnderlineStyleAttribute.self] { text.underline = .some(style) }
      text.kerning = run[SwiftUI.KerningAttribute.self] ?? run[SwiftUI.TrackingAttribute.self] ?? 0
      text.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self] ?? 0
      if let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
        text.apply(intent.markdownStyle)
      }
      if run.link != nil { text.isLink = true }
      runs.append(text)
    }
    self.runs = runs.isEmpty ? [TextRun(string: "")] : runs
  }
}
