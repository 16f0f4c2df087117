#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What decoding two PNG files together found.
public enum PNGPair {
  /// Both files have the same header and their image data inflates to the same filtered
  /// rows: the same pixels, known without unfiltering either.
  case samePixels(PixelSize)
  /// Each file decoded, or its error.
  case decoded(Result<Bitmap, PNGError>, Result<Bitmap, PNGError>)
}

extension PNG {
  /// Decodes two PNG files' bytes at once, one on another thread: the two halves of a
  /// comparison. Each result is the bitmap or that file's error.
  ///
  /// ```swift
  /// let (reference, new) = PNG.decodeBoth((referenceBytes, "ref.png"), (newBytes, "new.png"))
  /// let comparison = Comparison(reference: try reference.get(), new: try new.get())
  /// ```
  public static func decodeBoth(
    _ first: (bytes: [UInt8], source: String), _ second: (bytes: [UInt8], source: String),
    limits: PNGLimits = .standard
  ) -> (Result<Bitmap, PNGError>, Result<Bitmap, PNGError>) {
    var firstResult: Result<Bitmap, PNGError>? = nil, secondResult: Result<Bitmap, PNGError>? = nil
    Parallel.run(
      { firstResult = Result { () throws(PNGError) in try decode(first.bytes, source: first.source, limits: limits) } },
      { secondResult = Result { () throws(PNGError) in try decode(second.bytes, source: second.source, limits: limits) } })
    return (firstResult!, secondResult!)
  }

  /// Like ``decodeBoth(_:_:limits:)``, but stops early when the two files turn out to hold
  /// the same pixels in different bytes — saved at another compression level, or with the
  /// data split into other chunks: once both are inflated, their filtered rows are compared,
  /// and if they are equal neither is unfiltered.
  ///
  /// ```swift
  /// switch PNG.decodePair((a, "a.png"), (b, "b.png")) {
  /// case .samePixels(let size): print("same \(size)")
  /// case .decoded(let reference, let new): compare(try reference.get(), try new.get())
  /// }
  /// ```
  public static func decodePair(
    _ first: (bytes: [UInt8], source: String), _ second: (bytes: [UInt8], source: String),
    limits: PNGLimits = .standard
  ) -> PNGPair {
    typealias Inflated = (header: PNGHeader, rows: UnsafeRawBufferPointer)
    let meeting = Rendezvous<Inflated> { a, b in
      guard let a, let b, a.header == b.header, a.rows.count == b.rows.count else { return false }
      return memcmp(a.rows.baseAddress!, b.rows.baseAddress!, a.rows.count) == 0
    }
    var results: [Result<Bitmap, PNGError>?] = [nil, nil]
    results.withUnsafeMutableBufferPointer { results in
      Parallel.run(
        { results[0] = decodeSide(0, first, limits, meeting) },
        { results[1] = decodeSide(1, second, limits, meeting) })
    }
    guard let firstResult = results[0], let secondResult = results[1] else {
      let header = first.bytes.withUnsafeBytes { try? PNG.header(of: $0) }
      return .samePixels(PixelSize(width: header?.width ?? 0, height: header?.height ?? 0))
    }
    return .decoded(firstResult, secondResult)
  }

  /// One file of a pair: `nil` when both sides stopped because their rows are equal.
  private static func decodeSide(
    _ side: Int, _ input: (bytes: [UInt8], source: String), _ limits: PNGLimits,
    _ meeting: Rendezvous<(header: PNGHeader, rows: UnsafeRawBufferPointer)>
  ) -> Result<Bitmap, PNGError>? {
    var met = false
    let outcome = input.bytes.withUnsafeBytes { bytes in
      Result { () throws(PNGError) -> Bitmap? in
        let header = try PNG.header(of: bytes, source: input.source)
        try check(header, against: limits, source: input.source)
        let fast = FastPNGDecoder.decode(bytes, header: header) { rows in
          met = true
          return meeting.meet(side: side, with: (header, rows))
        }
        switch fast {
        case .decoded(let bitmap): return bitmap
        case .stopped: return nil
        case .declined:
          if !met {
            met = true
            _ = meeting.meet(side: side, with: nil)
          }
          return try SpngDecoder.decode(bytes, header: header, source: input.source)
        }
      }
    }
    if !met { _ = meeting.meet(side: side, with: nil) }
    switch outcome {
    case .success(let bitmap): return bitmap.map { .success($0) }
    case .failure(let error): return .failure(error)
    }
  }
}
