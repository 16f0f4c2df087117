/// A part of an app's interface the system manages, as SwiftUI's `Scene`
/// (developer.apple.com/documentation/swiftui/scene): a window group, or scenes made of
/// other scenes.
///
/// ```swift
/// struct MainScene: Scene {
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene

  /// The content of the scene.
  @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {
  /// Never has no body, as a view, a scene or a gesture.
  nonisolated public var body: Never {
    fatalError("Never has no body")
  }
}

nonisolated extension Scene where Body == Never {
  /// Scenes Darkroom knows by their type have no body; asking for it is a programming error.
  public var body: Never {
    fatalError("\(Self.self) is a primitive scene and has no body")
  }
}

/// Builds an app's scenes from the statements of a closure, as SwiftUI's `SceneBuilder`.
///
/// ```swift
/// @SceneBuilder var scenes: some Scene {
///   WindowGroup { ContentView() }
///   WindowGroup("Receipt", id: "receipt") { ReceiptView() }
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }

  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(content: content)
  }

  public static func buildEither<First: Scene, Second: Scene>(first: First) -> EitherScene<First, Second> {
    EitherScene(first: first, second: nil)
  }

  public static func buildEither<First: Scene, Second: Scene>(second: Second) -> EitherScene<First, Second> {
    EitherScene(first: nil, second: second)
  }
}

/// Several scenes side by side, from a ``SceneBuilder`` block.
public nonisolated struct TupleScene<each Content: Scene>: Scene {
  public typealias Body = Never
  let scenes: (repeat each Content)

  init(_ scenes: repeat each Content) {
    self.scenes = (repeat each scenes)
  }
}

/// A scene shown only when a condition holds, from an `if` in a ``SceneBuilder``.
public nonisolated struct OptionalScene<Content: Scene>: Scene {
  public typealias Body = Never
  let content: Content?
}

/// One of two scenes, from an `if`/`else` in a ``SceneBuilder``.
public nonisolated struct EitherScene<First: Scene, Second: Scene>: Scene {
  public typealias Body = Never
  let first: First?
  let second: Second?
}
