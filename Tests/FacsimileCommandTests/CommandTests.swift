import Facsimile
import Foundation
import Testing

@testable import FacsimileCommand

@Suite struct CommandTests {
  @Test func withNoArgumentsItFabricatesTheExample() {
    let result = run()
    #expect(result.status == 0)
    #expect(result.output.contains("UNNotificationResponse\n├─ notification: UNNotification"))
    #expect(result.output.contains(#"actionIdentifier: "OPEN_ARTICLE""#))
  }

  @Test(
    arguments: [
      (["frobnicate"], "Unknown subcommand 'frobnicate'", nil),
      (["--frobnicate"], "Unknown option '--frobnicate'", nil),
      (["help", "frobnicate"], "Unknown subcommand 'frobnicate'", nil),
      (["show"], "Missing expected argument '<file>'", "show"),
      (["show", "a.json", "b.json"], "Unexpected argument 'b.json'", "show"),
      (["show", "a.json", "--as"], "Missing value for '--as <type>'", "show"),
      (["validate"], "Missing expected argument '<path> ...'", "validate"),
      (["validate", "--verbose"], "Unknown option '--verbose'", "validate"),
      (
        ["validate", "a.json", "--format", "xml"],
        "The value 'xml' is invalid for '--format <format>'; expected text or json", "validate"
      ),
      (["schema"], "Missing expected argument '<type>'", "schema"),
      (
        ["schema", "UNNotificationRespons"],
        "Unknown type 'UNNotificationRespons'; did you mean \"UNNotificationResponse\"? "
          + "(see 'facsimile types')", "schema"
      ),
      (
        ["validate", "a.json", "--as=UNNotificationRespons"],
        "Unknown type 'UNNotificationRespons'; did you mean \"UNNotificationResponse\"? "
          + "(see 'facsimile types')", "validate"
      ),
      (["types", "extra"], "Unexpected argument 'extra'", "types"),
    ] as [([String], String, String?)])
  func usageErrorsPrintTheErrorAUsageLineAndExit64(
    arguments: [String], message: String, subcommand: String?
  ) throws {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    let usage = try subcommand.map { try #require(Subcommand.named($0)).usage }
    let help = subcommand.map { "facsimile \($0) --help" } ?? "facsimile --help"
    #expect(
      result.errors == """
        Error: \(message)
        Usage: \(usage ?? "facsimile <subcommand>")
          See '\(help)' for more information.
        """)
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

  @Test func showAsATypeOverridesTheFileWithASpaceOrAnEqualsSign() throws {
    let file = try temporaryFile(#"{"identifier": "r-1"}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    for arguments in [
      ["show", file, "--as", "UNNotificationRequest"],
      ["show", "--as=UNNotificationRequest", file],
    ] {
      let result = run(arguments)
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("UNNotificationRequest\n├─ identifier: \"r-1\""))
    }
    let untyped = run("show", file)
    #expect(untyped.status == 1)
    #expect(
      untyped.errors
        == "\(file):1:1: error: no type: pass --as TYPE or add a top-level \"$type\" key")
  }

  @Test func showOfAFolderSaysItTakesOneFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run("show", folder.path)
    #expect(result.status == 1)
    #expect(result.errors == "\(folder.path): error: is a folder; show takes one file")
  }

  @Test func aDashReadsStandardInputNamedStdinInMessages() {
    let shown = run(
      ["show", "-"], input: #"{"$type": "UNNotificationRequest", "identifier": "r"}"#)
    #expect(shown.status == 0)
    #expect(shown.output.hasPrefix("UNNotificationRequest\n├─ identifier: \"r\""))
    let validated = run(
      ["validate", "-", "--as", "UNNotificationRequest"], input: #"{"identifer": 1}"#)
    #expect(validated.status == 1)
    #expect(
      validated.output.hasPrefix(
        #"<stdin>:1:2: error: UNNotificationRequest.identifer: UNNotificationRequest has no key "identifer"; did you mean "identifier"?"#
      ))
    let payload = run(["show", "-", "--as", "PushPayload"], input: #"{"aps": {"badge": "3"}}"#)
    #expect(payload.status == 1)
    #expect(
      payload.errors
        == #"<stdin>:1:10: error: PushPayload.aps.badge: expected Int, found String "3""#)
  }

  @Test func validatePrintsEveryProblemAsFileLineColumnErrorMessage() throws {
    let folder = try temporaryFolder()
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
    // The message of a problem keeps its "; " separators.
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        #"\#(bad):3:14: error: UNNotificationRequest.content.badge: expected NSNumber, found String "x""#,
        #"\#(bad):2:2: error: UNNotificationRequest.identifer: UNNotificationRequest has no key "identifer"; did you mean "identifier"? Valid keys: identifier, content, trigger"#,
        "\(broken):1:35: error: unexpected end of input; expected a key in double quotes",
        "facsimile: validated 3 files, 3 problems",
      ])
  }

  @Test func validatePrintsPathsAsGiven() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"$type": "UNNotification", "date": "soon"}"#.utf8)
      .write(to: folder.appendingPathComponent("a.json"))
    // A relative path from the current folder, whatever it is: "../../tmp/facsimile-.../".
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + folder.path.dropFirst()
    let result = run("validate", relative + "/")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("\(relative)/a.json:1:29: error: UNNotification.date:"))
  }

  @Test func validateFormatJSONWritesTheProblemsAndASummary() throws {
    let file = try temporaryFile("{\"$type\": \"UNNotificationRequest\",\n \"identifer\": 1}")
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = run("validate", file, "--format", "json")
    #expect(result.status == 1)
    let report = try JSONValue(json: result.output)
    #expect(
      report
        == .object([
          "problems": .array([
            .object([
              "file": .string(file), "line": .integer(2), "column": .integer(2),
              "keyPath": .string("identifer"),
              "message": .string(
                #"UNNotificationRequest.identifer: UNNotificationRequest has no key "identifer"; did you mean "identifier"? Valid keys: identifier, content, trigger"#
              ),
              "severity": .string("error"),
            ])
          ]),
          "summary": .object(["files": .integer(1), "problems": .integer(1)]),
        ]))
    let passing = run("validate", "--format=json", examples.appendingPathComponent("fixtures").path)
    #expect(passing.status == 0)
    #expect(
      try JSONValue(json: passing.output)
        == .object([
          "problems": .array([]),
          "summary": .object(["files": .integer(2), "problems": .integer(0)]),
        ]))
  }

  @Test func validatePassesTheExamples() {
    let result = run("validate", examples.appendingPathComponent("fixtures").path)
    #expect(result.status == 0)
    #expect(result.output == "facsimile: validated 2 files, 0 problems")
  }

  @Test func validateOfAllExamplesPassesButForTheAppsOwnType() {
    // Fixtures name their type; push payloads are known by their top-level "aps" object; the
    // example package's .build folder is skipped, and --exclude leaves out its HTTP bodies and
    // its fixtures broken on purpose. Its Article is a type of its own, which only the test suite
    // knows (expectValidFixtures checks it there).
    let result = run("validate", examples.path, "--exclude", "http", "--exclude", "broken")
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.components(separatedBy: "\n") == [
        "\(examples.path)/NotificationApp/Tests/NotificationAppTests/Fixtures/front-page.json:2:3: "
          + "error: $type: unknown type 'Article' ('facsimile types' lists them)",
        "facsimile: validated 12 files, 1 problem",
      ])
    #expect(!result.output.contains("/.build"))
  }

  /// Docs/Fixtures.md shows the command that validates the repository's examples, and says CI
  /// runs exactly it: the line is in `.ci/run`, and it passes.
  @Test func theDocumentedValidateCommandIsTheOneCIRunsAndItPasses() throws {
    let fixtures = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Docs/Fixtures.md"), encoding: .utf8)
    let ci = try String(
      contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    let prefix = "swift run facsimile validate Examples --exclude"
    let documented = try #require(
      fixtures.components(separatedBy: "\n").first { $0.hasPrefix(prefix) })
    #expect(ci.components(separatedBy: "\n").contains(documented))
    let arguments = documented.split(separator: " ").dropFirst(3).map(String.init).map {
      $0 == "Examples" ? examples.path : $0
    }
    let result = run(arguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "facsimile: validated 11 files, 0 problems")
  }

  @Test func aFileWithNoTypeIsAProblemUnlessItIsAPushPayload() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"actionIdentifier": "OPEN"}"#.utf8).write(
      to: folder.appendingPathComponent("a.json"))
    try Data(#"{"aps": {"alert": "Hi"}, "id": 1}"#.utf8)
      .write(to: folder.appendingPathComponent("b.json"))
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    #expect(result.output.contains("a.json:1:1: error: no type: pass --as TYPE or add a top-level"))
    #expect(!result.output.contains("b.json"))
  }

  @Test func anEmptyFolderOrOneWithNoFixtureFilesIsAnError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = run("validate", folder.path)
    #expect(empty.status == 1)
    #expect(
      empty.output == """
        \(folder.path): error: no fixture files: the folder holds no .json file to validate
        facsimile: validated 0 files, 1 problem
        """)
    try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
    let hidden = folder.appendingPathComponent(".build/debug")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: hidden.appendingPathComponent("output-file-map.json"))
    let noFixtures = run("validate", folder.path)
    #expect(noFixtures.status == 1)
    #expect(noFixtures.output.hasPrefix("\(folder.path): error: no fixture files"))
  }

  @Test func arrayFixturesValidateEachElementWithItsLocation() throws {
    let file = try temporaryFile(
      """
      [
        {"actionIdentifier": "OPEN", "notification": {"request": {"identifier": "a"}}},
        {"actionIdentifier": 7},
        "not an object"
      ]
      """)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = run("validate", file, "--as", "UNNotificationResponse")
    #expect(result.status == 1)
    #expect(
      result.output.split(separator: "\n").map(String.init) == [
        "\(file):3:4: error: UNNotificationResponse.[1].actionIdentifier: expected String, found Int 7",
        "\(file):4:3: error: [2]: expected a JSON object, found String \"not an object\"",
        "facsimile: validated 1 file, 2 problems",
      ])
    let typed = try temporaryFile(
      #"[{"$type": "UNNotificationRequest"}, {"$type": "UNNotification"}, {}]"#)
    defer { try? FileManager.default.removeItem(atPath: typed) }
    let perElement = run("validate", typed)
    #expect(
      perElement.output.split(separator: "\n").map(String.init) == [
        "\(typed):1:67: error: [2]: no type: pass --as TYPE or add a \"$type\" key to each element",
        "facsimile: validated 1 file, 1 problem",
      ])
    let responses = examples.appendingPathComponent(
      "NotificationApp/Tests/NotificationAppTests/Fixtures/responses.json")
    let shipped = run("validate", responses.path, "--as", "UNNotificationResponse")
    #expect(shipped.status == 0)
    #expect(shipped.output == "facsimile: validated 1 file, 0 problems")
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
    defer { try? FileManager.default.removeItem(atPath: bad) }
    let failed = run("show", bad, "--as", "PushPayload")
    #expect(failed.status == 1)
    #expect(
      failed.errors
        == #"\#(bad):1:10: error: PushPayload.aps.badge: expected Int, found String "three""#)
  }

  @Test func validateReportsAMissingPath() {
    let result = run("validate", "/nonexistent/fixtures")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("/nonexistent/fixtures: error: no such file or folder"))
  }

  @Test func typesListsEveryTypeTheCommandAccepts() {
    let result = run("types")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "UNNotificationResponse\n  notification: UNNotification\n  actionIdentifier: String"))
    #expect(result.output.contains("UIScene.ConnectionOptions\n"))
    // The payload's fields by path, each with its APNs type and the content key it sets, from the
    // content's declarations.
    #expect(result.output.contains("\nPushPayload\n  aps.alert.body: String, or aps.alert.loc-key"))
    #expect(result.output.contains("\n  aps.badge: Int -> badge\n"))
    #expect(result.output.contains("\n  aps.category: String -> categoryIdentifier\n"))
    #expect(result.output.contains("\n  aps.content-available: 1 or 0 (no content key)\n"))
    // Objective-C's name first, then the Swift name it also answers to.
    #expect(result.output.contains("\nUIOpenURLContext\n  URL: URL (also url)\n"))
    #expect(result.output.contains("  URLContexts: Set<UIOpenURLContext> (also urlContexts)\n"))
    for name in KnownTypes.names {
      #expect(result.output.contains("\(name)\n"), "\(name)")
    }
  }

  @Test(arguments: KnownTypes.names)
  func schemaWorksForEveryType(name: String) throws {
    let result = run("schema", name)
    #expect(result.status == 0)
    let schema = try JSONValue(json: result.output)
    guard case .object(let keywords) = schema else {
      Issue.record("not an object")
      return
    }
    #expect(keywords["title"] == .string(name))
    #expect(keywords["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
  }

  @Test func theSchemaAcceptsBothNamesOfAKey() throws {
    let result = run("schema", "UIOpenURLContext")
    #expect(result.status == 0)
    let schema = try JSONValue(json: result.output)
    guard case .object(let keywords) = schema, case .object(let definitions)? = keywords["$defs"],
      case .object(let context)? = definitions["UIOpenURLContext"],
      case .object(let properties)? = context["properties"]
    else {
      Issue.record("no UIOpenURLContext definition in \(result.output.prefix(300))")
      return
    }
    #expect(properties["URL"] != nil)
    #expect(properties["url"] == properties["URL"])
  }
}
