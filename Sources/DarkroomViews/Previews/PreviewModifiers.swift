/// Records a preview attribute on a view; it changes nothing in the render.
nonisolated struct PreviewAttributeModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let attributes: PreviewAttributes
  /// Whether these attributes win over those set inside (as ``PreviewVariants`` names do).
  var overriding = false

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    content.nodes(in: context)
  }
}

nonisolated extension View {
  /// Names this preview: the name of its snapshot and sidecar.
  ///
  /// ```swift
  /// ReceiptCard(receipt: .sample).previewDisplayName("Paid")
  /// ```
  public func previewDisplayName(_ name: String?) -> some View {
    modifier(PreviewAttributeModifier(attributes: PreviewAttributes(displayName: name)))
  }

  /// Lays this preview out on the device's screen, at its ideal size, or on a fixed canvas.
  ///
  /// ```swift
  /// Badge().previewLayout(.sizeThatFits)
  /// ```
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    modifier(PreviewAttributeModifier(attributes: PreviewAttributes(layout: layout)))
  }

  /// Shows this preview on a device, named as Xcode names simulators; `nil` for the default.
  ///
  /// ```swift
  /// Screen().previewDevice("iPhone SE (3rd generation)")
  /// ```
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    modifier(PreviewAttributeModifier(attributes: PreviewAttributes(device: device)))
  }

  /// Turns the preview device: landscape swaps the screen's width and height.
  ///
  /// ```swift
  /// Screen().previewInterfaceOrientation(.landscapeLeft)
  /// ```
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    modifier(PreviewAttributeModifier(attributes: PreviewAttributes(orientation: orientation)))
  }

  /// Names one variant of a preview, inside ``PreviewVariants``: the same as
  /// ``previewDisplayName(_:)``, which `PreviewVariants` extends with each variant's name.
  ///
  /// ```swift
  /// PreviewVariants { ReceiptCard(receipt: .sample).previewVariant(named: "Card - Paid") }
  /// ```
  public func previewVariant(named name: String) -> some View {
    previewDisplayName(name)
  }
}

/// Reads the preview attributes applied to a view, through the modifiers wrapped around it.
protocol PreviewAttributeCarrier {
  var previewAttributes: PreviewAttributes { get }
}

nonisolated extension ModifiedContent: PreviewAttributeCarrier where Content: View, Modifier: ViewModifier {
  var previewAttributes: PreviewAttributes {
    let inner = PreviewAttributes.of(content)
    guard let modifier = modifier as? PreviewAttributeModifier else { return inner }
    // The modifier nearest the view wins, as with SwiftUI's preview modifiers.
    return modifier.overriding ? modifier.attributes.merged(over: inner) : inner.merged(over: modifier.attributes)
  }
}

extension AnyView: PreviewAttributeCarrier {
  var previewAttributes: PreviewAttributes { PreviewAttributes.of(view) }
}

extension PreviewAttributes {
  /// The preview attributes applied to `view` by modifiers around it.
  ///
  /// ```swift
  /// PreviewAttributes.of(Text("A").previewDisplayName("A")).displayName   // "A"
  /// ```
  public static func of(_ view: any View) -> PreviewAttributes {
    (view as? any PreviewAttributeCarrier)?.previewAttributes ?? PreviewAttributes()
  }
}
