import Foundation
import Testing

@testable import FacsimileCommand

/// Runs the command in-process and captures what it prints.
private func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
  final class Sink: @unchecked Sendable {
    var output: [String] = []
    var errors: [String] = []
  }
  let sink = Sink()
  var command = Command(arguments: arguments)
  command.standardOutput = { sink.output.append($0) }
  command.standardError = { sink.errors.append($0) }
  let status = command.run()
  return (status, sink.output.joined(separator: "\n"), sink.errors.joined(separator: "\n"))
}

/// The repository's Examples folder.
private let examples = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Examples")

@Suite struct CommandTests {
  @Test func withNoArgumentsItFabricatesTheExample() {
    let result = run()
    #expect(result.status == 0)
    #expect(result.output.contains("UNNotificationResponse\n├─ notification: UNNotification"))
    #expect(result.output.contains(#"actionIdentifier: "OPEN_ARTICLE""#))
  }

  @Test func helpIsClear() {
    let result = run("--help")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("facsimile: build the objects"))
    #expect(result.output.contains("facsimile validate PATH... [--as TYPE]"))
  }

  @Test(arguments: [
    (["frobnicate"], "facsimile: unknown command 'frobnicate'"),
    (["show"], "facsimile: 'show' takes one FILE"),
    (["show", "a.json", "--as"], "facsimile: --as needs a TYPE"),
    (["validate", "--verbose"], "facsimile: unknown option '--verbose'"),
    (["schema"], "facsimile: 'schema' takes one TYPE"),
    (
      ["schema", "UNNotificationRespons"],
      "facsimile: unknown type 'UNNotificationRespons'; did you mean \"UNNotificationResponse\"? ('facsimile types' lists them)"
    ),
    (["types", "extra"], "facsimile: 'types' takes no arguments"),
  ])
  func badArgumentsGetAMessageAndStatus2(arguments: [String], message: String) {
    var command = Command(arguments: arguments)
    var errors: [String] = []
    command.standardOutput = { _ in }
    command.standardError = { errors.append($0) }
    #expect(command.run() == 2)
    #expect(errors.first?.hasPrefix(message + "\n\nfacsimile: build the objects") == true)
  }

  @Test func showPrintsTheTreeOfAFixtureFile() {
    let file = examples.appendingPathComponent("fixtures/open-article.json").path
    let result = run("show", file)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("UNNotificationResponse\n"))
    #expect(result.output.contains("└─ trigger: UNPushNotificationTrigger"))
    let reply = run("show", examples.appendingPathComponent("fixtures/reply-to-message.json").path)
    #expect(reply.output.hasPrefix("UNTextInputNotificationResponse\n"))
    #expect(reply.output.contains(#"userText: "On my way""#))
  }

  @Test func showAsATypeOverridesTheFile() throws {
    let file = try temporaryFile(#"{"identifier": "r-1"}"#)
    let result = run("show", file, "--as", "UNNotificationRequest")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("UNNotificationRequest\n├─ identifier: \"r-1\""))
    let untyped = run("show", file)
    #expect(untyped.status == 1)
    #expect(untyped.errors == "\(file): no type: pass --as TYPE or add a top-level \"$type\" key")
  }

  @Test func validatePrintsEveryProblemWithItsLocation() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"$type": "UNNotificationRequest", "identifier": "ok"}"#.utf8)
      .write(to: folder.appendingPathComponent("a-good.json"))
    try Data(
      "{\"$type\": \"UNNotificationRequest\",\n \"identifer\": 1,\n \"content\": {\"badge\": \"x\"}}"
        .utf8
    )
    .write(to: folder.appendingPathComponent("b-bad.json"))
    try Data("{\"$type\": \"UNNotificationRequest\",".utf8)
      .write(to: folder.appendingPathComponent("c-broken.json"))
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    let bad = folder.appendingPathComponent("b-bad.json").path
    let broken = folder.appendingPathComponent("c-broken.json").path
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        #"\#(bad):3:14: UNNotificationRequest.content.badge: expected NSNumber, found String "x""#,
        #"\#(bad):2:2: UNNotificationRequest.identifer: UNNotificationRequest has no key "identifer"; did you mean "identifier"? Valid keys: identifier, content, trigger"#,
        "\(broken):1:35: unexpected end of input; expected a key in double quotes",
        "facsimile: validated 3 files, 3 problems",
      ])
  }

  @Test func validatePassesTheExamples() {
    let result = run("validate", examples.appendingPathComponent("fixtures").path)
    #expect(result.status == 0)
    #expect(result.output == "facsimile: validated 2 files, 0 problems")
  }

  @Test func pushPayloadsShowAndValidate() throws {
    let payloads = examples.appendingPathComponent("payloads")
    let validated = run("validate", payloads.path, "--as", "PushPayload")
    #expect(validated.status == 0)
    #expect(validated.output == "facsimile: validated 4 files, 0 problems")
    let shown = run(
      "show", payloads.appendingPathComponent("alert.json").path, "--as", "PushPayload")
    #expect(shown.status == 0)
    #expect(shown.output.hasPrefix("UNNotification\n"))
    #expect(shown.output.contains("└─ trigger: UNPushNotificationTrigger"))
    let bad = try temporaryFile(#"{"aps": {"badge": "three"}}"#)
    let failed = run("show", bad, "--as", "PushPayload")
    #expect(failed.status == 1)
    #expect(
      failed.errors == #"\#(bad):1:10: PushPayload.aps.badge: expected Int, found String "three""#)
  }

  @Test func validateReportsAMissingPath() {
    let result = run("validate", "/nonexistent/fixtures")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("/nonexistent/fixtures: no such file or folder"))
  }

  @Test func schemaIsJSONDescribingEveryKey() throws {
    let result = run("schema", "UNNotificationRequest")
    #expect(result.status == 0)
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(schema["$ref"] as? String == "#/$defs/UNNotificationRequest")
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let request = try #require(definitions["UNNotificationRequest"] as? [String: Any])
    let properties = try #require(request["properties"] as? [String: Any])
    #expect(Set(properties.keys) == ["$type", "identifier", "content", "trigger"])
    #expect(request["additionalProperties"] as? Bool == false)
    let trigger = try #require(definitions["UNNotificationTrigger"] as? [String: Any])
    let triggerType = (trigger["properties"] as? [String: Any])?["$type"] as? [String: Any]
    #expect(
      triggerType?["enum"] as? [String] == [
        "UNNotificationTrigger", "UNPushNotificationTrigger", "UNTimeIntervalNotificationTrigger",
        "UNCalendarNotificationTrigger",
      ])
    #expect(definitions["UNTimeIntervalNotificationTrigger"] != nil)
  }

  @Test func typesListsTheModelsAndTheirKeys() {
    let result = run("types")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "UNNotificationResponse\n  notification: UNNotification\n  actionIdentifier: String"))
    #expect(result.output.contains("UIScene.ConnectionOptions\n"))
  }

  private func temporaryFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "facsimile-\(UUID()).json")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
