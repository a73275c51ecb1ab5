import FacsimileCore
import Foundation
import Testing

/// `Fixture.differences(from:)` and `differences(fromPartial:)`: only the key paths that differ,
/// each with both values, in key order.
@Suite struct FixtureDifferenceTests {
  let response: Fixture = [
    "actionIdentifier": "OPEN",
    "notification": [
      "request": [
        "identifier": "article-1",
        "content": ["title": "Hello", "badge": 3, "userInfo": ["articleId": "1"]],
      ]
    ],
  ]

  @Test func equalFixturesHaveNoDifferences() throws {
    #expect(response.differences(from: response).isEmpty)
    let gadget = try InstanceHelper.create(
      Gadget.self, properties: ["name": "Phone", "tags": ["a", "b"], "part": ["serial": "S1"]])
    let again = try InstanceHelper.create(
      Gadget.self, properties: ["name": "Phone", "tags": ["a", "b"], "part": ["serial": "S1"]])
    #expect(again.fixture().differences(from: gadget.fixture()).isEmpty)
  }

  @Test func aChangedNestedValueIsItsKeyPathWithBothValues() throws {
    let changed = try response.setting("notification.request.content.title", to: "Hi")
    let differences = changed.differences(from: response)
    #expect(
      differences == [
        Fixture.Difference(
          keyPath: "notification.request.content.title", oldValue: "Hello", newValue: "Hi")
      ])
    #expect(
      differences.map(\.description) == [#"notification.request.content.title: "Hello" → "Hi""#])
  }

  @Test func missingAndExtraKeysHaveNoValueOnOneSide() {
    let old: Fixture = ["title": "Hello", "badge": 3]
    let new: Fixture = ["title": "Hello", "sound": "ping"]
    let differences = new.differences(from: old)
    #expect(
      differences == [
        Fixture.Difference(keyPath: "sound", oldValue: .none, newValue: "ping"),
        Fixture.Difference(keyPath: "badge", oldValue: 3, newValue: .none),
      ])
    #expect(
      differences.map(\.description) == [#"sound: (missing) → "ping""#, "badge: 3 → (missing)"])
  }

  @Test func nullIsAValueNotAMissingKey() {
    let differences = Fixture(["badge": nil]).differences(from: [:])
    #expect(differences.map(\.description) == ["badge: (missing) → null"])
  }

