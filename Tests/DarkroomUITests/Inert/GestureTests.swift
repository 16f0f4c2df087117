import DarkroomUI
import Foundation
import Testing

@testable import DarkroomInert
@testable import DarkroomViews

/// A card dragged with a `@GestureState` offset, as apps write one: where it rests is where
/// a still frame draws it.
private struct DraggableCard: View {
  var withGestures = true
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var isPressing = false
  @State private var position = CGSize(width: 10, height: 5)

  var body: some View {
    let card = RoundedRectangle(cornerRadius: 8)
      .fill(isPressing ? Color.red : Color.blue)
      .frame(width: 60, height: 40)
      .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
    if withGestures {
      card
        .gesture(
          DragGesture(minimumDistance: 4)
            .updating($dragOffset) { value, state, transaction in
              state = value.translation
              transaction.animation = .interactiveSpring()
            }
            .onEnded { value in
              position.width += value.translation.width
              position.height += value.translation.height
            }
        )
        .simultaneousGesture(
          LongPressGesture(minimumDuration: 0.3).updating($isPressing) { current, state, _ in state = current }
        )
        .highPriorityGesture(TapGesture(count: 2).onEnded { position = .zero })
    } else {
      card
    }
  }
}

/// A photo pinched and turned at once, tapped twice or pressed and dragged: every combinator.
private struct PhotoViewer: View {
  var withGestures = true
  @GestureState(resetTransaction: Transaction(animation: .default)) private var scale: CGFloat = 1
  @GestureState private var angle = Angle.zero
  @GestureState private var lastTap: CGPoint? = nil
  @State private var isLiked = false

  private var pinchAndTurn: some Gesture {
    MagnifyGesture()
      .simultaneously(with: RotateGesture())
      .updating($scale) { value, state, _ in state = value.first?.magnification ?? 1 }
      .onEnded { value in isLiked = (value.second?.rotation.degrees ?? 0) > 90 }
  }

  private var pressThenDrag: some Gesture<SequenceGesture<LongPressGesture, DragGesture>.Value> {
    LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
      if case .second(true, let drag?) = value { isLiked = drag.translation.width > 0 }
    }
  }

  var body: some View {
    let photo = Rectangle().fill(isLiked ? Color.pink : Color.green)
      .frame(width: 50, height: 50)
      .scaleEffect(scale)
      .rotationEffect(angle)
    if withGestures {
      photo
        .gesture(pinchAndTurn)
        .gesture(pressThenDrag, including: .gesture)
        .gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { _ in isLiked.toggle() })
        .gesture(SpatialTapGesture(coordinateSpace: .global).updating($lastTap) { value, state, _ in state = value.location })
        .gesture(MagnificationGesture().simultaneously(with: RotationGesture()).map { $0.first ?? 1 })
        .gesture(AnyGesture(DragGesture().map { _ in () }), including: .all)
    } else {
      photo
    }
  }
}

/// A gesture of the app's own, made of others through its body.
private struct SwipeDown: Gesture {
  var body: some Gesture<Bool> {
    DragGesture(minimumDistance: 20).map { $0.translation.height > 100 }
  }
}

/// Gestures as SwiftUI declares them (developer.apple.com/documentation/swiftui/gestures):
/// the code apps write compiles, no gesture is recognised, and a view draws what it draws
/// without its gestures.
@MainActor @Suite struct GestureTests {
  @Test func aDraggedCardDrawsWhereItRestsAsWithoutItsGestures() throws {
    let dragged = try drawnPixels(DraggableCard().frame(width: 100, height: 60, alignment: .topLeading))
    let plain = try drawnPixels(DraggableCard(withGestures: false).frame(width: 100, height: 60, alignment: .topLeading))
    #expect(dragged.hasSamePixels(as: plain))
    // The card rests 10 points right of and 5 below its place, in blue: not pressed.
    #expect(dragged[40, 25].blue > 200 && dragged[40, 25].red < 100)
    #expect(dragged[5, 25] == .white)
  }

  @Test func combinedGesturesDrawWhatTheViewDrawsWithoutThem() throws {
    let viewer = try drawnPixels(PhotoViewer().padding(10))
    let plain = try drawnPixels(PhotoViewer(withGestures: false).padding(10))
    #expect(viewer.hasSamePixels(as: plain))
    #expect(viewer[35, 35].green > 100 && viewer[35, 35].red < 100)
  }

