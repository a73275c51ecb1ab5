import Facsimile
import Foundation
import Testing

/// A change that fails changes nothing, and a fabrication that fails leaves nothing behind.
@Suite struct NothingLostTests {
  /// A node with a child and values at every level, to check that a failure touches none of them.
  private func populatedNode() throws -> Node {
    try InstanceHelper.create(
      Node.self,
      properties: [
        "name": "root", "count": 1, "tags": ["a"],
        "child": ["name": "child", "count": 2, "child": ["name": "grandchild"]],
      ])
  }

  @Test func aFailedSetValueWithANestedDictionaryChangesNothing() throws {
    let node = try populatedNode()
    let child = try #require(node.child)
    let before = node.fixture()
    #expect(throws: FacsimileError.self) {
      try node.setValue(["name": "new", "child": ["count": "bad"]], forKey: "child")
    }
    #expect(node.fixture() == before)
    #expect(node.child === child, "the child object was replaced")
    #expect(child.name == "child")
  }

  @Test func aFailedSetValueAtAKeyPathChangesNothingOnTheWay() throws {
    let node = try populatedNode()
    let before = node.fixture()
    for (value, keyPath) in [
      ("x" as Any, "child.child.count"), (["count": "x"], "child.child"),
      (300, "child.small"), ("x", "child.nope"), (1, "child.child.child.name"),
    ] {
      #expect(throws: FacsimileError.self) { try node.setValue(value, forKeyPath: keyPath) }
      #expect(node.fixture() == before, "after setting \(keyPath)")
    }
  }

  @Test func aRefusedCycleChangesNothing() throws {
    let node = try populatedNode()
    let grandchild = try #require(node.child?.child)
    let before = node.fixture()
    #expect(throws: FacsimileError.self) { try grandchild.setValue(node, forKey: "child") }
    #expect(throws: FacsimileError.self) {
      try grandchild.setValue([try Node.blank(), node], forKey: "children")
    }
    #expect(node.fixture() == before)
    #expect(grandchild.child == nil)
  }

  @Test func aFailedCreateLeavesTheObjectsItWasGivenAlone() throws {
    let given = try populatedNode()
    let before = given.fixture()
    #expect(throws: FacsimileError.self) {
      try InstanceHelper.create(Node.self, properties: ["child": given, "count": "bad"])
    }
    #expect(given.fixture() == before)
  }

  @Test func aFailedFixtureOverrideLeavesTheFixtureAsItWas() throws {
    let fixture: Fixture = ["name": "root", "child": ["name": "child", "count": 2]]
    let copy = fixture
    #expect(throws: FacsimileError.self) { try fixture.setting("child.nmae", to: "x") }
    #expect(throws: FacsimileError.self) { try fixture.removing("child..name") }
    #expect(fixture == copy)
    // An override that does not fit the type fails at fabrication and changes nothing either.
    let node = try Node.fabricate(from: fixture)
    let before = node.fixture()
    let bad = try fixture.setting("child.count", to: "two")
    #expect(throws: FacsimileError.self) { try Node.fabricate(from: bad) }
    #expect(node.fixture() == before)
  }

  @Test func aSavedObjectOfASubclassFabricatesBackAsTheDeclaredType() throws {
    let document = try JSONFixture(
      data: Data(#"{"$type": "UNTextInputNotificationResponse", "userText": "On my way"}"#.utf8))
    let response = try document.fabricate(UNNotificationResponse.self)
    #expect(response is UNTextInputNotificationResponse)
    let saved = response.fixture()
    #expect(saved[Fixture.typeKey] == "UNTextInputNotificationResponse")
    let again = try UNNotificationResponse.fabricate(from: saved)
    #expect(again.isEqual(response))
    // Saved as its own class, it needs no "$type".
    let exact = try #require(response as? UNTextInputNotificationResponse)
    #expect(exact.fixture()[Fixture.typeKey] == nil)
  }

  // MARK: No partial object reachable

  /// Runs `body`, which must fail, and returns how many ``Tracked`` objects it made and how many
  /// are still alive afterwards.
  private func objectsLeftBy(_ body: () throws -> Void) -> (made: Int, alive: Int) {
    let tracker = InstanceTracker()
    tracker.track {
      _ = #expect(throws: FacsimileError.self) { try body() }
    }
    return tracker.counts
  }

  private let badDeepDown: [String: Any] = [
    "name": "root", "child": ["name": "child", "child": ["name": "grandchild", "count": "bad"]],
  ]

  @Test func aFailedCreateLeavesNoPartialObjectAlive() {
    let left = objectsLeftBy {
      _ = try InstanceHelper.create(Tracked.self, properties: badDeepDown)
    }
    #expect(left.made >= 3)
    #expect(left.alive == 0)
  }

  @Test func aFailedKeyedCoderLeavesNoPartialObjectAlive() {
    let left = objectsLeftBy {
      let coder = KeyedCoder(badDeepDown)
      if Tracked(coder: coder) == nil { throw coder.error ?? CocoaError(.coderInvalidValue) }
    }
    #expect(left.made >= 3)
    #expect(left.alive == 0)
  }

  @Test func aFailedJSONFabricationLeavesNoPartialObjectAlive() {
    let json = Data(
      #"[{"name": "a", "child": {"name": "b"}}, {"child": {"child": {"count": "bad"}}}]"#.utf8)
    let left = objectsLeftBy { _ = try JSONFixture(data: json).fabricate([Tracked].self) }
    #expect(left.made >= 4)
    #expect(left.alive == 0)
  }

  @Test func aFailedSetValueLeavesNoPartialObjectAlive() throws {
    let root = try InstanceHelper.create(Tracked.self)
    let left = objectsLeftBy {
      try root.setValue(["children": [["name": "ok"], ["count": "bad"]]], forKey: "child")
    }
    #expect(left.made >= 2)
    #expect(left.alive == 0)
    #expect(root.child == nil)
  }

  @Test func aSuccessfulFabricationKeepsItsObjectsAlive() throws {
    let tracker = InstanceTracker()
    let made = try tracker.track {
      try InstanceHelper.create(Tracked.self, properties: ["child": ["child": [:]]])
    }
    #expect(tracker.counts.made == 3)
    #expect(tracker.counts.alive == 3)
    withExtendedLifetime(made) {}
  }
}
