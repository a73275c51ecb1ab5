import FacsimileCore
import Foundation
import Testing

@Suite struct FixtureTests {
  let openArticle: Fixture = [
    "actionIdentifier": "OPEN",
    "notification": [
      "date": "2026-11-21T10:00:00Z",
      "request": ["identifier": "article-1", "content": ["title": "Hello", "badge": 3]],
    ],
  ]

  @Test func aFixtureFabricatesANestedObjectGraph() throws {
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    #expect(response.actionIdentifier == "OPEN")
    #expect(response.notification.date == Date(timeIntervalSince1970: 1_795_255_200))
    #expect(response.notification.request.content.title == "Hello")
    #expect(response.notification.request.content.badge == 3)
  }

  @Test func aFixtureCanHoldObjectsAlreadyMade() throws {
    let session = try InstanceHelper.create(
      UISceneSession.self, properties: ["persistentIdentifier": "S"])
    let scene = try UIWindowScene.fabricate(from: ["session": .object(session)])
    #expect(scene.session === session)
  }

  @Test func typedValuesSetInCodeAreKept() throws {
    let id = UUID()
    let gadget = try Gadget.fabricate(from: [
      "date": .date(Date(timeIntervalSince1970: 5)), "url": .url(URL(fileURLWithPath: "/tmp")),
      "uuid": .uuid(id), "data": .data(Data([1])), "anything": nil,
    ])
    #expect(gadget.date == Date(timeIntervalSince1970: 5))
    #expect(gadget.url?.path == "/tmp")
    #expect(gadget.uuid == id)
    #expect(gadget.data == Data([1]))
  }

