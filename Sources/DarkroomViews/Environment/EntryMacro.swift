/// Declares an environment value in one line, as SwiftUI's `@Entry` does: inside an
/// extension of ``EnvironmentValues``, the variable becomes a value views read with
/// `@Environment(\.name)` and set with `.environment(\.name, value)`, its initial value the
/// default (developer.apple.com/documentation/swiftui/entry()). Inside an extension of
/// `FocusedValues` it declares a focused value, written optional with no default.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var cardStyle: CardStyle = .plain
///   @Entry var highlight: Color? // defaults to nil
/// }
///
/// struct Card: View {
///   @Environment(\.cardStyle) private var style
///   var body: some View { Text(style == .plain ? "Plain" : "Bold") }
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "DarkroomPreviewMacros", type: "EntryMacro")
