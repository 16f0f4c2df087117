import DarkroomUI
import SeededRandom

/// Random view trees with the odd numbers a user can write: NaN, ±infinity, negative, huge.
enum OddViewTrees {
  static let oddNumbers: [CGFloat] = [
    .nan, .infinity, -.infinity, -1, -250, 0, 0.25, 1, 17, 44, 320, 1e6, 1e12, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
  ]
  static let texts = [
    "", " ", "Hello", "مرحبا بالعالم", "日本語のテキスト", "👩‍👩‍👧‍👦🎥", String(repeating: "long words wrap ", count: 20), "\n\n\t",
    "a\u{0301}\u{200F}b",
  ]

  static func number(_ random: inout SeededGenerator) -> CGFloat {
    oddNumbers[Int(random.next() % UInt64(oddNumbers.count))]
  }

  static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
    items[Int(random.next() % UInt64(items.count))]
  }

  /// A tree of at most `depth` levels of stacks below the root.
  static func view(depth: Int, _ random: inout SeededGenerator) -> AnyView {
    let kind = random.next() % (depth > 0 ? 9 : 5)
    var result: AnyView
    switch kind {
    case 0:
      result = AnyView(Text(pick(texts, &random)).font(.system(size: number(&random))))
    case 1:
      result = AnyView(Text(pick(texts, &random)).kerning(number(&random)).lineLimit(pick([nil, 0, 1, 3], &random)))
    case 2:
      result = AnyView(Rectangle().fill(Color(red: number(&random), green: 0.5, blue: number(&random), opacity: number(&random))))
    case 3:
      result = AnyView(Circle().stroke(Color.blue, lineWidth: number(&random)))
    case 4:
      result = AnyView(RoundedRectangle(cornerRadius: number(&random)).fill(Color(hue: number(&random), saturation: 1, brightness: 1)))
    case 5:
      let children = (0..<Int(random.next() % 3 + 1)).map { _ in view(depth: depth - 1, &random) }
      result = AnyView(VStack(spacing: number(&random)) { ForEach(0..<children.count, id: \.self) { children[$0] } })
    case 6:
      let children = (0..<Int(random.next() % 3 + 1)).map { _ in view(depth: depth - 1, &random) }
      result = AnyView(HStack(spacing: number(&random)) { ForEach(0..<children.count, id: \.self) { children[$0] } })
    case 7:
      let children = (0..<Int(random.next() % 3 + 1)).map { _ in view(depth: depth - 1, &random) }
      result = AnyView(ZStack { ForEach(0..<children.count, id: \.self) { children[$0] } })
    default:
      result = AnyView(view(depth: depth - 1, &random).overlay(Text(pick(texts, &random))))
    }
    // Up to three modifiers with odd numbers.
    for _ in 0..<Int(random.next() % 4) {
      switch random.next() % 8 {
      case 0: result = AnyView(result.frame(width: number(&random), height: number(&random)))
      case 1: result = AnyView(result.frame(minWidth: number(&random), maxWidth: number(&random), minHeight: number(&random)))
      case 2: result = AnyView(result.padding(number(&random)))
      case 3: result = AnyView(result.offset(x: number(&random), y: number(&random)))
      case 4: result = AnyView(result.shadow(radius: number(&random), x: number(&random), y: number(&random)))
      case 5: result = AnyView(result.opacity(number(&random)))
      case 6: result = AnyView(result.cornerRadius(number(&random)))
      default: result = AnyView(result.padding(.horizontal, number(&random)))
      }
    }
    return result
  }
}
