/// Edits of a JSON tree that keep it JSON-shaped, so inputs reach the reader's checks of
/// members and values rather than stopping in the parser: members dropped, duplicated,
/// renamed and retyped, subtrees grafted elsewhere, deep nesting, long arrays, edge numbers
/// and odd text.
enum JSONMutations {
  static func mutate(_ tree: inout FuzzJSON, keys: [String], random: inout FuzzRandom) {
    let paths = tree.paths
    let path = random.pick(paths)
    switch random.below(10) {
    case 0: drop(&tree, at: path, random: &random)
    case 1: duplicate(&tree, at: path, random: &random)
    case 2: tree[path] = value(keys: keys, random: &random)
    case 3: rename(&tree, at: path, keys: keys, random: &random)
    case 4: tree[path] = tree[random.pick(paths)]
    case 5: tree[path] = nested(tree[path], levels: random.pick([40, 150, 199, 200, 201, 300]), random: &random)
    case 6: replicate(&tree, at: path, random: &random)
    case 7:
      if case .string(let text) = tree[path] { tree[path] = .string(TextMutations.mutate(text, tokens: OddValues.texts, random: &random)) }
      else { tree[path] = .string(random.pick(OddValues.texts + OddValues.longTexts)) }
    case 8: tree[path] = .raw(random.pick(OddValues.numbers))
    default: addMember(&tree, at: path, keys: keys, random: &random)
    }
  }

  /// A value of any kind, made of known keys and odd values.
  static func value(keys: [String], random: inout FuzzRandom, depth: Int = 0) -> FuzzJSON {
    switch random.below(depth > 2 ? 4 : 7) {
    case 0: return .raw(random.pick(OddValues.numbers))
    case 1: return .string(random.pick(OddValues.texts))
    case 2: return .raw(random.pick(["true", "false", "null"] + OddValues.jsonRaw))
    case 3: return .string(random.oneIn(8) ? random.pick(OddValues.longTexts) : random.pick(keys.isEmpty ? ["k"] : keys))
    case 4, 5:
      let count = random.below(4)
      return .array((0..<count).map { _ in value(keys: keys, random: &random, depth: depth + 1) })
    default:
      let count = random.below(4)
      return .object(
        (0..<count).map { _ in
          FuzzJSON.Member(key: random.pick(keys.isEmpty ? ["k"] : keys), value: value(keys: keys, random: &random, depth: depth + 1))
        })
    }
  }

  private static func parent(of path: [Int]) -> (parent: [Int], index: Int)? {
    guard let last = path.last else { return nil }
    return (Array(path.dropLast()), last)
  }

  private static func drop(_ tree: inout FuzzJSON, at path: [Int], random: inout FuzzRandom) {
    guard let (parentPath, index) = parent(of: path) else { return }
    switch tree[parentPath] {
    case .array(var items): items.remove(at: index); tree[parentPath] = .array(items)
    case .object(var members): members.remove(at: index); tree[parentPath] = .object(members)
    default: break
    }
  }

  private static func duplicate(_ tree: inout FuzzJSON, at path: [Int], random: inout FuzzRandom) {
    guard let (parentPath, index) = parent(of: path) else { return }
    switch tree[parentPath] {
    case .array(var items): items.insert(items[index], at: index); tree[parentPath] = .array(items)
    case .object(var members):
      // The same key twice, or its value under a second name.
      var copy = members[index]
      if random.oneIn(2) { copy.key += random.pick(["", "2", " ", "\u{301}"]) }
      members.insert(copy, at: index + 1)
      tree[parentPath] = .object(members)
    default: break
    }
  }

  private static func rename(_ tree: inout FuzzJSON, at path: [Int], keys: [String], random: inout FuzzRandom) {
    guard let (parentPath, index) = parent(of: path), case .object(var members) = tree[parentPath] else { return }
    members[index].key = random.oneIn(3) ? random.pick(OddValues.texts) : random.pick(keys.isEmpty ? ["k"] : keys)
    tree[parentPath] = .object(members)
  }

  private static func nested(_ node: FuzzJSON, levels: Int, random: inout FuzzRandom) -> FuzzJSON {
    var result = node
    let key = random.pick(["a", "plural", "device", "variations", "localizations", "stringUnit"])
    for _ in 0..<levels { result = random.oneIn(2) ? .array([result]) : .object([FuzzJSON.Member(key: key, value: result)]) }
    return result
  }

  private static func replicate(_ tree: inout FuzzJSON, at path: [Int], random: inout FuzzRandom) {
    // Up to half a megabyte of copies: a long list, not a tree too big to write.
    let size = max(1, tree[path].text(pretty: false).utf8.count)
    let count = min(random.pick([2, 10, 100, 1000, 5000]), max(2, (1 << 19) / size))
    switch tree[path] {
    case .array(let items) where !items.isEmpty:
      tree[path] = .array(Array((0..<count).map { items[$0 % items.count] }))
    case .object(let members) where !members.isEmpty:
      tree[path] = .object((0..<count).map { FuzzJSON.Member(key: members[$0 % members.count].key + "\($0)", value: members[$0 % members.count].value) })
    default:
      tree[path] = .array(Array(repeating: tree[path], count: count))
    }
  }

  private static func addMember(_ tree: inout FuzzJSON, at path: [Int], keys: [String], random: inout FuzzRandom) {
    switch tree[path] {
    case .object(var members):
      members.insert(
        FuzzJSON.Member(key: random.pick(keys.isEmpty ? ["k"] : keys), value: value(keys: keys, random: &random)),
        at: random.below(members.count + 1))
      tree[path] = .object(members)
    case .array(var items):
      items.insert(value(keys: keys, random: &random), at: random.below(items.count + 1))
      tree[path] = .array(items)
    default: tree[path] = value(keys: keys, random: &random)
    }
  }
}
