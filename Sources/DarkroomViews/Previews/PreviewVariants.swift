/// One way to show a view in ``PreviewVariants``: a name and a change to the view.
///
/// ```swift
/// let german = PreviewVariant(name: "German") { AnyView($0.environment(\.locale, Locale(identifier: "de_DE"))) }
/// ```
public struct PreviewVariant: Sendable {
  /// The name added to the view's name: `"<view>, <variant>"`.
  public let name: String
  let apply: @Sendable (AnyView) -> AnyView

  public init(name: String, apply: @escaping @Sendable (AnyView) -> AnyView) {
    self.name = name
    self.apply = apply
  }

  /// The view unchanged.
  public static let standard = PreviewVariant(name: "Light") { $0 }
  /// Dark appearance.
  public static let dark = PreviewVariant(name: "Dark") { AnyView($0.preferredColorScheme(.dark)) }
  /// Right-to-left layout.
  public static let rightToLeft = PreviewVariant(name: "RTL") { AnyView($0.environment(\.layoutDirection, .rightToLeft)) }
  /// The largest accessibility text size.
  public static let largeText = PreviewVariant(name: "Large Text") { AnyView($0.dynamicTypeSize(.accessibility3)) }
  /// The device turned to landscape.
  public static let landscape = PreviewVariant(name: "Landscape") {
    AnyView($0.previewInterfaceOrientation(.landscapeLeft))
  }
  /// Light, dark, right-to-left, large text and landscape.
  public static let all: [PreviewVariant] = [.standard, .dark, .rightToLeft, .largeText, .landscape]
}

/// Crosses views with named variants, so every view is previewed (and snapshotted) light,
/// dark, right to left, with large text and in landscape, each with a name.
///
/// ```swift
/// struct ReceiptCard_Previews: PreviewProvider {
///   static var previews: some View {
///     PreviewVariants(layout: .sizeThatFits) {
///       ReceiptCard(receipt: .paid).previewVariant(named: "Card - Paid")
///       ReceiptCard(receipt: .refunded).previewVariant(named: "Card - Refunded")
///     }
///   }
/// }
/// ```
///
/// Each view gets the name `"<view name>, <variant name>"`; a view without a name is called
/// `View <n>`.
public nonisolated struct PreviewVariants<Content: View>: View, PreviewChildrenContainer {
  let content: Content
  let layout: PreviewLayout?
  let variants: [PreviewVariant]

  public init(
    layout: PreviewLayout? = nil, variants: [PreviewVariant] = PreviewVariant.all,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.layout = layout
    self.variants = variants
  }

  public var body: some View {
    let children = PreviewChildren.of(content)
    return ForEach(Array(children.enumerated()), id: \.offset) { index, child in
      let name = PreviewAttributes.of(child).displayName ?? "View \(index + 1)"
      ForEach(variants.indices, id: \.self) { variantIndex in
        let variant = variants[variantIndex]
        variant.apply(child)
          .modifier(PreviewAttributeModifier(
            attributes: PreviewAttributes(displayName: "\(name), \(variant.name)", layout: layout), overriding: true))
      }
    }
  }
}
