nonisolated extension View {
  /// The iOS 13 way to put buttons in the navigation bar: drawn as toolbar items at the
  /// leading and trailing ends.
  ///
  /// ```swift
  /// List { … }.navigationBarItems(leading: EditButton(), trailing: Button("Add") {})
  /// ```
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .topBarLeading) { leading }
      ToolbarItem(placement: .topBarTrailing) { trailing }
    }
  }

  /// Buttons at the leading end of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
  }

  /// Buttons at the trailing end of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
  }
}
