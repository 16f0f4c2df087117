/// Whether content scales to fit inside a space or to fill it.
///
/// ```swift
/// Image(bitmap: photo).resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit
  case fill
}
