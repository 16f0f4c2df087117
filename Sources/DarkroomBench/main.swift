@_spi(Benchmarks) import DarkroomPixels

let arguments = Array(CommandLine.arguments.dropFirst())
let folder = arguments.first ?? "data"
let stopwatch = Stopwatch(repetitions: 7)
for pair in ["phone", "desktop4k"] {
  let a = try FileBytes.read(folder + "/\(pair)_a.png")
  let bBytes = try FileBytes.read(folder + "/\(pair)_b.png")
  var bitmap: Bitmap? = nil
  let fast = stopwatch.time { bitmap = try? PNG.decode(a) }
  let spng = stopwatch.time { _ = try? PNG.decodeWithLibspng(a) }
  let same = (try? PNG.decodeWithLibspng(a)) == bitmap
  print(pair, "fast", fast.median, "spng", spng.median, "same", same)
  let b = try PNG.decode(bBytes)
  var c: Comparison? = nil
  let cmp = stopwatch.time { c = Comparison(reference: bitmap!, new: b) }
  print("  compare", cmp.median, c!.differentPixels, c!.antialiasedPixels, c!.regions)
  var d: IndexedBitmap? = nil
  let cmpd = stopwatch.time { (c, d) = Comparison.drawingDiff(reference: bitmap!, new: b) }
  print("  compare+draw", cmpd.median, c!.differentPixels)
  let encd = stopwatch.time { _ = PNG.encode(d!, .fast) }
  print("  encode diff", encd.median, PNG.encode(d!, .fast).count)
  for rule in [ComparisonOptions.exact, .tolerance, .precision(1, perceptualPrecision: 0.98)] {
    let t = stopwatch.time { c = Comparison(reference: bitmap!, new: b, options: rule) }
    print("  ", rule.rule, t.median, c!.differentPixels, c!.largestDelta)
  }
}
