/// Makes a class a SwiftData model, as SwiftData's `@Model`
/// (developer.apple.com/documentation/swiftdata/model()): the class conforms to
/// ``PersistentModel`` and its stored properties are its attributes.
///
/// ```swift
/// @Model final class Trip {
///   var name: String
///   @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///   init(name: String) { self.name = name }
/// }
/// ```
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "DarkroomPreviewMacros", type: "ModelMacro")

/// How an attribute is stored, as SwiftData's `@Attribute`: uniqueness, external storage and
/// the rest are kept by the schema and do not change what is drawn.
///
/// ```swift
/// @Attribute(.unique) var code: String
/// ```
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
  #externalMacro(module: "DarkroomPreviewMacros", type: "AttributeMacro")

/// A relationship to other models, as SwiftData's `@Relationship`. The property holds the
/// related objects as any stored property does; the delete rule is accepted, and deleting
/// an object leaves the related ones in their context here.
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
/// ```
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "DarkroomPreviewMacros", type: "RelationshipMacro")

/// A property that is not stored, as SwiftData's `@Transient`.
@attached(peer)
public macro Transient() = #externalMacro(module: "DarkroomPreviewMacros", type: "TransientMacro")

/// The models a container stores, as SwiftData's `Schema`.
///
/// ```swift
/// let schema = Schema([Trip.self, Stop.self])
/// ```
public struct Schema: Sendable {
  /// The model types, in the order given.
  public let entities: [String]
  let types: [ObjectIdentifier]

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    entities = types.map { "\($0)" }
    self.types = types.map { ObjectIdentifier($0) }
  }

  public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  /// A schema's version, as SwiftData's `Schema.Version`.
  public struct Version: Hashable, Sendable {
    public let major: Int, minor: Int, patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
  }

  /// What an attribute's options are.
  public enum Attribute {
    /// How an attribute is stored.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by name: String) -> Option { Option(name: "transformable") }
    }
  }

  /// What a relationship's options are.
  public enum Relationship {
    /// How a relationship is stored.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
    }

    /// What deleting an object does to the objects it relates to.
    public enum DeleteRule: Hashable, Sendable {
      case cascade, deny, noAction, nullify
    }
  }
}
