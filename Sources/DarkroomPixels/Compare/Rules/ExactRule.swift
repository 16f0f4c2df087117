/// Any channel differs. The delta is the largest channel difference (0…255). Two fully
/// transparent pixels are equal whatever their colour channels hold.
struct ExactRule: PixelJudge {
  let images: ImagePair

  @inline(__always)
  func judge(x: Int, y: Int, offset: Int) -> PixelVerdict {
    let a = images.reference + offset, b = images.new + offset
    if a[3] == 0 && b[3] == 0 { return PixelVerdict(kind: .same, delta: 0) }
    var largest: UInt8 = 0
    for channel in 0..<4 {
      let difference = a[channel] > b[channel] ? a[channel] - b[channel] : b[channel] - a[channel]
      largest = max(largest, difference)
    }
    return ImagePair.changed(a, b, delta: Double(largest))
  }
}
