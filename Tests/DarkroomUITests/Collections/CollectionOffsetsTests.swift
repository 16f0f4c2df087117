import Foundation
import Testing

@testable import DarkroomViews

/// `move(fromOffsets:toOffset:)` and `remove(atOffsets:)` as `.onMove` and `.onDelete` use them
/// (developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).
@Suite struct CollectionOffsetsTests {
  @Test func movingDownPutsTheElementsBeforeTheDestination() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(letters == ["b", "c", "a", "d", "e"])
  }

  @Test func movingUpAndToTheEndWork() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 1)
    #expect(letters == ["a", "e", "b", "c", "d"])
    letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 5)
    #expect(letters == ["e", "b", "c", "d", "a"])
  }

  @Test func severalElementsKeepTheirOrder() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: IndexSet([0, 2, 4]), toOffset: 2)
    #expect(letters == ["b", "a", "c", "e", "d"])
  }

  @Test func movingToItsOwnPlaceChangesNothing() {
    var letters = ["a", "b", "c"]
    letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 1)
    #expect(letters == ["a", "b", "c"])
    letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 2)
    #expect(letters == ["a", "b", "c"])
  }

  @Test func offsetsOutsideTheCollectionDoNotTrap() {
    var letters = ["a", "b", "c"]
    letters.move(fromOffsets: IndexSet([7, -1 + 1]), toOffset: 99)
    #expect(letters == ["b", "c", "a"])
    letters.move(fromOffsets: IndexSet(integer: 2), toOffset: -5)
    #expect(letters == ["a", "b", "c"])
    letters.remove(atOffsets: IndexSet([1, 8]))
    #expect(letters == ["a", "c"])
  }

  @Test func anyMutableCollectionMoves() {
    var slice = [0, 1, 2, 3, 4, 5][1...4]
    slice.move(fromOffsets: IndexSet(integer: 0), toOffset: 4)
    #expect(Array(slice) == [2, 3, 4, 1])
    var characters = ContiguousArray("swift")
    characters.move(fromOffsets: IndexSet([3, 4]), toOffset: 0)
    #expect(String(characters) == "ftswi")
  }

  @Test func removingTakesOutEveryOffset() {
    var numbers = [10, 20, 30, 40, 50]
    numbers.remove(atOffsets: IndexSet([0, 2, 4]))
    #expect(numbers == [20, 40])
    var slice = [1, 2, 3, 4][1...]
    slice.remove(atOffsets: IndexSet(integer: 0))
    #expect(Array(slice) == [3, 4])
  }
}
