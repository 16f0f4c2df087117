/// Edits of raw bytes: bit flips, set bytes, tokens of the format inserted, ranges deleted,
/// duplicated or repeated, truncation and splicing with another seed.
enum ByteMutations {
  static func mutate(_ bytes: inout [UInt8], tokens: [String], other: [UInt8], random: inout FuzzRandom) {
    let position = random.below(bytes.count + 1)
    switch random.below(9) {
    case 0 where !bytes.isEmpty:
      let index = random.below(bytes.count)
      bytes[index] ^= UInt8(1) << UInt8(random.below(8))
    case 1 where !bytes.isEmpty:
      bytes[random.below(bytes.count)] = random.pick([0x00, 0xFF, 0x7F, 0x80, 0xC0, 0xED, 0xF4, 0x22, 0x5C, 0x0A, UInt8(random.below(256))])
    case 2, 3: bytes.insert(contentsOf: Array(random.pick(tokens).utf8), at: position)
    case 4 where !bytes.isEmpty:
      let length = min(bytes.count - min(position, bytes.count), 1 + random.below(64))
      if position < bytes.count { bytes.removeSubrange(position..<(position + length)) }
    case 5 where !bytes.isEmpty:
      let start = random.below(bytes.count)
      let length = min(bytes.count - start, 1 + random.below(256))
      let chunk = Array(bytes[start..<(start + length)])
      let times = random.pick([1, 2, 8, 100])
      for _ in 0..<times { bytes.insert(contentsOf: chunk, at: min(position, bytes.count)) }
    case 6: bytes.removeSubrange(min(position, bytes.count)..<bytes.count)
    case 7 where !other.isEmpty:
      let cut = random.below(other.count)
      bytes = Array(bytes.prefix(position)) + other[cut...]
    default:
      let token = Array(random.pick(tokens).utf8)
      let times = random.pick([10, 200, 2000, 20000])
      var repeated: [UInt8] = []
      repeated.reserveCapacity(token.count * times)
      for _ in 0..<times { repeated += token }
      bytes.insert(contentsOf: repeated, at: position)
    }
  }
}
