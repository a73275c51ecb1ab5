import FacsimileCore
import Foundation
import Testing

@Suite struct ErrorTests {
  @Test func everyProblemInADictionaryIsReportedInKeyPathOrder() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(
        Gadget.self,
        properties: ["nmae": "x", "int": "one", "part": ["serial": 5, "cuont": 1], "date": "soon"])
    }
    #expect(
      error.problems.map(\.keyPathDescription) == [
        "date", "int", "nmae", "part.cuont", "part.serial",
      ])
    #expect(
      error.problems.map(\.kind) == [
        .invalidValue, .typeMismatch, .unknownKey, .unknownKey, .typeMismatch,
      ])
    #expect(error.description.hasPrefix("5 problems:\n  Gadget.date: expected Date"))
    #expect(
      error.description.contains(
        #"  Gadget.part.cuont: Part has no key "cuont"; did you mean "count"?"#))
    #expect(error.description.contains(#"  Gadget.part.serial: expected String, found Int 5"#))
  }

  @Test func aProblemCarriesItsParts() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(Gadget.self, properties: ["int": "one"])
    }
    let problem = try #require(error.problems.first)
    #expect(problem.typeName == "Gadget")
    #expect(problem.keyPath == ["int"])
    #expect(problem.expected == "Int")
    #expect(problem.found == #"String "one""#)
    #expect(problem.validKeys.isEmpty)
  }

  @Test func anObjectSetAsItsOwnDescendantIsACycle() throws {
    let part = try InstanceHelper.create(
      Part.self, properties: ["child": ["child": ["serial": "leaf"]]])
    let leaf = try #require(part.child?.child)
    let error = try #require(throws: FacsimileError.self) {
      try leaf.setValue(part, forKey: "child")
    }
    #expect(error.kind == .cycle)
    #expect(error.description == "Part.child: setting this Part would make it its own descendant")
    #expect(leaf.child == nil)
  }

  @Test func anObjectSetAsItsOwnChildIsACycle() throws {
    let part = try InstanceHelper.create(Part.self)
    let error = try #require(throws: FacsimileError.self) {
      try part.setValue(part, forKey: "child")
    }
    #expect(error.kind == .cycle)
  }

  @Test func aCycleThroughAKeyPathIsFoundAgainstEveryAncestor() throws {
    let root = try InstanceHelper.create(Part.self, properties: ["child": ["serial": "middle"]])
    let error = try #require(throws: FacsimileError.self) {
      try root.setValue(root, forKeyPath: "child.child")
    }
    #expect(error.kind == .cycle)
    #expect(error.keyPath == "child.child")
  }

  @Test func sharingAnObjectIsNotACycle() throws {
    let shared = try InstanceHelper.create(Part.self, properties: ["serial": "shared"])
    let gadget = try InstanceHelper.create(
      Gadget.self, properties: ["part": shared, "parts": [shared, shared]])
    #expect(gadget.parts.allSatisfy { $0 === shared })
  }

  @Test func nestingDeeperThanTheLimitIsAnError() throws {
    var fixture: [String: Any] = ["serial": "leaf"]
    for _ in 0..<200 { fixture = ["child": fixture] }
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(Part.self, properties: fixture)
    }
    #expect(error.kind == .tooDeep)
    #expect(error.problems.first?.keyPath.count == FacsimileLimits.maximumDepth + 1)
    #expect(
      error.description.hasSuffix(
        "nesting deeper than 64 levels (FacsimileLimits.maximumDepth); is a value its own descendant?"
      ))
  }

  @Test func nestingAtTheLimitIsAccepted() throws {
    var fixture: [String: Any] = ["serial": "leaf"]
    for _ in 0..<FacsimileLimits.maximumDepth { fixture = ["child": fixture] }
    let part = try InstanceHelper.create(Part.self, properties: fixture)
    var depth = 0
    var node: Part? = part
    while let next = node?.child { depth += 1; node = next }
    #expect(depth == FacsimileLimits.maximumDepth)
    #expect(node?.serial == "leaf")
  }

  @Test func kindsHaveReadableNames() {
    let kinds: [FacsimileError.Kind] = [
      .unknownKey, .typeMismatch, .invalidValue, .cycle, .tooDeep, .invalidKeyPath,
      .unsupportedCoding,
    ]
    #expect(
      kinds.map(\.description) == [
        "unknownKey", "typeMismatch", "invalidValue", "cycle", "tooDeep", "invalidKeyPath",
        "unsupportedCoding",
      ])
  }
}

@Suite struct DeepValueTests {
  // 3,000 levels: past the limit, and shallow enough that Swift's own recursive release of the
  // test's value cannot exhaust the stack (the reliability tests go to 100,000).
  @Test func aUserInfoNestedPastTheLimitIsRefusedWithoutRecursion() throws {
    var nested: [String: Any] = ["leaf": 1]
    for _ in 0..<3_000 { nested = ["next": nested] }
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(Gadget.self, properties: ["userInfo": nested])
    }
    #expect(error.kind == .tooDeep)
    #expect(error.keyPath == "userInfo")
  }

  @Test func aFixtureNestedPastTheLimitIsRefusedWithoutRecursion() throws {
    var fixture: Fixture = ["serial": "leaf"]
    for _ in 0..<3_000 { fixture = ["child": .fixture(fixture)] }
    let error = try #require(throws: FacsimileError.self) { try Part.fabricate(from: fixture) }
    #expect(error.kind == .tooDeep)
  }

  @Test func aKeyWithALineBreakStaysOnOneLineAndLongKeysAreCut() throws {
    let error = try #require(throws: FacsimileError.self) {
      try InstanceHelper.create(
        Part.self, properties: ["a\nb": 1, String(repeating: "k", count: 10_000): 2])
    }
    #expect(error.problems.allSatisfy { !$0.description.contains("\n") })
    #expect(error.problems.allSatisfy { $0.description.count < 400 })
    #expect(error.description.contains(#"has no key "a\nb""#))
  }
}
