import DarkroomViews

extension Button {
  /// A button that runs an intent, as in an interactive widget: tapping it in a run starts
  /// `perform()`.
  ///
  /// ```swift
  /// Button(intent: AddWater()) { Image(systemName: "plus") }
  /// ```
  public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
    self.init(action: { Task { _ = try? await intent.perform() } }, label: label)
  }
}

extension Button where Label == Text {
  /// A button labelled with text that runs an intent.
  public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
    self.init(intent: intent) { Text(titleKey) }
  }

  /// A button labelled with a string value that runs an intent.
  @_disfavoredOverload
  public init<Intent: AppIntent, Title: StringProtocol>(_ title: Title, intent: Intent) {
    self.init(intent: intent) { Text(title) }
  }
}

extension Button where Label == DarkroomViews.Label<Text, Image> {
  /// A button with a title and an SF Symbol that runs an intent.
  public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: Intent) {
    self.init(intent: intent) { DarkroomViews.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle {
  /// A toggle showing `isOn` that runs an intent when tapped, as in an interactive widget,
  /// where the intent changes the state the next timeline entry shows.
  ///
  /// ```swift
  /// Toggle(isOn: task.isDone, intent: CompleteTask(id: task.id)) { Text(task.title) }
  /// ```
  public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
    self.init(isOn: Binding(get: { isOn }, set: { _ in Task { _ = try? await intent.perform() } }), label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled with text that runs an intent when tapped.
  public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }

  /// A toggle labelled with a string value that runs an intent when tapped.
  @_disfavoredOverload
  public init<Intent: AppIntent, Title: StringProtocol>(_ title: Title, isOn: Bool, intent: Intent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}
