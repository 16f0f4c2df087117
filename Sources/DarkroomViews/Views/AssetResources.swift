import Foundation

/// A colour set in an asset catalog, as the asset symbols Xcode generates name it
/// (developer.apple.com/documentation/developertoolssupport/colorresource). Code generated
/// for a catalog declares one static member per colour set; `Color(.brand)` draws it.
///
/// ```swift
/// extension ColorResource {
///   static let brand = ColorResource(name: "Brand", bundle: .module)
/// }
/// Text("Darkroom").foregroundStyle(Color(.brand))
/// ```
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  public let name: String
  /// The bundle whose resources hold the catalog.
  public let bundle: Bundle

  /// The colour set `name` in `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An image set in an asset catalog, as the asset symbols Xcode generates name it
/// (developer.apple.com/documentation/developertoolssupport/imageresource).
///
/// ```swift
/// extension ImageResource {
///   static let logo = ImageResource(name: "Logo", bundle: .module)
/// }
/// Image(.logo)
/// ```
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String
  /// The bundle whose resources hold the catalog.
  public let bundle: Bundle

  /// The image set `name` in `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour of an asset catalog's colour set, named by its generated symbol; clear
  /// when the catalog has no such set, as `Color(_:bundle:)`.
  ///
  /// ```swift
  /// Rectangle().fill(Color(.brand))
  /// ```
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Image {
  /// The image of an asset catalog's image set, named by its generated symbol; a missing
  /// image draws nothing, as `Image(_:bundle:)`.
  ///
  /// ```swift
  /// Image(.logo).resizable().scaledToFit()
  /// ```
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension UIColor {
  /// The colour of an asset catalog's colour set, named by its generated symbol; clear when
  /// there is no such set.
  ///
  /// ```swift
  /// let brand = UIColor(resource: .brand)
  /// ```
  public convenience init(resource: ColorResource) {
    self.init(color: Color(resource))
  }
}