  @Test func arraysCompareElementByElement() {
    let old: Fixture = ["tags": ["a", "b", "c"], "parts": [["serial": "S1"], ["serial": "S2"]]]
    let new: Fixture = ["tags": ["a", "x"], "parts": [["serial": "S1"], ["serial": "S3"]]]
    #expect(
      new.differences(from: old).map(\.description) == [
        #"tags[1]: "b" → "x""#,
        #"tags[2]: "c" → (missing)"#,
        #"parts[1].serial: "S2" → "S3""#,
      ])
    #expect(
      old.differences(from: new).map(\.keyPath) == ["tags[1]", "tags[2]", "parts[1].serial"])
  }

  @Test func numbersCompareByValue() {
    let old: Fixture = ["badge": 3, "ratio": 0.5, "big": .unsignedInteger(UInt64.max)]
    let new: Fixture = ["badge": 3.0, "ratio": 0.5, "big": .unsignedInteger(UInt64.max)]
    #expect(new.differences(from: old).isEmpty)
  }

  @Test func aNativeNumberEqualsAnNSNumberReadFromAnObject() throws {
    let native = try InstanceHelper.create(
      Gadget.self, properties: ["userInfo": ["count": 3], "anything": 2.5])
    let bridged = try InstanceHelper.create(
      Gadget.self,
      properties: ["userInfo": ["count": NSNumber(value: 3)], "anything": NSNumber(value: 2.5)])
    #expect(bridged.fixture().differences(from: native.fixture()).isEmpty)
  }

  @Test func aBooleanNeverEqualsANumber() throws {
    #expect(
      Fixture(["flag": true]).differences(from: ["flag": 1]).map(\.description) == [
        "flag: 1 → true"
      ])
    let number = try InstanceHelper.create(Gadget.self, properties: ["userInfo": ["on": 1]])
    let bool = try InstanceHelper.create(
      Gadget.self, properties: ["userInfo": ["on": NSNumber(value: true)]])
    #expect(
      bool.fixture().differences(from: number.fixture()).map(\.description) == [
        "userInfo.on: 1 → true"
      ])
  }

  @Test func aDifferentTypeIsADifferenceAtTypeKeyListedFirst() throws {
    let old: Fixture = ["serial": "S1", "child": ["$type": "SpecialPart", "grade": "A"]]
    let new: Fixture = ["serial": "S2", "child": ["grade": "A", "$type": "Part"]]
    #expect(
      new.differences(from: old).map(\.description) == [
        #"serial: "S1" → "S2""#,
        #"child.$type: "SpecialPart" → "Part""#,
      ])
    let part = try InstanceHelper.create(Part.self, properties: ["serial": "S1"])
    let special = try InstanceHelper.create(Part.self, properties: ["serial": "S1"])
    try special.setValue(SpecialPart.fabricate(from: ["grade": "A"]), forKey: "child")
    try part.setValue(Part.fabricate(from: [:]), forKey: "child")
    #expect(
      special.fixture().differences(from: part.fixture()).map(\.description) == [
        #"child.$type: (missing) → "SpecialPart""#,
        #"child.grade: (missing) → "A""#,
      ])
  }

  @Test func valuesOfDifferentKindsAreOneDifference() {
    let old: Fixture = ["content": ["title": "Hello"], "tags": ["a"]]
    let new: Fixture = ["content": nil, "tags": "a"]
    #expect(
      new.differences(from: old).map(\.description) == [
        #"content: {"title": "Hello"} → null"#,
        #"tags: ["a"] → "a""#,
      ])
  }

  @Test func anObjectValueIsComparedByItsKeys() throws {
    let part = try Part.fabricate(from: ["serial": "S1", "count": 2])
    let old: Fixture = ["part": .object(part)]
    let new: Fixture = ["part": ["serial": "S1", "count": 3, "child": nil]]
    #expect(new.differences(from: old).map(\.description) == ["part.count: 2 → 3"])
  }

  @Test func aPartialFixtureComparesOnlyTheKeysItNames() {
    let expected: Fixture = [
      "notification": ["request": ["content": ["title": "Hi", "sound": "ping"]]]
    ]
    #expect(
      response.differences(fromPartial: expected).map(\.description) == [
        #"notification.request.content.title: "Hi" → "Hello""#,
        #"notification.request.content.sound: "ping" → (missing)"#,
      ])
    #expect(response.differences(fromPartial: ["actionIdentifier": "OPEN"]).isEmpty)
    #expect(response.differences(fromPartial: [:]).isEmpty)
  }

  @Test func aPartialFixtureStillComparesWholeArrays() {
    let actual: Fixture = ["parts": [["serial": "S1", "count": 1], ["serial": "S2", "count": 2]]]
    #expect(
      actual.differences(fromPartial: ["parts": [["serial": "S1"], ["serial": "S2"]]]).isEmpty)
    #expect(
      actual.differences(fromPartial: ["parts": [["serial": "S1"]]]).map(\.description) == [
        #"parts[1]: (missing) → {"serial": "S2", "count": 2}"#
      ])
  }

  @Test func longAndMultilineValuesStayOnOneBoundedLine() {
    let long = String(repeating: "x", count: 500)
    let nested: FixtureValue = .fixture(
      Fixture(entries: (0..<100).map { ("key\($0)", .string(long)) }))
    let old: Fixture = ["text": "line one\nline two\r\n\u{2028}end", "nested": nested]
    let new: Fixture = ["text": .string(long), "nested": [1, 2]]
    let descriptions = new.differences(from: old).map(\.description)
    #expect(descriptions.count == 2)
    for description in descriptions {
      #expect(!description.contains("\n") && !description.contains("\r"))
      #expect(!description.contains("\u{2028}"))
      #expect(description.count < 200, "\(description)")
    }
    #expect(
      descriptions.first?.hasPrefix(#"text: "line one\nline two\r\n\u{2028}end" → "xxx"#) == true)
    #expect(descriptions.last?.hasPrefix(#"nested: {"key0": "xxx"#) == true)
    #expect(descriptions.last?.hasSuffix("…} → [1, 2]") == true)
  }

  @Test func keysWithLineBreaksAreEscapedInTheKeyPath() {
    let differences = Fixture(["a\nb": 2]).differences(from: ["a\nb": 1])
    #expect(differences.map(\.keyPath) == [#"a\nb"#])
  }

  @Test func aVeryDeepFixtureIsWalkedWithoutRecursion() {
    var old: FixtureValue = 1
    var new: FixtureValue = 2
    for _ in 0..<10_000 {
      old = ["next": old]
      new = ["next": new]
    }
    let differences = Fixture(["root": new]).differences(from: ["root": old])
    #expect(differences.count == 1)
    #expect(differences.first?.keyPath.hasSuffix(".next.next") == true)
    #expect(differences.first?.description.hasSuffix(": 1 → 2") == true)
  }

  @Test func aLargeFixtureIsComparedInLinearTime() {
    let entries = (0..<50_000).map { ("key\($0)", FixtureValue.integer($0)) }
    let old = Fixture(entries: entries)
    let new = Fixture(entries: entries.reversed() + [("extra", 1)])
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(new.differences(from: old).map(\.keyPath) == ["extra"])
    }
    // A linear scan per key would take minutes here.
    #expect(elapsed < .seconds(10))
  }
}

extension Fixture {
  /// A fixture from one literal, so a test can call a method on it directly.
  fileprivate init(_ literal: Fixture) { self = literal }
}
