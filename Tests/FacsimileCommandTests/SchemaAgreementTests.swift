import Facsimile
import FacsimileUserNotifications
import Foundation
import Testing

@testable import FacsimileCommand

/// `facsimile schema` and `facsimile validate` agree: what one accepts, the other does.
@Suite struct SchemaAgreementTests {
  /// The schema `facsimile schema NAME` prints.
  private func schema(_ name: String) throws -> JSONSchemaValidator {
    let result = run("schema", name)
    try #require(result.status == 0)
    return JSONSchemaValidator(root: try JSONValue(json: result.output))
  }

  private static var exampleFixtures: [URL] {
    let folder = examples.appendingPathComponent("fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test func thereAreExampleFixtures() {
    #expect(Self.exampleFixtures.count >= 2)
  }

  @Test(arguments: exampleFixtures)
  func everyExampleFixtureMatchesTheSchemaOfItsTypeAndOfUNNotificationResponse(file: URL) throws {
    let fixture = try JSONValue(contentsOf: file)
    guard case .object(let keys) = fixture, case .string(let type)? = keys["$type"] else {
      Issue.record("\(file.lastPathComponent) names no $type")
      return
    }
    for name in Set([type, "UNNotificationResponse"]) {
      #expect(try schema(name).errors(in: fixture) == [], "\(file.lastPathComponent) as \(name)")
    }
    #expect(run("validate", file.path, "--as", "UNNotificationResponse").status == 0)
    #expect(run("validate", file.path).status == 0)
  }

  @Test(arguments: ["alert", "critical-alert", "silent-background", "text-input-action"])
  func everyExamplePayloadMatchesThePushPayloadSchema(name: String) throws {
    let file = examples.appendingPathComponent("payloads/\(name).json")
    #expect(try schema("PushPayload").errors(in: JSONValue(contentsOf: file)) == [])
  }

  /// Every field of the payload table (and the payload's flags), with values of its APNs type
  /// and of others: `facsimile schema PushPayload` and `facsimile validate --as PushPayload`
  /// accept the same ones. Made from the content's declarations, so a field added there is
  /// checked here with no edit.
  @Test(
    arguments: PayloadTable.content.fields.map(\.field.dottedPath).filter { !$0.isEmpty } + [
      "aps.content-available"
    ])
  func everyPayloadFieldIsAcceptedByBothOrRefusedByBoth(path: String) throws {
    let schema = try schema("PushPayload")
    let field = PayloadTable.content.fields.first { $0.field.dottedPath == path }?.field
    for (at, value, accepted) in Self.payloadValues(at: path, of: field) {
      let json = at.reversed().reduce(value) { inner, name in #"{"\#(name)": \#(inner)}"# }
      let errors = try schema.errors(in: JSONValue(json: json))
      let validated = run(["validate", "-", "--as", "PushPayload"], input: json)
      #expect(errors.isEmpty == accepted, "schema: \(json): \(errors)")
      #expect((validated.status == 0) == accepted, "validate: \(json): \(validated.output)")
    }
  }

  /// Values for the field at `path` (and the keys beside it that its form reads), each with
  /// whether a payload takes it.
  static func payloadValues(at path: String, of field: PayloadField?)
    -> [(path: [String], json: String, accepted: Bool)]
  {
    let at = path.split(separator: ".").map(String.init)
    let parent = Array(at.dropLast())
    guard let field else {
      // The payload's flags: a number or a Boolean.
      return [(at, "1", true), (at, "true", true), (at, #""1""#, false)]
    }
    var values: [(path: [String], json: String, accepted: Bool)]
    switch field.form {
    case .string: values = [(at, #""x""#, true), (at, "5", false), (at, "true", false)]
    case .text(let localizationKey, let arguments):
      values = [
        (at, #""x""#, true), (at, "5", false), (parent + [localizationKey], #""k""#, true),
        (parent + [localizationKey], "5", false), (parent + [arguments], #"["a", 1]"#, true),
        (parent + [arguments], "[true]", false), (parent + [arguments], #""a""#, false),
      ]
    case .count: values = [(at, "3", true), (at, "2.5", false), (at, #""3""#, false)]
    case .number: values = [(at, "0.5", true), (at, "7", true), (at, #""x""#, false)]
    case .names(let names):
      values = names.map { (at, #""\#($0)""#, true) } + [(at, #""loud""#, false), (at, "1", false)]
    case .sound:
      values = [
        (at, #""default""#, true), (at, #"{"critical": 1, "name": "x", "volume": 0.5}"#, true),
        (at, "5", false), (at, #"{"volume": 2}"#, false),
      ]
    case .payload: values = []
    }
    if field.isTheParentWhenAString {
      values += [(parent, #""Hi""#, true), (parent, "5", false)]
    }
    return values
  }

  @Test func aTopLevelSchemaKeyIsAcceptedByBoth() throws {
    let text = """
      {"$schema": "./response.schema.json", "$type": "UNTextInputNotificationResponse",
       "userText": "On my way", "notification": {"request": {"identifier": "m"}}}
      """
    #expect(try schema("UNNotificationResponse").errors(in: JSONValue(json: text)) == [])
    let file = try temporaryFile(text)
    let validated = run("validate", file, "--as", "UNNotificationResponse")
    #expect(validated.status == 0, "\(validated.output)")
  }

  @Test func aNestedSchemaKeyIsRefusedByBoth() throws {
    let text = #"{"notification": {"$schema": "x"}}"#
    #expect(
      try schema("UNNotificationResponse").errors(in: JSONValue(json: text)) == [
        "/notification: '$schema' was unexpected"
      ])
    let validated = run("validate", try temporaryFile(text), "--as", "UNNotificationResponse")
    #expect(validated.status == 1)
    #expect(validated.output.contains(#"has no key "$schema""#))
  }

  @Test func aSubclassKeyWithoutItsTypeIsRefusedByBoth() throws {
    let text = #"{"userText": "On my way"}"#
    #expect(
      try schema("UNNotificationResponse").errors(in: JSONValue(json: text)) == [
        "/: 'userText' was unexpected"
      ])
    let validated = run("validate", try temporaryFile(text), "--as", "UNNotificationResponse")
    #expect(validated.status == 1)
  }

  @Test func aNestedSubclassGetsItsKeys() throws {
    let text = """
      {"notification": {"request": {"trigger": {"$type": "UNTimeIntervalNotificationTrigger",
       "timeInterval": 60, "repeats": true}}}}
      """
    #expect(try schema("UNNotificationResponse").errors(in: JSONValue(json: text)) == [])
    #expect(
      run("validate", try temporaryFile(text), "--as", "UNNotificationResponse").status == 0)
    let wrong = #"{"notification": {"request": {"trigger": {"timeInterval": 60}}}}"#
    let errors = try schema("UNNotificationResponse").errors(in: JSONValue(json: wrong))
    #expect(errors.count == 1)
    #expect(
      errors.first?.contains("/notification/request/trigger: 'timeInterval' was unexpected") == true
    )
    #expect(
      run("validate", try temporaryFile(wrong), "--as", "UNNotificationResponse").status == 1)
  }

  @Test(arguments: KnownTypes.names.filter { $0 != KnownTypes.pushPayload })
  func aBlankFixtureOfEveryTypeIsAcceptedByBoth(name: String) throws {
    #expect(try schema(name).errors(in: .object([:])) == [])
    #expect(run("validate", try temporaryFile("{}"), "--as", name).status == 0)
  }
}
