import DarkroomPixels

/// `darkroom compare A B`: are two PNG images the same, and if not, where and how much?
///
/// Byte-identical files are the same without decoding. Otherwise both files are decoded at
/// once on two threads; files whose image data inflates to the same rows (the same pixels
/// saved at another compression level) stop there, and so do decoded images with equal
/// bytes. Else the images are compared in one pass (also on two threads) that draws the diff
/// image, written atomically only when the images differ.
enum CompareCommand: Command {
  static let name = "compare"
  static let abstract = "Compare two PNG images and report the differing pixels and regions."
  static let help = """
    USAGE: darkroom compare <reference.png> <new.png> [options]

    Compares two PNG images pixel by pixel. By default a pixel differs when any channel
    differs (--exact), as every Darkroom comparison does unless told otherwise; --threshold
    compares as pixelmatch 7.2 does (YIQ colour difference, anti-aliasing not counted).
    Byte-identical files are the same after reading only their headers.

    OPTIONS:
      --diff <path>               Write a diff image there when the images differ: the
                                  reference faded, changed pixels red, anti-aliasing yellow,
                                  changed regions boxed (side by side on a size mismatch).
    \(ComparisonFlags.help)
      --json                      Print one JSON object: same, outcome, width, height,
                                  differentPixels, differentShare, antialiasedPixels,
                                  largestDelta, regions, diff, …
      -h, --help                  Show this help.

    EXIT STATUS:
      0  the images are the same
      1  they differ (or differ in size)
      2  the comparison could not run; the message names the file or value at fault

    EXAMPLES:
      darkroom compare before.png after.png --threshold 0.1 --diff diff.png
      darkroom compare ref.png new.png --precision 0.99 --perceptual-precision 0.98 --json
      darkroom compare ref.png new.png --ignore 0,0,1179,162
    """

  static func run(_ arguments: [String]) throws(CommandError) -> ExitCode {
    let request = try CompareRequest(arguments)
    let referenceBytes = try read(request.referencePath)
    let newBytes = try read(request.newPath)

    if referenceBytes == newBytes {
      let header = try headerOf(referenceBytes, path: request.referencePath)
      let size = PixelSize(width: header.width, height: header.height)
      report(.identical(size: size, options: request.options), diff: nil, identicalFiles: true, request)
      return .same
    }

    let referenceImage: Bitmap, newImage: Bitmap
    switch PNG.decodePair((referenceBytes, request.referencePath), (newBytes, request.newPath)) {
    case .samePixels(let size):
      report(.identical(size: size, options: request.options), diff: nil, request)
      return .same
    case .decoded(let reference, let new):
      do {
        referenceImage = try reference.get()
        newImage = try new.get()
      } catch {
        throw CommandError(error.description)
      }
    }

    let comparison: Comparison
    var written: String? = nil
    if referenceImage.hasSamePixels(as: newImage) {
      // The same pixels in different files: nothing to draw.
      comparison = .identical(size: PixelSize(width: referenceImage.width, height: referenceImage.height), options: request.options)
    } else if let diffPath = request.diffPath {
      let (result, diff) = Comparison.drawingDiff(reference: referenceImage, new: newImage, options: request.options)
      comparison = result
      if !result.isSame {
        let bytes = diff.map { PNG.encode($0, .fast) } ?? PNG.encode(Bitmap.strip([referenceImage, newImage]), .fast)
        do { try FileBytes.writeAtomically(bytes, to: diffPath) } catch { throw CommandError(error.description) }
        written = diffPath
      }
    } else {
      comparison = Comparison(reference: referenceImage, new: newImage, options: request.options)
    }
    report(comparison, diff: written, request)
    return comparison.isSame ? .same : .different
  }

  private static func read(_ path: String) throws(CommandError) -> [UInt8] {
    do { return try FileBytes.read(path) } catch { throw CommandError(error.description) }
  }

  private static func headerOf(_ bytes: [UInt8], path: String) throws(CommandError) -> PNGHeader {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(PNGError) in try PNG.header(of: buffer, source: path) }
    }
    do { return try result.get() } catch { throw CommandError(error.description) }
  }
}
