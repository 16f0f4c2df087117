/// A switch with a label, drawn at rest in iOS's default look: the label on the leading
/// side, the 51 × 31 point switch on the trailing side, green (or the tint) when on. It
/// takes the whole width it is offered.
///
/// ```swift
/// Toggle(isOn: $darkBackground) { Text("Switch to dark") }
/// Toggle("Airplane Mode", isOn: .constant(false))
/// ```
public nonisolated struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style

  /// A toggle with a label of any views.
  ///
  /// ```swift
  /// Toggle(isOn: $isOn) { Text("Notifications") }
  /// ```
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The label on the leading side and the switch on the trailing side.
  /// The toggle as its style draws it: a label and a switch by default.
  public var body: some View {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
    StyledControlBody(style: style, keyPath: \.toggleStyle, configuration: configuration) {
      AnyView(SwitchToggleStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "Toggle", detail: nil))
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a ``ToggleStyle`` is drawing, for a style that adds to the look around it:
  /// inside the style's `makeBody`, it is drawn in the style above (the platform's switch
  /// when there is none), never in the same style again.
  ///
  /// ```swift
  /// struct CardToggleStyle: ToggleStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Toggle(configuration).padding().background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
  ///   }
  /// }
  /// ```
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled with text.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle labelled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// The switch itself: a capsule track with a round white thumb and its soft shadow.
nonisolated struct SwitchTrack: View {
  let isOn: Bool
  let onColor: AnyShapeStyle?
  let colorScheme: ColorScheme

  private static let size = CGSize(width: 51, height: 31)
  private static let thumbInset: CGFloat = 2

  var body: some View {
    let track: AnyShapeStyle =
      isOn
      ? (onColor ?? AnyShapeStyle(Color.green))
      : AnyShapeStyle(Color(storage: .system(.systemFill)))
    let thumb = SwitchTrack.size.height - 2 * SwitchTrack.thumbInset
    return Capsule()
      .fill(track)
      .frame(width: SwitchTrack.size.width, height: SwitchTrack.size.height)
      .overlay(alignment: isOn ? .trailing : .leading) {
        Circle()
          .fill(Color.white)
          .frame(width: thumb, height: thumb)
          .shadow(color: .black.opacity(0.15), radius: 2, y: 2)
          .padding(SwitchTrack.thumbInset)
      }
  }
}
