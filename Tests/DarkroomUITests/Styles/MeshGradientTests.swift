import DarkroomUI
import Testing

/// `MeshGradient` blends a grid of positioned colours, row by row from the top-left; a grid
/// whose counts do not add up draws no mesh (developer.apple.com/documentation/swiftui/meshgradient).
@Suite struct MeshGradientTests {
  private let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
  private let cornerColors: [Color] = [.red, .blue, .green, .yellow]

  private func expected(_ color: Color) throws -> Pixel {
    try drawnPixels(color.frame(width: 4, height: 4))[2, 2]
  }

  @Test(arguments: [true, false])
  func eachCornerHasItsColourAndTheCentreMixesThem(smooths: Bool) throws {
    let mesh = MeshGradient(width: 2, height: 2, points: corners, colors: cornerColors, smoothsColors: smooths)
    let bitmap = try drawnPixels(mesh.frame(width: 100, height: 100))
    let red = try expected(.red), blue = try expected(.blue), green = try expected(.green), yellow = try expected(.yellow)
    #expect(isNear(bitmap[0, 0], red, within: 8))
    #expect(isNear(bitmap[99, 0], blue, within: 8))
    #expect(isNear(bitmap[0, 99], green, within: 8))
    #expect(isNear(bitmap[99, 99], yellow, within: 8))
    let centre = bitmap[50, 50]
    let mix = [red, blue, green, yellow]
    func mean(_ channel: (Pixel) -> UInt8) -> Int { mix.map { Int(channel($0)) }.reduce(0, +) / 4 }
    #expect(abs(Int(centre.red) - mean(\.red)) <= 8)
    #expect(abs(Int(centre.green) - mean(\.green)) <= 8)
    #expect(abs(Int(centre.blue) - mean(\.blue)) <= 8)
  }

  @Test func halfwayAlongTheTopEdgeMixesItsTwoCorners() throws {
    let mesh = MeshGradient(width: 2, height: 2, points: corners, colors: cornerColors, smoothsColors: false)
    let bitmap = try drawnPixels(mesh.frame(width: 100, height: 100))
    let red = try expected(.red), blue = try expected(.blue)
    #expect(abs(Int(bitmap[50, 0].red) - (Int(red.red) + Int(blue.red)) / 2) <= 8)
    #expect(abs(Int(bitmap[50, 0].blue) - (Int(red.blue) + Int(blue.blue)) / 2) <= 8)
  }

  @Test func wrongCountsDrawOnlyTheBackground() throws {
    let meshes = [
      MeshGradient(width: 3, height: 2, points: corners, colors: cornerColors, background: .purple),
      MeshGradient(width: 2, height: 2, points: corners, colors: [.red], background: .purple),
      MeshGradient(width: 1, height: 4, points: corners, colors: cornerColors, background: .purple),
      MeshGradient(width: -2, height: -2, points: corners, colors: cornerColors, background: .purple),
      MeshGradient(width: Int.max, height: 2, points: corners, colors: cornerColors, background: .purple),
      MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]], colors: cornerColors, background: .purple),
    ]
    let purple = try expected(.purple)
    for mesh in meshes {
      let bitmap = try drawnPixels(mesh.frame(width: 40, height: 40))
      #expect(isNear(bitmap[20, 20], purple))
      #expect(isNear(bitmap[0, 39], purple))
    }
  }

  @Test func theBackgroundFillsWhereTheMeshDoesNotReach() throws {
    let inset: [SIMD2<Float>] = [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]
    let mesh = MeshGradient(width: 2, height: 2, points: inset, colors: [.red, .red, .red, .red], background: .blue)
    let bitmap = try drawnPixels(mesh.frame(width: 100, height: 100))
    #expect(isNear(bitmap[5, 5], try expected(.blue)))
    #expect(isNear(bitmap[50, 50], try expected(.red)))
  }

  @Test func asAStyleItFillsACircle() throws {
    let mesh = MeshGradient(width: 2, height: 2, points: corners, colors: [.red, .red, .blue, .blue])
    let bitmap = try drawnPixels(Circle().fill(mesh).frame(width: 100, height: 100))
    #expect(bitmap[2, 2] == .white)  // outside the circle
    #expect(isNear(bitmap[50, 1], try expected(.red), within: 12))
    #expect(isNear(bitmap[50, 98], try expected(.blue), within: 12))
    #expect(bitmap[50, 50].red > 80 && bitmap[50, 50].blue > 80)
  }

  @Test func bezierPointsBendTheEdges() throws {
    func point(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
      MeshGradient.BezierPoint(
        position: [x, y], leadingControlPoint: [x, y], topControlPoint: [x, y], trailingControlPoint: [x, y], bottomControlPoint: [x, y])
    }
    var topLeft = point(0, 0)
    var topRight = point(1, 0)
    // The top edge sags to near the middle.
    topLeft.trailingControlPoint = [0.33, 0.66]
    topRight.leadingControlPoint = [0.66, 0.66]
    let mesh = MeshGradient(
      width: 2, height: 2, bezierPoints: [topLeft, topRight, point(0, 1), point(1, 1)], colors: [.red, .red, .red, .red],
      background: .blue)
    let bitmap = try drawnPixels(mesh.frame(width: 100, height: 100))
    #expect(isNear(bitmap[50, 20], try expected(.blue)))
    #expect(isNear(bitmap[50, 80], try expected(.red)))
  }

  @Test func renderingIsTheSameEveryTime() throws {
    let mesh = MeshGradient(
      width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.3], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
      colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
    let first = try drawnPixels(mesh.frame(width: 64, height: 64))
    let second = try drawnPixels(mesh.frame(width: 64, height: 64))
    #expect(first == second)
  }
}
