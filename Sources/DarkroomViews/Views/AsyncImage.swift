import Foundation
import Synchronization

/// An image loaded from a URL, at rest: nothing is downloaded in a snapshot, so it shows its
/// placeholder (the `.empty` phase), or an image a test registered for the URL with
/// ``registerImage(_:for:)`` (the `.success` phase).
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in
///   image.resizable().scaledToFill()
/// } placeholder: {
///   Color.gray.opacity(0.2)
/// }
/// ```
public nonisolated struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: (AsyncImagePhase) -> Content

  /// An image shown through `content` for each phase.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.url = url
    self.content = content
  }

  public var body: some View {
    content(AsyncImageRegistry.phase(for: url))
  }

  /// Makes `bitmap` the image loaded from `url` in every render after this call, as if it had
  /// been downloaded.
  ///
  /// ```swift
  /// AsyncImage.registerImage(try PNG.decode(file: "Fixtures/avatar.png"), for: avatarURL)
  /// ```
  public static func registerImage(_ bitmap: Bitmap, for url: URL) {
    AsyncImageRegistry.images.withLock { $0[url] = bitmap }
  }
}

extension AsyncImage {
  /// The image, or a placeholder while it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    let choose: (AsyncImagePhase) -> _ConditionalContent<I, P> = { phase in
      if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
      return ViewBuilder.buildEither(second: placeholder())
    }
    self.url = url
    self.content = choose
  }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
  /// The image, or a grey placeholder while it loads.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale, content: { $0 }, placeholder: { Color(storage: .system(.secondarySystemFill)) })
  }
}

/// Where an `AsyncImage` is in its loading.
public enum AsyncImagePhase: @unchecked Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

enum AsyncImageRegistry {
  static let images = Mutex<[URL: Bitmap]>([:])

  static func phase(for url: URL?) -> AsyncImagePhase {
    guard let url, let bitmap = images.withLock({ $0[url] }) else { return .empty }
    return .success(Image(bitmap: bitmap))
  }
}
