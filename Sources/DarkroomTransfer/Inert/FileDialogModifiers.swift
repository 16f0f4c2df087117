import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// The system's document browser and export sheets belong to the system, not the app: the
/// modifiers are accepted so that view files compile unchanged, and the view draws as it is
/// beneath the sheet.
nonisolated extension View {
  /// Accepted and ignored: the document browser is the system's, shown over the app.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the document browser is the system's, shown over the app.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the document browser is the system's, shown over the app.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View { self }

  /// Accepted and ignored: the export sheet is the system's, shown over the app.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the export sheet is the system's, shown over the app.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the export sheet is the system's, shown over the app.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument { self }

  /// Accepted and ignored: the export sheet is the system's, shown over the app.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { self }

  /// Accepted and ignored: the export sheet is the system's, shown over the app.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable { self }

  /// Accepted and ignored: the move sheet is the system's, shown over the app.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the move sheet is the system's, shown over the app.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL { self }
}
