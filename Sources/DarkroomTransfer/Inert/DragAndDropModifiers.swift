import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// Drag and drop happens under a finger, never in a still snapshot: the modifiers are
/// accepted so that view files compile unchanged, and draw the view as it is at rest.
nonisolated extension View {
  /// Accepted and ignored: a drag starts only under a finger.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// Accepted and ignored: a drag and its preview exist only under a finger.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    self
  }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

  /// Accepted and ignored: a drag starts only under a finger.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

  /// Accepted and ignored: a drag and its preview exist only under a finger.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View { self }

  /// Accepted and ignored: nothing is dropped in a snapshot.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }

  /// Accepted and ignored: the provider is asked for only when the view is dragged or copied.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
}
