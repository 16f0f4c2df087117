/// What the engine was compiled as. `swift test` and `swift build` compile without
/// optimisation, where loops over pixels in Swift run ten to fifty times slower than in a
/// release build, while C libraries (libc, pixman, libspng, libdeflate) keep their full speed.
/// The engine then prefers the C path where the Swift one would be slow.
enum BuildSettings {
  #if DEBUG
    static let isOptimised = false
  #else
    static let isOptimised = true
  #endif
}
