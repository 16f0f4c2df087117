import Foundation

nonisolated extension View {
  /// Shows an inspector while `isPresented` is true. In an iPhone's compact width iOS shows it
  /// as a sheet, and so does a snapshot (developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)).
  ///
  /// ```swift
  /// Reader(book).inspector(isPresented: $showsDetails) { BookDetails(book) }
  /// ```
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Sets the inspector's width in a regular-width layout; an iPhone shows the inspector as a
  /// sheet of the screen's width, so the width is accepted and not used.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

  /// Sets the inspector's fixed width in a regular-width layout; accepted, as above.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
