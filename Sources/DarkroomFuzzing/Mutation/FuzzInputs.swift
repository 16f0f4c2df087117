import DarkroomJSON
import Foundation

/// Makes a kind's inputs from its seed corpus: input `index` of run `seed` is one seed with
/// one to six mutations, structure-aware for the kind (tree edits for JSON, chunk edits for
/// PNG, the format's tokens for text) and now and then on raw bytes. The same seed and index
/// give the same bytes, so `darkroom-fuzz input` makes any input of a run again.
///
/// ```swift
/// let inputs = FuzzInputs(kind: .xcstrings, seeds: corpus.files.map(\.bytes))
/// let bytes = inputs.input(seed: 1, index: 4711)
/// ```
public struct FuzzInputs: Sendable {
  public let kind: FuzzKind
  public let seeds: [[UInt8]]
  private let trees: [FuzzJSON?]
  private let keys: [String]
  /// Inputs are kept to this size, so memory use measures the reader, not the input.
  public static let maximumSize = 1 << 20

  public init(kind: FuzzKind, seeds: [[UInt8]]) {
    self.kind = kind
    self.seeds = seeds.isEmpty ? [[]] : seeds
    trees = kind.isJSON ? self.seeds.map { (try? JSONValue.parse($0, source: "seed")).map(FuzzJSON.init) } : []
    keys = Array(Set(trees.compactMap { $0 }.flatMap(\.keys))).sorted()
  }

  public func input(seed: UInt64, index: Int) -> [UInt8] {
    var random = FuzzRandom(seed: seed, index: index, kind: kind)
    let choice = random.below(seeds.count)
    var bytes = seeds[choice]
    let other = random.pick(seeds)
    let rounds = 1 + random.below(random.oneIn(3) ? 6 : 2)
    if kind.isJSON, var tree = trees[choice] {
      let byteRounds = random.oneIn(4) ? 1 + random.below(2) : 0
      for _ in 0..<rounds { JSONMutations.mutate(&tree, keys: keys, random: &random) }
      bytes = Array(tree.text(pretty: random.oneIn(2)).utf8)
      for _ in 0..<byteRounds { ByteMutations.mutate(&bytes, tokens: OddValues.jsonTokens, other: other, random: &random) }
    } else {
      for _ in 0..<rounds { mutate(&bytes, other: other, random: &random) }
      finish(&bytes, random: &random)
    }
    if bytes.count > Self.maximumSize { bytes.removeSubrange(Self.maximumSize...) }
    return bytes
  }

  private var tokens: [String] {
    switch kind {
    case .strings: OddValues.stringsTokens
    case .stringsdict: OddValues.plistTokens
    case .inlineSource: OddValues.swiftTokens
    default: OddValues.jsonTokens
    }
  }

  private func mutate(_ bytes: inout [UInt8], other: [UInt8], random: inout FuzzRandom) {
    if kind == .png, !random.oneIn(5) {
      PNGMutations.mutate(&bytes, random: &random)
      return
    }
    if random.oneIn(4) {
      ByteMutations.mutate(&bytes, tokens: tokens, other: other, random: &random)
      return
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if random.oneIn(12) {
      let opener: String =
        switch kind {
        case .stringsdict: random.pick(["<array>", "<dict><key>a</key>", "<array><dict><key>NSStringLocalizedFormatKey</key>"])
        case .inlineSource: random.pick(["\"\\(", "(", "{", "[", "#\"\\#(", "/*"])
        default: random.pick(["{", "\"", "/*"])
        }
      let count = random.pick([100, 1000, 10000, 50000])
      let characters = Array(text)
      let at = random.below(characters.count + 1)
      text = String(characters[..<at]) + String(repeating: opener, count: count) + String(characters[at...])
    } else {
      text = TextMutations.mutate(text, tokens: tokens + OddValues.texts, random: &random)
    }
    bytes = Array(text.utf8)
  }

  /// Last steps that change the whole file: another encoding, or the binary property list form.
  private func finish(_ bytes: inout [UInt8], random: inout FuzzRandom) {
    switch kind {
    case .strings:
      switch random.below(16) {
      case 0, 1: bytes = [0xFF, 0xFE] + String(decoding: bytes, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      case 2: bytes = [0xFE, 0xFF] + String(decoding: bytes, as: UTF8.self).utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      case 3: bytes = [0xFF, 0xFE] + bytes
      case 4: bytes = [0xEF, 0xBB, 0xBF] + bytes
      default: break
      }
    case .stringsdict where random.oneIn(8):
      let data = Data(bytes)
      if let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
        let binary = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
      {
        bytes = Array(binary)
        for _ in 0..<random.below(4) { ByteMutations.mutate(&bytes, tokens: ["bplist00", "\u{0}"], other: [], random: &random) }
      }
    default: break
    }
  }
}
