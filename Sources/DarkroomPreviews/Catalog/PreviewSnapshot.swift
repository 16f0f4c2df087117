import DarkroomUI

/// One snapshot of a preview: one child of a provider's `previews` or of a `#Preview`'s
/// body, with the name it is recorded and exported under.
///
/// ```swift
/// for preview in PreviewCatalog.discover().snapshots {
///   print(preview.name, preview.fileName)
/// }
/// ```
public struct PreviewSnapshot: Sendable, Hashable, CustomStringConvertible {
  /// Where a preview comes from.
  public enum Container: Sendable, Hashable {
    /// A `PreviewProvider` type: its name inside its module.
    case provider(typeName: String)
    /// A `#Preview`: its file (`Module/File.swift`) and line.
    case macro(fileID: String, line: Int)
  }

  /// The module that declares the preview.
  public let module: String
  public let container: Container
  /// The child's position among its container's previews.
  public let index: Int
  /// The `#Preview`'s own name, if it has one.
  public let macroName: String?
  /// What the child's preview modifiers set (display name, layout, device, orientation).
  public let attributes: PreviewAttributes
  /// The `#Preview`'s traits.
  public let traits: [PreviewTrait]
  /// `Module/File.swift:Display Name` (or `Module/Type:Display Name`), made unique with
  /// `_N`; never mangled.
  public internal(set) var name: String
  /// ``name`` with every character other than letters, digits, `.`, `_` and `-` replaced by
  /// `_`: the base of the `.png` and `.json` files.
  public internal(set) var fileName: String
  let source: PreviewSource

  /// The name the preview was given: the child's `.previewDisplayName`, else the
  /// `#Preview`'s name.
  public var displayName: String? { attributes.displayName ?? macroName }

  /// The layout the preview asks for; `nil` for the device's width.
  public var layout: PreviewLayout? {
    attributes.layout ?? traits.lazy.compactMap(\.layout).last
  }

  /// The orientation the preview asks for, if any.
  public var orientation: InterfaceOrientation? {
    attributes.orientation ?? traits.lazy.compactMap(\.orientation).last
  }

  /// The `#Preview`'s line, if it is one.
  public var line: Int? {
    if case .macro(_, let line) = container { return line }
    return nil
  }

  /// The `#Preview`'s file, or the provider's module and type: the first half of ``name``.
  public var containerName: String {
    switch container {
    case .provider(let typeName): "\(module)/\(typeName)"
    case .macro(let fileID, _): fileID
    }
  }

  /// Makes the view to render; runs the user's `previews` (or the macro's body) again.
  public func makeView() -> AnyView {
    let children = source.children()
    return index < children.count ? children[index] : AnyView(EmptyView())
  }

  public var description: String { name }

  public static func == (a: PreviewSnapshot, b: PreviewSnapshot) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The type a preview comes from, to make its views again.
struct PreviewSource: @unchecked Sendable {
  // Metatypes are immutable; the box only hides them from the checker.
  let type: any Any.Type

  func children() -> [AnyView] {
    if let provider = type as? any PreviewProvider.Type { return Self.children(of: provider) }
    if let registry = type as? any PreviewRegistry.Type { return PreviewChildren.of(registry.makePreview().makeView()) }
    return []
  }

  private static func children<P: PreviewProvider>(of provider: P.Type) -> [AnyView] {
    PreviewChildren.of(callOnRenderThread(provider) { $0.previews })
  }
}
