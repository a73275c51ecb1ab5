import FacsimileCore
import Foundation
import Testing

/// How a fabrication writes its values: every key of one storage in one lock round trip, a
/// subclass's own storage apart, and optional keys from values of their wrapped type.
@Suite struct StorageWriteTests {
  @Test func keysOfTwoStoragesInAnyOrderAreAllWritten() throws {
    // `grade` lives in SpecialPart's own storage, the others in Part's; a dictionary's order is
    // arbitrary, so the keys of the two storages come interleaved.
    let special = try InstanceHelper.create(
      SpecialPart.self,
      properties: ["grade": "A", "serial": "S", "count": 3, "child": ["serial": "C"]])
    #expect(special.grade == "A")
    #expect(special.serial == "S")
    #expect(special.count == 3)
    #expect(special.child?.serial == "C")
  }

  @Test func aProblemInEitherStorageWritesNothing() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(
        SpecialPart.self, properties: ["serial": "S", "grade": 7, "count": "three"])
    }
    #expect(
      error.problems.map { $0.keyPath.joined(separator: ".") }.sorted() == ["count", "grade"])
    // The same keys through setValue(_:forKey:) on an existing object: the refused value
    // changes nothing, the accepted one lands in its own storage.
    let special = try InstanceHelper.create(SpecialPart.self, properties: ["grade": "A"])
    #expect(throws: FacsimileError.self) { try special.setValue(7, forKey: "grade") }
    #expect(special.grade == "A")
    try special.setValue("B", forKey: "grade")
    try special.setValue("T", forKey: "serial")
    #expect(special.grade == "B")
    #expect(special.serial == "T")
  }

  @Test func optionalKeysTakeTheWrappedTypeNilAndNull() throws {
    let gadget = try InstanceHelper.create(
      Gadget.self, properties: ["number": 4, "url": "https://example.com", "anything": "x"])
    #expect(gadget.number == NSNumber(value: 4))
    #expect(gadget.url == URL(string: "https://example.com"))
    #expect(gadget.anything as? String == "x")
    try gadget.setValue(nil, forKey: "number")
    try gadget.setValue(NSNull(), forKey: "url")
    try gadget.setValue(nil, forKey: "anything")
    #expect(gadget.number == nil)
    #expect(gadget.url == nil)
    #expect(gadget.anything == nil)
    // An optional held as `Any` is unwrapped, not stored as an optional of an optional.
    try gadget.setValue(Optional<Any>.some(5) as Any, forKey: "anything")
    #expect(gadget.anything as? Int == 5)
    try gadget.setValue(Optional<Int>.some(6) as Any, forKey: "number")
    #expect(gadget.number == NSNumber(value: 6))
    // A Boolean never becomes a number, not even one held in an optional.
    #expect(throws: FacsimileError.self) {
      try gadget.setValue(Optional<Bool>.some(true) as Any, forKey: "number")
    }
    #expect(gadget.number == NSNumber(value: 6))
  }
}