  @Test func settingOverridesAValueByKeyPath() throws {
    let variant = try openArticle.setting("notification.request.content.title", to: "Hi")
    #expect(
      try UNNotificationResponse.fabricate(from: variant).notification.request.content.title == "Hi"
    )
    #expect(
      try UNNotificationResponse.fabricate(from: openArticle).notification.request.content.title
        == "Hello")
  }

  @Test func settingAKeyThatIsNotThereIsAnErrorWithASuggestion() throws {
    let error = try #require(throws: FacsimileError.self) {
      try openArticle.setting("notification.request.content.titel", to: "Hi")
    }
    #expect(error.kind == .unknownKey)
    #expect(
      error.description
        == #"Fixture.notification.request.content.titel: the fixture has no key "titel" (its keys here: title, badge); did you mean "title"? To add a key, use merging(_:)."#
    )
  }

  @Test func settingAKeyTheFixtureLacksSaysSoAndPointsToMerging() throws {
    let error = try #require(throws: FacsimileError.self) {
      try openArticle.setting("notification.request.content.subtitle", to: "Sub")
    }
    #expect(error.kind == .unknownKey)
    #expect(error.problems.first?.suggestion == nil)
    #expect(
      error.description
        == #"Fixture.notification.request.content.subtitle: the fixture has no key "subtitle" (its keys here: title, badge); to add a key, use merging(_:)"#
    )
    let merged = openArticle.merging(["notification": ["request": ["content": ["subtitle": "S"]]]])
    #expect(try merged.setting("notification.request.content.subtitle", to: "Sub") != merged)
  }

  @Test func settingTakesSwiftValuesInVariables() throws {
    let id = "a"
    let badge = 7
    let score = 0.5
    let flag = true
    let date = Date(timeIntervalSince1970: 5)
    let url = URL(fileURLWithPath: "/tmp")
    let uuid = UUID()
    let data = Data([1, 2])
    let nested: Fixture = ["title": "Nested"]
    var fixture = try openArticle.setting("notification.request.identifier", to: id)
    #expect(fixture.value(at: "notification.request.identifier") == "a")
    fixture = try fixture.setting("notification.request.content.badge", to: badge)
    fixture = try fixture.setting("notification.request.content.title", to: score)
    fixture = try fixture.setting("actionIdentifier", to: flag)
    fixture = try fixture.setting("notification.date", to: date)
    #expect(fixture.value(at: "notification.date") == .date(date))
    for value: any FixtureValueConvertible in [url, uuid, data, nested, id, FixtureValue.null] {
      let changed = try fixture.setting("actionIdentifier", to: value.fixtureValue)
      #expect(changed["actionIdentifier"] == value.fixtureValue)
    }
    #expect(
      try fixture.setting("actionIdentifier", to: nested).value(at: "actionIdentifier.title")
        == "Nested")
    // Literals keep working, and pick the same values.
    #expect(try openArticle.setting("actionIdentifier", to: "X")["actionIdentifier"] == "X")
    #expect(try openArticle.setting("actionIdentifier", to: 1)["actionIdentifier"] == 1)
    #expect(try openArticle.setting("actionIdentifier", to: 1.5)["actionIdentifier"] == 1.5)
    #expect(try openArticle.setting("actionIdentifier", to: false)["actionIdentifier"] == false)
    #expect(try openArticle.setting("actionIdentifier", to: nil)["actionIdentifier"] == .null)
    #expect(
      try openArticle.setting("actionIdentifier", to: ["a", 1])["actionIdentifier"] == ["a", 1])
    #expect(
      try openArticle.setting("actionIdentifier", to: ["k": "v"]).value(at: "actionIdentifier.k")
        == "v")
    #expect(try openArticle.setting("actionIdentifier", to: .string(id))["actionIdentifier"] == "a")
  }

  @Test func settingThroughAValueThatIsNotAFixtureIsAnError() throws {
    let error = try #require(throws: FacsimileError.self) {
      try openArticle.setting("actionIdentifier.x", to: 1)
    }
    #expect(error.kind == .invalidKeyPath)
    #expect(error.description == #"Fixture.actionIdentifier: is String "OPEN", which has no keys"#)
  }

  @Test func mergingAddsAndReplacesKeysDeeply() throws {
    let merged = openArticle.merging([
      "actionIdentifier": "SAVE", "notification": ["request": ["content": ["body": "New"]]],
    ])
    let response = try UNNotificationResponse.fabricate(from: merged)
    #expect(response.actionIdentifier == "SAVE")
    #expect(response.notification.request.content.body == "New")
    #expect(response.notification.request.content.title == "Hello")
    #expect(response.notification.request.identifier == "article-1")
  }

  @Test func removingDropsAKey() throws {
    let removed = try openArticle.removing("notification.request.content.badge")
    #expect(
      try UNNotificationResponse.fabricate(from: removed).notification.request.content.badge == nil)
    #expect(throws: FacsimileError.self) { try openArticle.removing("notification.nope") }
  }

  @Test func anObjectRoundTripsThroughAFixture() throws {
    let response = try UNNotificationResponse.fabricate(from: openArticle)
    let fixture = response.fixture()
    #expect(fixture.keys == ["actionIdentifier", "notification"])
    let again = try UNNotificationResponse.fabricate(from: fixture)
    #expect(again == response)
    #expect(again.fixture() == fixture)
  }

  @Test func theJSONOfAFixtureKeepsKeyOrderAndParsesBack() throws {
    let fixture = try UNNotificationResponse.fabricate(from: openArticle).fixture()
    let json = String(decoding: fixture.jsonData(), as: UTF8.self)
    #expect(
      json.hasPrefix(
        "{\n  \"actionIdentifier\": \"OPEN\",\n  \"notification\": {\n    \"date\": \"2026-11-21T10:00:00Z\","
      ))
    #expect(try Fixture(json: json) == fixture)
    #expect(
      String(decoding: fixture.jsonData(pretty: false), as: UTF8.self).hasPrefix(
        #"{"actionIdentifier":"OPEN","#))
  }

  @Test func aRegisteredSubtypeIsChosenByTheTypeKey() throws {
    let gadget = try Gadget.fabricate(from: [
      "part": ["$type": "SpecialPart", "serial": "S", "grade": "A"]
    ])
    let special = try #require(gadget.part as? SpecialPart)
    #expect(special.grade == "A")
    #expect(special.serial == "S")
    let fixture = gadget.fixture()
    guard case .fixture(let part)? = fixture["part"] else {
      Issue.record("part is not a fixture")
      return
    }
    #expect(part["$type"] == "SpecialPart")
    #expect(try Gadget.fabricate(from: fixture) == gadget)
  }

  @Test func anUnregisteredTypeIsRejected() throws {
    let error = try #require(throws: FacsimileError.self) {
      try Gadget.fabricate(from: ["part": ["$type": "Gadget", "serial": "S"]])
    }
    #expect(error.kind == .unregisteredType)
    #expect(
      error.description
        == #"Gadget.part.$type: "Gadget" is not registered for Part; expected one of "Part", "SpecialPart", found String "Gadget""#
    )
    let typo = try #require(throws: FacsimileError.self) {
      try Gadget.fabricate(from: ["part": ["$type": "SpecialPrat"]])
    }
    #expect(typo.problems.first?.suggestion == "SpecialPart")
  }

  @Test func aTypeAllowedForOneFabricationIsAccepted() throws {
    let fixture: Fixture = ["child": ["$type": "SpecialPart", "grade": "B"]]
    #expect(throws: FacsimileError.self) { try SpecialPart.fabricate(from: ["$type": "Part"]) }
    let part = try Part.fabricate(from: fixture, allowing: [SpecialPart.self])
    #expect((part.child as? SpecialPart)?.grade == "B")
    let root = try Part.fabricate(from: ["$type": "SpecialPart", "grade": "C"])
    #expect((root as? SpecialPart)?.grade == "C")
  }

  @Test func manyFixturesFabricateTogetherAndReportEveryProblem() throws {
    let parts = try Part.fabricate(from: [["serial": "a"], ["serial": "b"]])
    #expect(parts.map(\.serial) == ["a", "b"])
    let error = try #require(throws: FacsimileError.self) {
      try Part.fabricate(from: [["serial": 1], ["count": "x"]])
    }
    #expect(error.problems.map(\.keyPathDescription) == ["[0].serial", "[1].count"])
  }
}

extension Fixture {
  /// The value at a dotted key path, for these tests.
  fileprivate func value(at keyPath: String) -> FixtureValue? {
    var current: FixtureValue = .fixture(self)
    for key in keyPath.split(separator: ".") {
      guard case .fixture(let fixture) = current, let next = fixture[String(key)] else {
        return nil
      }
      current = next
    }
    return current
  }
}
