import FacsimileCore
import Foundation
import Testing

/// `fabricate(json:)` and `fabricateArray(json:)`: JSON bytes straight to objects, with the same
/// objects and the same located problems as the route through `Fixture`.
@Suite struct FabricateJSONTests {
  let responses = """
    [
      {"actionIdentifier": "OPEN",
       "notification": {"date": 1700000000,
         "request": {"identifier": "a-1",
           "content": {"title": "Hello", "badge": 2, "userInfo": {"id": 7, "tags": [1, 2.5, true, null]}}}}},
      {"$type": "UNTextInputNotificationResponse", "actionIdentifier": "REPLY", "userText": "hi"},
      {}
    ]
    """

  @Test func anArrayMakesTheObjectsTheFixtureRouteMakes() throws {
    let data = Data(responses.utf8)
    let allowed = [UNTextInputNotificationResponse.self]
    let streamed = try UNNotificationResponse.fabricateArray(json: data, allowing: allowed)
    let throughFixtures = try UNNotificationResponse.fabricate(
      from: Fixture.array(json: data), allowing: allowed)
    #expect(streamed.count == 3)
    for (made, expected) in zip(streamed, throughFixtures) {
      #expect(made.isEqual(expected))
      #expect(type(of: made) == type(of: expected))
    }
    #expect(streamed[0].notification.request.content.badge == 2)
    #expect((streamed[1] as? UNTextInputNotificationResponse)?.userText == "hi")
  }

  @Test func anObjectMakesTheObjectTheFixtureRouteMakes() throws {
    let text =
      #"{"$schema": "response.schema.json", "actionIdentifier": "OPEN", "notification": {"date": 0}}"#
    let made = try UNNotificationResponse.fabricate(json: Data(text.utf8))
    let expected = try JSONFixture(data: Data(text.utf8)).fabricate(UNNotificationResponse.self)
    #expect(made.isEqual(expected))
    #expect(made.actionIdentifier == "OPEN")
  }

  @Test func anEmptyArrayMakesNoObjects() throws {
    #expect(try UNNotificationResponse.fabricateArray(json: Data(" [ ] ".utf8)).isEmpty)
  }

  @Test func theProblemsOfEveryElementAreReportedTogetherAndLocated() throws {
    let text = """
      [{"actionIdentifier": "OPEN"},
       {"actionIdentifer": "OPEN"},
       7,
       {"notification": {"request": {"content": {"badge": "three"}}}}]
      """
    let error = try #require(throws: FacsimileError.self) {
      try UNNotificationResponse.fabricateArray(json: Data(text.utf8))
    }
    #expect(
      error.problems.map(\.description) == [
        #"JSON:2:3: UNNotificationResponse.[1].actionIdentifer: UNNotificationResponse has no key "actionIdentifer"; did you mean "actionIdentifier"? Valid keys: actionIdentifier, notification"#,
        "JSON:3:2: UNNotificationResponse.[2]: expected a JSON object, found Int 7",
        #"JSON:4:44: UNNotificationResponse.[3].notification.request.content.badge: expected NSNumber, found String "three""#,
      ])
  }

  @Test func theWrongTopLevelIsReported() throws {
    let array = try #require(throws: FacsimileError.self) {
      try UNNotificationResponse.fabricate(json: Data("[{}]".utf8))
    }
    #expect(
      array.description
        == "JSON:1:1: UNNotificationResponse: expected a JSON object, found an array of 1 element")
    let object = try #require(throws: FacsimileError.self) {
      try UNNotificationResponse.fabricateArray(json: Data(#"{"actionIdentifier": "OPEN"}"#.utf8))
    }
    #expect(object.kind == .typeMismatch)
    #expect(object.problems.first?.expected == "a JSON array")
    #expect(object.problems.first?.line == 1)
  }

  @Test(arguments: [
    (#"[{"actionIdentifier": "OPEN"},]"#, "JSON:1:31: unexpected character ']'; expected a value"),
    (#"[{"a": 1, "a": 2}]"#, #"JSON:1:11: duplicate key "a" (first at line 1, column 3)"#),
    (#"[{}] {}"#, "JSON:1:6: unexpected character '{' after the JSON value"),
    (#"[{}"#, "JSON:1:4: unexpected end of input; expected ',' or ']'"),
    ("", "JSON:1:1: unexpected end of input; expected a value"),
  ])
  func malformedJSONStopsTheReadingWithItsLocation(text: String, message: String) throws {
    let error = try #require(throws: FacsimileError.self) {
      try UNNotificationResponse.fabricateArray(json: Data(text.utf8))
    }
    #expect(error.kind == .malformedJSON)
    #expect(error.description == message)
    let whole = try #require(throws: FacsimileError.self) {
      try Fixture.array(json: Data(text.utf8))
    }
    #expect(whole.description == message)
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
    let deep = "[" + String(repeating: #"{"a": "#, count: 100_000)
    let error = try #require(throws: FacsimileError.self) {
      try UNNotificationResponse.fabricateArray(json: Data(deep.utf8))
    }
    #expect(error.kind == .malformedJSON)
    #expect(
      error.description.hasSuffix("nesting deeper than 64 levels (FacsimileLimits.maximumDepth)"))
  }
}
