import DarkroomUI
import Testing

/// `rotation3DEffect` turns a view's layer in three dimensions and projects it with
/// perspective from an eye `max(width, height) / perspective` points away; `projectionEffect`
/// draws through a 3×3 matrix. Neither changes the layout
/// (developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)).
@Suite struct ProjectionEffectTests {
  private var card: some View { Color.black.frame(width: 100, height: 60) }

  private func framed(_ view: some View) throws -> Bitmap {
    try drawnPixels(view.frame(width: 160, height: 120))
  }

  /// How many black-ish pixels column `x` has.
  private func columnHeight(_ bitmap: Bitmap, _ x: Int) -> Int {
    (0..<bitmap.height).filter { grayLevel(bitmap[x, $0]) < 128 }.count
  }

  /// The columns with any black-ish pixel.
  private func inkedColumns(_ bitmap: Bitmap) -> [Int] {
    (0..<bitmap.width).filter { columnHeight(bitmap, $0) > 0 }
  }

  @Test func noTurnDrawsAsNoEffect() throws {
    let plain = try framed(card)
    #expect((try framed(card.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)))).bytes == plain.bytes)
    #expect((try framed(card.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)))).bytes == plain.bytes)
  }

  @Test func aTurnAboutTheDepthAxisIsARotationEffect() throws {
    let text = Text("Turn").frame(width: 80, height: 40)
    let turned = try framed(text.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
    #expect(turned.bytes == (try framed(text.rotationEffect(.degrees(30)))).bytes)
  }

  @Test func aHalfTurnAboutTheVerticalAxisMirrors() throws {
    let text = Text("Mirror").frame(width: 80, height: 40)
    let flipped = try framed(text.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
    #expect(flipped.bytes == (try framed(text.scaleEffect(x: -1, y: 1))).bytes)
  }

  @Test func aTurnAboutTheVerticalAxisDrawsTheNearEdgeTallerThanTheFarEdge() throws {
    let bitmap = try framed(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
    let columns = inkedColumns(bitmap)
    let first = try #require(columns.first), last = try #require(columns.last)
    // The eye is 100 points away. The leading edge comes 35.4 points nearer and is drawn
    // 60 / (1 − 0.354) = 92.8 points tall, 54.7 points left of the centre; the trailing
    // edge goes 35.4 points back: 44.3 points tall, 26.1 points right of the centre.
    #expect(abs(first - (80 - 55)) <= 1)
    #expect(abs(last - (80 + 26)) <= 1)
    #expect(abs(columnHeight(bitmap, first + 1) - 92) <= 2)
    #expect(abs(columnHeight(bitmap, last - 1) - 44) <= 2)
  }

  @Test func aNegativeTurnBringsTheTrailingEdgeNearer() throws {
    let bitmap = try framed(card.rotation3DEffect(.degrees(-45), axis: (x: 0, y: 1, z: 0)))
    let columns = inkedColumns(bitmap)
    let first = try #require(columns.first), last = try #require(columns.last)
    #expect(columnHeight(bitmap, last - 1) > columnHeight(bitmap, first + 1) + 40)
  }

  @Test func lessPerspectiveNarrowsTheDifference() throws {
    let strong = try framed(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 1))
    let weak = try framed(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.2))
    let flat = try framed(card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0))
    func spread(_ bitmap: Bitmap) throws -> Int {
      let columns = inkedColumns(bitmap)
      return columnHeight(bitmap, try #require(columns.first) + 1) - columnHeight(bitmap, try #require(columns.last) - 1)
    }
    #expect(try spread(strong) > spread(weak))
    #expect(try spread(weak) > 0)
    #expect(try spread(flat) == 0)
    // Flat, the turn only narrows the card: 100 · cos 45° = 70.7 points.
    #expect(abs(inkedColumns(flat).count - 71) <= 1)
  }

  @Test func aQuarterTurnShowsTheCardEdgeOn() throws {
    let bitmap = try framed(card.rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0)))
    #expect(inkedColumns(bitmap).isEmpty)
  }

  @Test func theEffectLeavesTheLayoutAlone() throws {
    let plain = try LayoutProbe(HStack(spacing: 0) { card.id("card"); Color.blue.frame(width: 5, height: 5) })
    let turned = try LayoutProbe(
      HStack(spacing: 0) { card.rotation3DEffect(.degrees(45), axis: (x: 1, y: 1, z: 0)).id("card"); Color.blue.frame(width: 5, height: 5) })
    #expect(plain["card"] == turned["card"])
    #expect(plain.size == turned.size)
    #expect(turned.description.contains("rotation3D 45° axis 1 1 0"))
  }

  @Test func theProjectionIsTheSameOnEveryRender() throws {
    let view = Text("Perspective").font(.title).rotation3DEffect(.degrees(35), axis: (x: 1, y: 1, z: 0))
    #expect((try framed(view)).bytes == (try framed(view)).bytes)
  }

  @Test func anAffineProjectionDrawsAsTheTransformEffect() throws {
    let skew = CGAffineTransform(a: 1, b: 0.2, c: 0.3, d: 1, tx: 5, ty: 2)
    let projected = try framed(card.projectionEffect(ProjectionTransform(skew)))
    #expect(projected.bytes == (try framed(card.transformEffect(skew))).bytes)
  }

  @Test func aNearlyFlatProjectionDrawsThePixelsOfTheView() throws {
    // Through the layer warp, a projection this close to the identity moves no pixel centre
    // by more than a millionth of a pixel: the view's own pixels come back.
    var almost = ProjectionTransform()
    almost.m13 = 1e-12
    let text = Text("Warp").frame(width: 80, height: 40)
    #expect((try framed(text.projectionEffect(almost))).bytes == (try framed(text)).bytes)
  }

  @Test func aKeystoneProjectionShrinksTheFarSide() throws {
    var keystone = ProjectionTransform()
    keystone.m13 = 0.005  // the weight grows from 1 on the left to 1.5 at x = 100
    let bitmap = try drawnPixels(card.projectionEffect(keystone).frame(width: 100, height: 60, alignment: .topLeading))
    let columns = inkedColumns(bitmap)
    #expect(abs((columns.last ?? 0) - 66) <= 1)  // 100 / 1.5
    #expect(abs(columnHeight(bitmap, 1) - 60) <= 1)
    #expect(abs(columnHeight(bitmap, 65) - 40) <= 1)  // 60 / 1.5 at x ≈ 66
  }

  @Test func anUndefinedProjectionDrawsNothing() throws {
    var broken = ProjectionTransform()
    broken.m31 = .nan
    #expect(inkedColumns(try framed(card.projectionEffect(broken))).isEmpty)
    #expect(inkedColumns(try framed(card.rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0)))).isEmpty)
  }
}
