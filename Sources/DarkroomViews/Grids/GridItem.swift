/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(photos) { Thumbnail($0) } }
/// ```
public struct GridItem: Sendable {
  /// How wide the column is.
  public enum Size: Sendable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of the space left, between the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Works out the tracks (columns of a vertical grid, rows of a horizontal one) for a length.
enum GridTracks {
  static let defaultSpacing: CGFloat = 8

  /// The lengths of the tracks and the spacing after each, for `length` points.
  static func resolve(_ items: [GridItem], length: CGFloat) -> (lengths: [CGFloat], spacings: [CGFloat]) {
    var lengths: [CGFloat] = []
    var spacings: [CGFloat] = []
    var flexible: [Int] = []
    for item in items {
      let spacing = item.spacing ?? defaultSpacing
      switch item.size {
      case .fixed(let value):
        lengths.append(max(0, value.isFinite ? value : 0))
        spacings.append(spacing)
      case .flexible:
        flexible.append(lengths.count)
        lengths.append(0)
        spacings.append(spacing)
      case .adaptive(let minimum, _):
        let minimum = max(1, minimum.isFinite ? minimum : 1)
        let count = max(1, Int(((length + spacing) / (minimum + spacing)).rounded(.down)))
        for _ in 0..<min(count, 1_000) {
          flexible.append(lengths.count)
          lengths.append(0)
          spacings.append(spacing)
        }
      }
    }
    guard !lengths.isEmpty else { return ([], []) }
    spacings[spacings.count - 1] = 0
    let used = lengths.reduce(0, +) + spacings.reduce(0, +)
    let share = flexible.isEmpty ? 0 : max(0, length - used) / CGFloat(flexible.count)
    for index in flexible {
      var value = share
      if case .flexible(let minimum, let maximum) = items[min(index, items.count - 1)].size {
        value = min(max(value, minimum.isFinite ? minimum : 0), maximum)
      }
      lengths[index] = value
    }
    return (lengths, spacings)
  }
}
