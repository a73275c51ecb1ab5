import FacsimileCore
import Foundation
import Testing

@Suite struct JSONFixtureTests {
  let json = """
    {
      "actionIdentifier": "OPEN",
      "notification": {
        "date": 1700000000,
        "request": {
          "identifier": "article-1",
          "content": { "title": "Hello", "badge": "three", "userInfo": { "id": 7, "tags": [1, 2.5, true, null] } }
        }
      }
    }
    """

  @Test func jsonTypesMapToFixtureValues() throws {
    let fixture = try Fixture(
      json:
        #"{"i": 7, "big": 18446744073709551615, "d": 2.5, "b": true, "n": null, "s": "x", "a": [1], "o": {}}"#
    )
    #expect(fixture["i"] == .integer(7))
    #expect(fixture["big"] == .unsignedInteger(UInt64.max))
    #expect(fixture["d"] == .double(2.5))
    #expect(fixture["b"] == .bool(true))
    #expect(fixture["n"] == .null)
    #expect(fixture["s"] == .string("x"))
    #expect(fixture["a"] == .array([.integer(1)]))
    #expect(fixture["o"] == .fixture([:]))
    #expect(fixture.keys == ["i", "big", "d", "b", "n", "s", "a", "o"])
  }

  @Test func aJSONValueThatDoesNotFitGetsItsKeyPathAndLocation() throws {
    let document = try JSONFixture(data: Data(json.utf8), file: "open.json")
    let error = try #require(throws: FacsimileError.self) {
      try document.fabricate(UNNotificationResponse.self)
    }
    #expect(
      error.description
        == #"open.json:7:38: UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    )
    let problem = try #require(error.problems.first)
    #expect(problem.line == 7)
    #expect(problem.column == 38)
    #expect(problem.file == "open.json")
  }

  @Test func everyProblemInAFileIsReportedTogether() throws {
    let text = """
      {"actionIdentifer": "OPEN",
       "notification": {"date": "soon", "request": {"identifier": 5}}}
      """
    let document = try JSONFixture(data: Data(text.utf8), file: "bad.json")
    let error = try #require(throws: FacsimileError.self) {
      try document.fabricate(UNNotificationResponse.self)
    }
    #expect(
      error.problems.map(\.locationDescription) == [
        "bad.json:1:2", "bad.json:2:19", "bad.json:2:47",
      ])
  }

  @Test(arguments: [
    (#"{"a": 1,}"#, "JSON:1:9: unexpected character '}'; expected a key in double quotes"),
    (#"{"a" 1}"#, "JSON:1:6: unexpected character '1'; expected ':' after key \"a\""),
    ("{\n  \"a\": [1, 2\n}", "JSON:3:1: unexpected character '}'; expected ',' or ']'"),
    (#"{"a": tru}"#, "JSON:1:7: unexpected character 't'; expected a value"),
    (#"{"a": NaN}"#, "JSON:1:7: unexpected character 'N'; expected a value"),
    (#"{"a": 01}"#, "JSON:1:7: numbers may not have leading zeros"),
    (#"{"a": 1e999}"#, "JSON:1:7: number 1e999 is out of range"),
    (
      #"{"a": 99999999999999999999}"#,
      "JSON:1:7: integer 99999999999999999999 does not fit in 64 bits"
    ),
    (#"{"a": 1, "a": 2}"#, #"JSON:1:10: duplicate key "a" (first at line 1, column 2)"#),
    (#"{"a": "x"#, "JSON:1:9: unterminated string that begins at line 1, column 7"),
    (#"{"a": "\q"}"#, #"JSON:1:9: invalid escape \character 'q'"#),
    (#"{} {}"#, "JSON:1:4: unexpected character '{' after the JSON value"),
    ("", "JSON:1:1: unexpected end of input; expected a value"),
  ])
  func malformedJSONGetsLineAndColumn(text: String, message: String) throws {
    let error = try #require(throws: FacsimileError.self) { try Fixture(json: text) }
    #expect(error.kind == .malformedJSON)
    #expect(error.description == message)
  }

  @Test func invalidUTF8AndByteOrderMarks() throws {
    let invalid = Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
    let error = try #require(throws: FacsimileError.self) { try Fixture(json: invalid) }
    #expect(
      error.description == "JSON:1:8: invalid UTF-8 in the string that begins at line 1, column 6")
    let bom = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": 1}"#.utf8)
    #expect(try Fixture(json: bom)["a"] == .integer(1))
    let utf16 = Data([0xFF, 0xFE, 0x7B, 0x00])
    #expect(throws: FacsimileError.self) { try Fixture(json: utf16) }
  }

  @Test func escapesAndUnicodeRoundTrip() throws {
    let fixture = try Fixture(json: #"{"s": "a\"b\\c\n\u00e9\ud83d\ude00\t"}"#)
    #expect(fixture["s"] == .string("a\"b\\c\né😀\t"))
    #expect(try Fixture(json: fixture.jsonData()) == fixture)
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(throws: FacsimileError.self) { try JSONFixture(data: Data(deep.utf8)) }
    #expect(error.kind == .malformedJSON)
    #expect(
      error.description == "JSON:1:67: nesting deeper than 64 levels (FacsimileLimits.maximumDepth)"
    )
  }

  @Test func aTopLevelArrayFabricatesAnArray() throws {
    let document = try JSONFixture(data: Data(#"[{"serial": "a"}, {"serial": "b"}]"#.utf8))
    #expect(try document.fabricate([Part].self).map(\.serial) == ["a", "b"])
    #expect(throws: FacsimileError.self) { try document.fabricate(Part.self) }
    let fixtures = try Fixture.array(json: Data(#"[{"serial": "a"}]"#.utf8))
    #expect(try Part.fabricate(from: fixtures).first?.serial == "a")
    let error = try #require(throws: FacsimileError.self) {
      try Fixture.array(json: Data("[1]".utf8))
    }
    #expect(error.description == "JSON:1:2: [0]: expected a JSON object, found Int 1")
  }

  @Test func filesAndResourcesLoad() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-\(UUID()).json")
    try Data(#"{"serial": "from-file"}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Part.fabricate(from: Fixture(contentsOf: url)).serial == "from-file")
    let resource = try Fixture(resource: "part", in: .module, subdirectory: "Fixtures")
    #expect(try Part.fabricate(from: resource).serial == "from-resource")
    let missing = try #require(throws: FacsimileError.self) {
      try Fixture(resource: "nope", in: .module, subdirectory: "Fixtures")
    }
    #expect(missing.kind == .missingFile)
  }
}
