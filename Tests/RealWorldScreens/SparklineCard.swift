import SwiftUI
import UIKit

/// A step-count card as fitness apps draw it with Core Graphics: an avatar made by an image
/// renderer, a sparkline filled with a gradient inside a `Canvas`, and a striped bar from a
/// bitmap context shown through `Image(decorative:scale:)`.
struct SparklineCard: View {
  private let values: [CGFloat] = [0.2, 0.45, 0.3, 0.7, 0.55, 0.9, 0.65]

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Image(uiImage: Self.avatar(diameter: 44))
        VStack(alignment: .leading) {
          Text("Weekly steps").font(.headline)
          Text("62,140").font(.subheadline).foregroundStyle(.secondary)
        }
      }
      Canvas { context, size in
        context.withCGContext { cg in
          drawSparkline(in: cg, size: size)
        }
      }
      .frame(height: 80)
      if let stripes = Self.stripes() {
        Image(decorative: stripes, scale: 2)
          .resizable()
          .frame(height: 6)
          .clipShape(Capsule())
      }
    }
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 16).fill(Color(uiColor: .secondarySystemBackground)))
    .padding()
  }

  private func drawSparkline(in cg: CGContext, size: CGSize) {
    guard values.count > 1 else { return }
    let step = size.width / CGFloat(values.count - 1)
    let points = values.enumerated().map { index, value in
      CGPoint(x: CGFloat(index) * step, y: size.height * (1 - value))
    }
    let line = CGMutablePath()
    line.addLines(between: points)
    let area = CGMutablePath()
    area.addPath(line)
    area.addLine(to: CGPoint(x: size.width, y: size.height))
    area.addLine(to: CGPoint(x: 0, y: size.height))
    area.closeSubpath()

    cg.saveGState()
    cg.addPath(area)
    cg.clip()
    let colors = [UIColor.systemBlue.withAlphaComponent(0.45).cgColor, UIColor.systemBlue.withAlphaComponent(0).cgColor]
    if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]) {
      cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
    }
    cg.restoreGState()

    cg.addPath(line)
    cg.setStrokeColor(UIColor.systemBlue.cgColor)
    cg.setLineWidth(2)
    cg.setLineJoin(.round)
    cg.setLineCap(.round)
    cg.strokePath()
  }

  static func avatar(diameter: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
    return renderer.image { context in
      let bounds = context.format.bounds
      UIColor.systemTeal.setFill()
      UIBezierPath(ovalIn: bounds).fill()
      context.cgContext.setStrokeColor(UIColor.white.cgColor)
      context.cgContext.setLineWidth(2)
      context.cgContext.strokeEllipse(in: bounds.insetBy(dx: 1, dy: 1))
    }
  }

  static func stripes() -> CGImage? {
    let width = 80, height = 12
    guard
      let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    context.setFillColor(UIColor.systemGreen.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    context.setFillColor(UIColor.white.withAlphaComponent(0.35).cgColor)
    for x in stride(from: 0, to: width, by: 8) {
      context.fill(CGRect(x: x, y: 0, width: 4, height: height))
    }
    return context.makeImage()
  }
}
