import FacsimileCore
import Foundation
import Testing

@Suite struct KeyedObjectTests {
  private func part(_ serial: String = "A", child: String? = "B") throws -> Part {
    var properties: [String: Any] = ["serial": serial, "count": 1]
    if let child { properties["child"] = ["serial": child] }
    return try InstanceHelper.create(Part.self, properties: properties)
  }

  @Test func equalityComparesEveryKey() throws {
    #expect(try part() == part())
    #expect(try part() != part("Z"))
    #expect(try part() != part(child: "C"))
    #expect(try part() != part(child: nil))
    #expect(try part().hash == part().hash)
  }

  @Test func equalityComparesUserInfoDeeply() throws {
    let a = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["a": ["b": [1, 2]]]])
    let b = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["a": ["b": [1, 2]]]])
    let c = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["a": ["b": [1, 3]]]])
    #expect(a == b)
    #expect(a != c)
  }

  @Test func objectsOfDifferentClassesAreNotEqual() throws {
    let special = try InstanceHelper.create(
      SpecialPart.self, properties: ["serial": "A", "count": 1])
    #expect(try !part(child: nil).isEqual(special))
  }

  @Test func copyIsEqualAndIndependentAllTheWayDown() throws {
    let original = try part()
    let copy = try #require(original.copy() as? Part)
    #expect(copy == original)
    #expect(copy !== original)
    #expect(copy.child !== original.child)
    try copy.setValue("changed", forKeyPath: "child.serial")
    #expect(original.child?.serial == "B")
    #expect(copy.child?.serial == "changed")
  }

  @Test func copyKeepsTheSubclass() throws {
    let special = try InstanceHelper.create(SpecialPart.self, properties: ["grade": "A"])
    let copy = try #require(special.copy() as? SpecialPart)
    #expect(copy.grade == "A")
  }

  @Test func descriptionIsOneReadableLine() throws {
    #expect(
      try part().description
        == #"<Part serial: "A", count: 1, child: <Part serial: "B", count: 0, child: nil>>"#)
  }

  @Test func treeDescriptionExpandsNestedValues() throws {
    let gadget = try InstanceHelper.create(
      Gadget.self,
      properties: ["name": "g", "parts": [["serial": "p"]], "userInfo": ["k": "v"]])
    let tree = gadget.treeDescription
    #expect(tree.hasPrefix("Gadget\n├─ name: \"g\"\n"))
    #expect(tree.contains("├─ parts: 1 element\n│  └─ [0]: Part\n│     ├─ serial: \"p\""))
    #expect(tree.contains("├─ userInfo: 1 entry\n│  └─ k: \"v\""))
    #expect(tree.hasSuffix("└─ anything: nil"))
    #expect(gadget.debugDescription == tree)
  }

  @Test func blankInstancesHoldTheirDefaults() throws {
    let request = try InstanceHelper.create(UNNotificationRequest.self)
    #expect(request.identifier == "")
    #expect(request.trigger == nil)
    #expect(request.content.title == "")
  }

  @Test func instanceHelperSetsPropertiesAndNestsDictionaries() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self, properties: ["persistentIdentifier": "S1"])
    let scene = try InstanceHelper.create(UIWindowScene.self, properties: ["session": session])
    #expect(scene.session === session)
    let nested = try InstanceHelper.create(
      UIWindowScene.self, properties: ["session": ["persistentIdentifier": "S2"]])
    #expect(nested.session.persistentIdentifier == "S2")
  }
}

@Suite struct ValueEqualityTests {
  @Test func numbersCompareByValueWhetherNativeOrNSNumber() throws {
    let native = try InstanceHelper.create(
      Gadget.self, properties: ["userInfo": ["n": 1, "d": 2.5, "b": true]])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(#"{"n": 1, "d": 2.5, "b": true}"#.utf8))
        as? [String: Any])
    let bridged = try InstanceHelper.create(Gadget.self, properties: ["userInfo": json])
    #expect(native == bridged)
  }

  @Test func aBooleanNeverEqualsANumber() throws {
    let one = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["v": 1]])
    let yes = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["v": true]])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(#"{"v": true}"#.utf8)) as? [String: Any])
    let jsonYes = try InstanceHelper.create(Gadget.self, properties: ["userInfo": json])
    #expect(one != yes)
    #expect(one != jsonYes)
    #expect(yes == jsonYes)
  }
}
