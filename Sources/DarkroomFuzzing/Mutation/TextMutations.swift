/// Edits of text by characters: a token inserted or repeated, a stretch deleted or repeated.
enum TextMutations {
  static func mutate(_ text: String, tokens: [String], random: inout FuzzRandom) -> String {
    var characters = Array(text)
    let position = random.below(characters.count + 1)
    switch random.below(4) {
    case 0: characters.insert(contentsOf: Array(random.pick(tokens)), at: position)
    case 1 where !characters.isEmpty:
      let end = min(characters.count, position + 1 + random.below(16))
      if position < end { characters.removeSubrange(position..<end) }
    case 2:
      let token = random.pick(tokens)
      characters.insert(contentsOf: Array(String(repeating: token, count: random.pick([3, 50, 500]))), at: position)
    default: characters = Array(random.pick(tokens))
    }
    return String(characters)
  }
}
