import SwiftUI
import UIKit

/// A boarding pass as travel apps draw it: a radial glow behind the card, the card tilted in
/// perspective, a blurred backdrop shape and a barcode drawn through an affine transform.
struct BoardingPass: View {
  var body: some View {
    ZStack {
      EllipticalGradient(colors: [Color(red: 0.1, green: 0.2, blue: 0.45), .black], center: .top, endRadiusFraction: 0.9)
        .ignoresSafeArea()
      Circle()
        .fill(RadialGradient(colors: [.cyan, .clear], center: .center, startRadius: 10, endRadius: 140))
        .frame(width: 280, height: 280)
        .blur(radius: 20)
        .offset(y: -120)
      VStack(spacing: 18) {
        ticket
          .rotation3DEffect(.degrees(12), axis: (x: 1, y: 0, z: 0), anchor: .bottom, perspective: 0.6)
        Text("Scan at the gate")
          .font(.subheadline)
          .foregroundStyle(.white.opacity(0.8))
          .imageScale(Image.Scale.large)
      }
      .padding(24)
    }
  }

  private var ticket: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        VStack(alignment: .leading) {
          Text("LIS").font(.largeTitle.bold())
          Text("Lisbon").font(.caption)
        }
        Spacer()
        Image(systemName: "airplane").imageScale(.large)
        Spacer()
        VStack(alignment: .trailing) {
          Text("NRT").font(.largeTitle.bold())
          Text("Tokyo").font(.caption)
        }
      }
      Barcode()
        .fill(Color.black)
        .frame(height: 44)
    }
    .padding(20)
    .background(
      RoundedRectangle(cornerRadius: 20, style: .continuous)
        .fill(.radialGradient(Color.white.gradient, center: .topLeading, endRadius: 400))
    )
  }
}

/// Bars of varying widths, each placed with a transform.
private struct Barcode: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    var x: CGFloat = 0
    var index = 0
    while x < rect.width {
      let width: CGFloat = [1, 3, 2, 1, 4, 2][index % 6]
      path.addRect(CGRect(x: 0, y: 0, width: width, height: rect.height), transform: CGAffineTransform(translationX: x, y: 0))
      x += width * 2
      index += 1
    }
    return path
  }
}
