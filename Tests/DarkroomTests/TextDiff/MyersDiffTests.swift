import SeededRandom
import Testing

@testable import Darkroom

@Suite struct MyersDiffTests {
  /// Applies an edit script to `old` and returns what it produces.
  private func apply(_ edits: [MyersDiff.Edit], old: [Character], new: [Character]) -> [Character] {
    var result: [Character] = []
    var expectedOld = 0
    var expectedNew = 0
    for edit in edits {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        #expect(oldIndex == expectedOld && newIndex == expectedNew)
        #expect(old[oldIndex] == new[newIndex])
        result.append(old[oldIndex])
        expectedOld += 1
        expectedNew += 1
      case .delete(let oldIndex):
        #expect(oldIndex == expectedOld)
        expectedOld += 1
      case .insert(let newIndex):
        #expect(newIndex == expectedNew)
        result.append(new[newIndex])
        expectedNew += 1
      }
    }
    #expect(expectedOld == old.count && expectedNew == new.count)
    return result
  }

  /// The length of the longest common subsequence, by dynamic programming.
  private func lcsLength(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test func paperExampleNeedsFiveEdits() {
    // The example of Myers' paper: ABCABBA → CBABAC has a shortest edit script of length 5.
    let old = Array("ABCABBA"), new = Array("CBABAC")
    let edits = MyersDiff.edits(from: old, to: new)
    #expect(apply(edits, old: old, new: new) == new)
    let changes = edits.filter { if case .keep = $0 { false } else { true } }.count
    #expect(changes == 5)
  }

  @Test func emptyAndIdenticalInputs() {
    #expect(MyersDiff.edits(from: [Character](), to: []).isEmpty)
    #expect(MyersDiff.edits(from: Array("abc"), to: []) == [.delete(old: 0), .delete(old: 1), .delete(old: 2)])
    #expect(MyersDiff.edits(from: [], to: Array("ab")) == [.insert(new: 0), .insert(new: 1)])
    #expect(MyersDiff.edits(from: Array("same"), to: Array("same")).allSatisfy {
      if case .keep = $0 { true } else { false }
    })
  }

  @Test(arguments: 0..<300)
  func randomScriptsAreValidAndShortest(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15)
    let alphabet = Array("abcd")
    let old = (0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
    let new = (0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
    let edits = MyersDiff.edits(from: old, to: new)
    #expect(apply(edits, old: old, new: new) == new)
    let kept = edits.filter { if case .keep = $0 { true } else { false } }.count
    #expect(kept == lcsLength(old, new), "not a shortest script for \(String(old)) → \(String(new))")
  }

  @Test func largeInputsFinish() {
    // 20,000 lines with every tenth changed: linear space keeps this small and quick.
    let old = (0..<20_000).map { "line \($0)" }
    let new = old.enumerated().map { $0.offset % 10 == 0 ? "changed \($0.offset)" : $0.element }
    let edits = MyersDiff.edits(from: old, to: new)
    #expect(edits.filter { if case .insert = $0 { true } else { false } }.count == 2_000)
    #expect(edits.filter { if case .delete = $0 { true } else { false } }.count == 2_000)
  }
}
