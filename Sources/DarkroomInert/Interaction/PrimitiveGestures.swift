import DarkroomViews
import Foundation

/// SwiftUI's primitive gestures, with the values and settings it gives them
/// (developer.apple.com/documentation/swiftui/gestures). None is recognised in a still frame,
/// so none of their values is ever made.

/// Accepted and ignored: a tap, or `count` taps in a row.
///
/// ```swift
/// Card().gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never
  /// How many taps in a row the gesture needs.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }
}

/// Accepted and ignored: a tap that reports where it landed.
///
/// ```swift
/// Canvas { … }.gesture(SpatialTapGesture().onEnded { marks.append($0.location) })
/// ```
public struct SpatialTapGesture: Gesture {
  public typealias Body = Never
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  /// How many taps in a row the gesture needs.
  public var count: Int
  /// The space `location` is measured in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps, located in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

/// Accepted and ignored: a press held for `minimumDuration` seconds; its value is whether
/// the press is still down.
///
/// ```swift
/// LongPressGesture(minimumDuration: 1).onEnded { _ in showsMenu = true }
/// ```
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move before the press fails, in points.
  public var maximumDistance: CGFloat

  /// A press of at least `minimumDuration` seconds that moves less than `maximumDistance`.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// Accepted and ignored: a drag of at least `minimumDistance` points.
///
/// ```swift
/// Handle().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: Gesture {
  public typealias Body = Never
  /// Where a drag is and how fast it moves.
  public struct Value: Equatable, Sendable {
    /// When the drag reached this point.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag began.
    public var startLocation: CGPoint
    /// How fast the finger moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now, given its speed.
    public var predictedEndLocation: CGPoint

    /// How far the finger has moved since the drag began.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// How far the drag would have moved where it is predicted to end.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// How far the finger must move before the drag begins, in points.
  public var minimumDistance: CGFloat
  /// The space the drag's locations are measured in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that begins after `minimumDistance` points, located in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// Accepted and ignored: a pinch whose value is the scale since it began (iOS 13's name;
/// ``MagnifyGesture`` is iOS 17's).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public typealias Body = Never
  /// The smallest change of scale that counts.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after a change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// Accepted and ignored: a pinch.
///
/// ```swift
/// Photo().gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
  public typealias Body = Never
  /// How far the pinch has scaled and where it began.
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The scale since the pinch began: 1 at its start.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the pinch began, in points.
    public var startLocation: CGPoint
  }
  /// The smallest change of scale that counts.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after a change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// Accepted and ignored: a two-finger rotation whose value is the angle since it began
/// (iOS 13's name; ``RotateGesture`` is iOS 17's).
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public typealias Body = Never
  /// The smallest change of angle that counts.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}

/// Accepted and ignored: a two-finger rotation.
///
/// ```swift
/// Dial().gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
  public typealias Body = Never
  /// How far the rotation has turned and where it began.
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The angle since the rotation began.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// Where the rotation began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the rotation began, in points.
    public var startLocation: CGPoint
  }
  /// The smallest change of angle that counts.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}
