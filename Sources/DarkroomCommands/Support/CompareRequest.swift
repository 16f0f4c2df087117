import DarkroomPixels

/// The arguments of `darkroom compare`, checked and turned into comparison options.
struct CompareRequest {
  var referencePath: String
  var newPath: String
  var diffPath: String?
  var options: ComparisonOptions
  var json: Bool

  init(_ arguments: [String]) throws(CommandError) {
    var parser = Arguments(arguments)
    var diffPath: String?, json = false
    var comparison = ComparisonFlags()
    while let option = parser.nextOption() {
      if try comparison.read(option, from: &parser) { continue }
      switch option {
      case "--diff": diffPath = try parser.value(for: option)
      case "--json":
        try parser.flag(option)
        json = true
      default: throw .usage("unknown option '\(option)' for compare")
      }
    }
    guard parser.positional.count == 2 else {
      throw .usage("compare needs two PNG files, the reference and the new image; got \(parser.positional.count)")
    }
    let options = try comparison.options()

    self.referencePath = parser.positional[0]
    self.newPath = parser.positional[1]
    self.diffPath = diffPath
    self.options = options
    self.json = json
  }
}
