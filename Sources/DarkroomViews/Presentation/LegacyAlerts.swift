/// The alerts and action sheets of iOS 13 and 14, still common in apps: `Alert` and
/// `ActionSheet` values returned from `.alert(isPresented:content:)` and
/// `.actionSheet(isPresented:content:)`, drawn as the newer modifiers draw them.

/// An alert described as a value.
///
/// ```swift
/// .alert(isPresented: $failed) {
///   Alert(title: Text("Upload failed"), message: Text("Try again later."),
///         dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?

    /// A button in the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil)
    }

    /// A cancel button with its own label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel)
    }

    /// A cancel button labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel)
    }

    /// A destructive button, drawn in red.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive)
    }
  }
}

/// An action sheet described as a value; an iPhone shows it as a confirmation dialog.
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///   ActionSheet(title: Text("Photo"), buttons: [.default(Text("Camera")), .cancel()])
/// }
/// ```
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An action sheet with a title, an optional message and its buttons.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  public typealias Button = Alert.Button
}

/// The buttons of a value-described alert, as the newer modifiers take them.
private nonisolated struct LegacyAlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      Button(role: buttons[index].role, action: {}) { buttons[index].label }
    }
  }
}

nonisolated extension View {
  /// Presents the alert `content` returns while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presenting(isPresented.wrappedValue ? Self.presentation(of: content()) : nil)
  }

  /// Presents the alert for `item` while it holds a value.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    presenting(item.wrappedValue.map { Self.presentation(of: content($0)) })
  }

  /// Presents the action sheet `content` returns while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    presenting(isPresented.wrappedValue ? Self.presentation(of: content()) : nil)
  }

  /// Presents the action sheet for `item` while it holds a value.
  public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
    presenting(item.wrappedValue.map { Self.presentation(of: content($0)) })
  }

  private static func presentation(of alert: Alert) -> Presentation {
    Presentation(
      kind: .alert, title: alert.title, content: AnyView(LegacyAlertButtons(buttons: alert.buttons)),
      message: alert.message.map { AnyView($0) })
  }

  private static func presentation(of sheet: ActionSheet) -> Presentation {
    Presentation(
      kind: .confirmationDialog, title: sheet.title, content: AnyView(LegacyAlertButtons(buttons: sheet.buttons)),
      message: sheet.message.map { AnyView($0) })
  }
}
