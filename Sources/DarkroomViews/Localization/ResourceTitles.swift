/// Controls titled by a ``LocalizedStringResource``, as iOS 16 added them: the resource is
/// looked up when the title is drawn, like `Text(_:)` with one.
///
/// ```swift
/// extension LocalizedStringResource { static let done = LocalizedStringResource("done", defaultValue: "Done") }
/// Button(.done) { dismiss() }
/// Label(.done, systemImage: "checkmark")
/// ```
extension Button where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleResource) }
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleResource) }
  }
}

extension Button where Label == DarkroomViews.Label<Text, Image> {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { DarkroomViews.Label(titleResource, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { DarkroomViews.Label(titleResource, systemImage: systemImage) }
  }
}

extension Label where Title == Text, Icon == Image {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(name) })
  }
}

extension Toggle where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleResource) }
  }
}
