/// One edge of a rectangle, named by layout direction: `leading` is the left edge in
/// left-to-right layouts and the right edge in right-to-left ones.
///
/// ```swift
/// Text("Inbox").padding(.leading, 20)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  ///
  /// ```swift
  /// Text("Title").padding([.top, .horizontal], 12)
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge of a rectangle, in points.
///
/// ```swift
/// Text("Card").padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
/// ```
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets on each edge; unnamed edges are zero.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on the given edges and zero elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}

/// The leading or trailing edge, as a swipe or an alignment names it.
///
/// ```swift
/// Row().swipeActions(edge: .leading) { Button("Pin") {} }
/// ```
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// The top or bottom edge.
///
/// ```swift
/// Row().listRowSeparator(.hidden, edges: .bottom)
/// ```
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