  @Test func tapAndLongPressActionsLeaveTheDrawingAsItIs() throws {
    var taps: [CGPoint] = []
    var pressed = false
    let label = Text("Hold me").padding(8).background(Color.yellow)
    let modified = label
      .onTapGesture(count: 2) { pressed.toggle() }
      .onTapGesture(count: 1, coordinateSpace: .named("board")) { location in taps.append(location) }
      .onTapGesture { location in taps.append(location) }
      .onLongPressGesture(minimumDuration: 1, maximumDistance: 20) {
        pressed = true
      } onPressingChanged: { isPressing in
        pressed = isPressing
      }
      .onLongPressGesture(pressing: { pressed = $0 }, perform: {})
      .gesture(SwipeDown().onEnded { if $0 { pressed = false } })
      .transaction { $0.disablesAnimations = true }
    #expect(try drawnPixels(modified).hasSamePixels(as: drawnPixels(label)))
    #expect(taps.isEmpty && !pressed)
  }

  @Test func aGestureStateIsAlwaysItsInitialValue() {
    let offset = GestureState(wrappedValue: CGSize(width: 3, height: 4))
    #expect(offset.wrappedValue == CGSize(width: 3, height: 4))
    #expect(offset.projectedValue.wrappedValue == CGSize(width: 3, height: 4))
    #expect(GestureState(initialValue: 7).wrappedValue == 7)
    #expect(GestureState(wrappedValue: true, resetTransaction: Transaction(animation: .spring)).wrappedValue)
    #expect(GestureState(initialValue: 2, reset: { _, transaction in transaction.animation = nil }).wrappedValue == 2)
    #expect(GestureState<Int?>().wrappedValue == nil)
    #expect(GestureState<String?>(reset: { _, _ in }).wrappedValue == nil)
  }

  @Test func aTransactionKeepsItsSettingsAndWithTransactionRunsItsBodyOnce() {
    var transaction = Transaction(animation: .spring)
    transaction.disablesAnimations = true
    transaction.isContinuous = true
    #expect(transaction.animation == .spring && transaction.disablesAnimations && transaction.isContinuous)
    #expect(Transaction().animation == nil && !Transaction().disablesAnimations)
    var runs = 0
    withTransaction(transaction) { runs += 1 }
    let answer = withTransaction(\.disablesAnimations, true) { runs += 1; return 42 }
    #expect(runs == 2 && answer == 42)
  }

  @Test func anUpdatingBodyIsNeverCalled() {
    var calls = 0
    let state = GestureState(wrappedValue: CGSize.zero)
    let gesture = DragGesture().updating(state) { value, offset, _ in
      calls += 1
      offset = value.translation
    }
    #expect(gesture.state.wrappedValue == .zero)
    #expect(calls == 0)
  }

  @Test func aDragValueMeasuresItsTranslationFromWhereItBegan() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 15), startLocation: CGPoint(x: 10, y: 20),
      velocity: CGSize(width: 100, height: 0), predictedEndLocation: CGPoint(x: 60, y: 15))
    #expect(value.translation == CGSize(width: 20, height: -5))
    #expect(value.predictedEndTranslation == CGSize(width: 50, height: -5))
    #expect(value == value)
  }

  @Test func primitiveGesturesKeepTheirSettings() {
    #expect(TapGesture(count: 3).count == 3)
    #expect(SpatialTapGesture().count == 1 && SpatialTapGesture().coordinateSpace == .local)
    #expect(LongPressGesture().minimumDuration == 0.5 && LongPressGesture().maximumDistance == 10)
    #expect(DragGesture().minimumDistance == 10 && DragGesture(coordinateSpace: .global).coordinateSpace == .global)
    #expect(MagnifyGesture().minimumScaleDelta == 0.01 && MagnificationGesture(minimumScaleDelta: 0.1).minimumScaleDelta == 0.1)
    #expect(RotateGesture().minimumAngleDelta == .degrees(1) && RotationGesture().minimumAngleDelta == .degrees(1))
    let both = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 2))
    #expect(both.second.minimumDuration == 2)
    #expect(SimultaneousGesture<LongPressGesture, LongPressGesture>.Value(first: true, second: nil) == .init(first: true, second: nil))
    #expect(ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.first(true) != .second(true))
  }
}
