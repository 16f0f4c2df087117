import DarkroomCoreGraphics
import DarkroomUI
import Testing

/// `GraphicsContext.withCGContext` (developer.apple.com/documentation/swiftui/graphicscontext/withcgcontext(content:)):
/// Core Graphics drawing inside a `Canvas`, at the context's transform and clip.
@Suite struct GraphicsContextCGContextTests {
  private func render<V: View>(_ view: V) throws -> Bitmap {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    renderer.isOpaque = true
    return try renderer.render()
  }

  @Test func drawingLandsInTheCanvasAtItsTransform() throws {
    let canvas = Canvas { context, _ in
      context.translateBy(x: 10, y: 0)
      context.withCGContext { cg in
        cg.setFillColor(UIColor.red.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      }
      context.fill(Path(CGRect(x: 0, y: 10, width: 5, height: 5)), with: .color(Color(red: 0, green: 0, blue: 1)))
    }
    .frame(width: 20, height: 20)
    .padding(10)
    let bitmap = try render(canvas)
    #expect(bitmap[2 * 22, 2 * 12] == red, "10 padding + 10 translation, at scale 2")
    #expect(bitmap[2 * 12, 2 * 12] == Pixel(red: 255, green: 255, blue: 255), "nothing before the translation")
    #expect(bitmap[2 * 22, 2 * 22] == blue, "the canvas draws on after the Core Graphics context")
  }

  @Test func theCanvasClipsAndUnbalancedSavesAreUndone() throws {
    let canvas = Canvas { context, size in
      context.withCGContext { cg in
        cg.saveGState()
        cg.saveGState()
        cg.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        cg.setFillColor(UIColor.red.cgColor)
        cg.fill(CGRect(x: -100, y: -100, width: 300, height: 300))
      }
      context.fill(Path(CGRect(x: 4, y: 4, width: 2, height: 2)), with: .color(Color(red: 0, green: 0, blue: 1)))
    }
    .frame(width: 10, height: 10)
    .padding(5)
    let bitmap = try render(canvas)
    #expect(bitmap[2 * 6, 2 * 6] == red)
    #expect(bitmap[2 * 8, 2 * 8] == Pixel(red: 255, green: 255, blue: 255), "outside the clip")
    #expect(bitmap[2 * 10, 2 * 10] == blue, "the clip does not outlive the call")
    #expect(bitmap[2, 2] == Pixel(red: 255, green: 255, blue: 255), "outside the canvas")
  }

  @Test func theContextStopsDrawingWhenTheCallEnds() throws {
    final class Keeper: @unchecked Sendable { var context: CGContext? }
    let keeper = Keeper()
    let canvas = Canvas { context, _ in
      context.withCGContext { keeper.context = $0 }
    }
    .frame(width: 4, height: 4)
    _ = try render(canvas)
    keeper.context?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(keeper.context?.boundingBoxOfClipPath == .null)
  }
}
