import DarkroomViews

extension Image {
  /// How an image's pixels are turned or flipped to show it upright
  /// (developer.apple.com/documentation/swiftui/image/orientation).
  ///
  /// ```swift
  /// Image(decorative: photo, scale: 2, orientation: .right)
  /// ```
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up = 0
    case upMirrored = 2
    case down = 6
    case downMirrored = 4
    case left = 1
    case leftMirrored = 3
    case right = 7
    case rightMirrored = 5

    /// The same turn as UIKit names it.
    var uiKit: UIImage.Orientation {
      switch self {
      case .up: .up
      case .upMirrored: .upMirrored
      case .down: .down
      case .downMirrored: .downMirrored
      case .left: .left
      case .leftMirrored: .leftMirrored
      case .right: .right
      case .rightMirrored: .rightMirrored
      }
    }
  }

  /// An image of a Core Graphics image's pixels, `scale` pixels a point, turned upright
  /// by `orientation`, that assistive technologies skip.
  ///
  /// ```swift
  /// if let cgImage = UIImage(named: "photo")?.cgImage {
  ///   Image(decorative: cgImage, scale: 2).resizable().scaledToFit()
  /// }
  /// ```
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(bitmap: cgImage.bitmap.turned(orientation.uiKit), scale: scale > 0 && scale.isFinite ? scale : 1)
    isDecorative = true
  }

  /// An image of a Core Graphics image's pixels, read by assistive technologies as `label`.
  ///
  /// ```swift
  /// Image(chart, scale: 2, label: Text("Weekly steps"))
  /// ```
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(bitmap: cgImage.bitmap.turned(orientation.uiKit), scale: scale > 0 && scale.isFinite ? scale : 1)
    // The name an image reads when it has no label of its own.
    assetName = label.plainText
  }
}

extension UIImage {
  /// How a UIKit image's pixels are turned or flipped to show it upright
  /// (developer.apple.com/documentation/uikit/uiimage/orientation).
  public enum Orientation: Int, Sendable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }

  /// An image of a Core Graphics image's pixels, one a point.
  ///
  /// ```swift
  /// let thumbnail = UIImage(cgImage: context.makeImage()!)
  /// ```
  public convenience init(cgImage: CGImage) {
    self.init(bitmap: cgImage.bitmap, scale: 1)
  }

  /// An image of a Core Graphics image's pixels, `scale` pixels a point, turned upright by
  /// `orientation`.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: cgImage.bitmap.turned(orientation), scale: scale)
  }

  /// The image's pixels as a Core Graphics image; `nil` for a symbol or an empty image.
  public var cgImage: CGImage? {
    image?.source.map(CGImage.init(source:))
  }

  /// How the image's pixels were turned; images here are stored upright.
  public var imageOrientation: Orientation { .up }
}

extension Bitmap {
  /// The pixels as they are shown for `turn`: `.right` turns them a quarter clockwise,
  /// `.left` a quarter anticlockwise, and the mirrored turns flip them across first.
  func turned(_ turn: UIImage.Orientation) -> Bitmap {
    guard turn != .up, width > 0, height > 0, bytes.count == width * height * 4 else { return self }
    let quarter = [.left, .leftMirrored, .right, .rightMirrored].contains(turn)
    let newWidth = quarter ? height : width, newHeight = quarter ? width : height
    var output = [UInt8](repeating: 0, count: bytes.count)
    for y in 0..<newHeight {
      for x in 0..<newWidth {
        let (sourceX, sourceY): (Int, Int)
        switch turn {
        case .up: (sourceX, sourceY) = (x, y)
        case .upMirrored: (sourceX, sourceY) = (width - 1 - x, y)
        case .down: (sourceX, sourceY) = (width - 1 - x, height - 1 - y)
        case .downMirrored: (sourceX, sourceY) = (x, height - 1 - y)
        case .right: (sourceX, sourceY) = (y, height - 1 - x)
        case .left: (sourceX, sourceY) = (width - 1 - y, x)
        case .leftMirrored: (sourceX, sourceY) = (y, x)
        case .rightMirrored: (sourceX, sourceY) = (width - 1 - y, height - 1 - x)
        }
        let from = (sourceY * width + sourceX) * 4, to = (y * newWidth + x) * 4
        output[to] = bytes[from]
        output[to + 1] = bytes[from + 1]
        output[to + 2] = bytes[from + 2]
        output[to + 3] = bytes[from + 3]
      }
    }
    return Bitmap(width: newWidth, height: newHeight, scale: scale, bytes: output)
  }
}
