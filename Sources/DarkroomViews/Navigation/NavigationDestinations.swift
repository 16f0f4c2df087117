/// The screens a navigation stack pushes: the destinations its screens register, and the
/// path (or presented destination) that says which to show.

/// A destination registered with `navigationDestination(for:destination:)`: it makes the
/// screen for a path element of its type, and for no other.
struct NavigationDestination {
  let makeScreen: (AnyHashable) -> AnyView?
}

/// The destinations registered in a screen, in the order its views appear.
struct NavigationDestinationsKey: PreferenceKey {
  static var defaultValue: [NavigationDestination] { [] }
  static func reduce(value: inout [NavigationDestination], nextValue: () -> [NavigationDestination]) {
    value += nextValue()
  }
}

/// A screen pushed by `navigationDestination(isPresented:)` or `navigationDestination(item:)`
/// whose binding is set at render time: the first one in the screen wins.
struct PresentedDestinationKey: PreferenceKey {
  static var defaultValue: AnyView? { nil }
  static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    value = value ?? nextValue()
  }
}

/// Hides the back button of the screen it is in.
struct BackButtonHiddenKey: PreferenceKey {
  static var defaultValue: Bool? { nil }
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
    value = nextValue() ?? value
  }
}

nonisolated extension View {
  /// Registers the screen a stack pushes for path elements of type `D`: when the stack's
  /// `path` holds such values at render time, the screen for the last one is shown, with a
  /// back button titled after the screen below.
  ///
  /// ```swift
  /// NavigationStack(path: .constant([Recipe.pancakes])) {
  ///   RecipeList()
  ///     .navigationTitle("Recipes")
  ///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
  /// }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let registered = NavigationDestination { element in
      (element.base as? D).map { AnyView(destination($0)) }
    }
    return preference(key: NavigationDestinationsKey.self, value: [registered])
  }

  /// Pushes `destination` when `isPresented` is true at render time.
  ///
  /// ```swift
  /// List { … }
  ///   .navigationDestination(isPresented: .constant(true)) { ReceiptDetail() }
  /// ```
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    preference(key: PresentedDestinationKey.self, value: isPresented.wrappedValue ? AnyView(destination()) : nil)
  }

  /// Pushes the destination for `item` when it holds a value at render time.
  ///
  /// ```swift
  /// List { … }
  ///   .navigationDestination(item: $selectedOrder) { OrderDetail(order: $0) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    preference(key: PresentedDestinationKey.self, value: item.wrappedValue.map { AnyView(destination($0)) })
  }

  /// Hides the back button of this screen when it is pushed.
  ///
  /// ```swift
  /// CheckoutDone().navigationBarBackButtonHidden()
  /// ```
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }
}

/// The back button of a pushed screen: a left chevron and the title of the screen below, or
/// "Back" when that screen has no title, in the tint colour.
nonisolated struct BackButton: View {
  let title: Text?

  var body: some View {
    HStack(spacing: 5) {
      ChevronGlyph(pointsLeft: true)
        .stroke(style: StrokeStyle(lineWidth: 2.6, lineCap: .round, lineJoin: .round))
        .frame(width: 10, height: 19)
      (title ?? Text("Back")).lineLimit(1)
    }
    .padding(.leading, -8)
    .modifier(ControlName(name: "BackButton", detail: nil))
  }
}
