import FacsimileTesting
import Foundation
import Testing

/// `expectValidFixtures` checks a folder of fixtures inside the test suite, with the test's own
/// types, and fails once at the caller's line with the lines `facsimile validate` prints.
@Suite struct ExpectValidFixturesTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, to name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func aFolderOfTheTestsOwnTypesPasses() throws {
    try write(#"{"$type": "Article", "title": "Hi", "views": 3}"#, to: "article.json")
    try write(#"[{"$type": "Article"}, {"$type": "UNNotification"}]"#, to: "mixed.json")
    try write(#"{"aps": {"alert": "Hello", "badge": 1}}"#, to: "payload.json")

    expectValidFixtures(in: folder.path, allowing: [Article.self])
  }

  @Test func withoutItsTypeAFixtureIsAnUnknownType() throws {
    try write(#"{"$type": "Article", "title": "Hi"}"#, to: "article.json")

    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: folder.path)
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "1 problem in 1 fixture file under",
        "/article.json:1:2: error: ", "unknown type 'Article'")
    }
  }

  @Test func everyProblemIsListedAsTheCommandPrintsIt() throws {
    try write(#"{"$type": "Article", "title": "Hi", "views": "many"}"#, to: "a.json")
    try write(#"{"$type": "Articel"}"#, to: "b.json")
    try write("{broken", to: "c.json")

    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: folder.path, allowing: [Article.self], "fixtures")
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "fixtures - 3 problems in 3 fixture files under",
        #"/a.json:1:37: error: Article.views: expected Int, found String "many""#,
        #"/b.json:1:2: error: "#, #"did you mean "Article"?"#, "/c.json:1:2: error: ")
    }
  }

  @Test func excludedFilesAreLeftOut() throws {
    try write(#"{"$type": "Article"}"#, to: "article.json")
    try write("not JSON", to: "http/login.body.json")
    try write("{broken", to: "broken-on-purpose.json")

    expectValidFixtures(
      in: folder.path, allowing: [Article.self], excluding: ["http", "broken-*.json"])
  }

  @Test func aDoubleStarPatternLeavesOutFilesAnyNumberOfFoldersDown() throws {
    // `x/**/*.json` left out `x/c.json` but not `x/a/b/c.json`: the matcher kept one `*` to
    // backtrack to, and the `*` after `**/` replaced it.
    try write(#"{"$type": "Article"}"#, to: "article.json")
    try write("{broken", to: "x/a/b/c.json")
    try write("{broken", to: "x/c.json")

    expectValidFixtures(in: folder.path, allowing: [Article.self], excluding: ["x/**/*.json"])
  }

  /// A misspelt pattern leaves the broken files in: the failure says the pattern matched
  /// nothing, beside the problems it let through. As gitignore writes it, `broken/` is a folder.
  @Test func aPatternThatMatchedNothingIsNamedInTheFailure() throws {
    try write(#"{"$type": "Article"}"#, to: "article.json")
    try write("{broken", to: "broken/a.json")
    expectValidFixtures(in: folder.path, allowing: [Article.self], excluding: ["broken/"])

    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: folder.path, allowing: [Article.self], excluding: ["brokn/"])
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "/broken/a.json:1:2: error: ",
        "  warning: the exclusion pattern 'brokn/' matched no file or folder, so it left "
          + "nothing out")
    }
  }

  struct ArticlePush: Decodable {
    let articleId: String
    let campaign: String?
  }

  @Test func aPayloadsCustomKeysAreCheckedAsATypeOfYours() throws {
    try write(#"{"aps": {"alert": "Hi"}, "articleId": "1"}"#, to: "good.json")
    try write(#"{"aps": {"alert": "Hi"}, "articleId": "2", "campain": "x"}"#, to: "typo.json")

    // Without `customKeys`, as `facsimile validate`, only `aps` is checked.
    expectValidFixtures(in: folder.path)
    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: folder.path, customKeys: .decoded(as: ArticlePush.self))
    } matching: { issue in
      isIssue(
        issue, atLine: line, containing: "1 problem in 2 fixture files under",
        #"/typo.json:1:44: error: PushPayload.campain: the type decoded here reads no key "campain"; did you mean "campaign"?"#
      )
    }
  }

  @Test func aPayloadsCustomKeysCanBeAKeyedTypeOfYours() throws {
    try write(#"{"aps": {"badge": 1}, "title": "Hi", "views": 3}"#, to: "good.json")
    try write(#"{"aps": {"badge": "two"}, "title": "Hi", "veiws": 3}"#, to: "bad.json")

    let payload = try PushPayload(json: #"{"aps": {}, "title": "Hi", "views": 3}"#)
    #expect(try payload.fabricateCustomKeys(as: Article.self).views == 3)
    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: folder.path, customKeys: .fabricated(as: Article.self))
    } matching: { issue in
      // `aps` and the custom keys, every problem at once.
      isIssue(
        issue, atLine: line, containing: "2 problems in 2 fixture files under",
        #"/bad.json:1:10: error: PushPayload.aps.badge: expected Int, found String "two""#,
        #"/bad.json:1:42: error: Article.veiws: Article has no key "veiws"; did you mean "views"?"#
      )
    }
  }

  @Test func aTypeForEveryFixture() throws {
    try write(#"{"title": "Hi"}"#, to: "article.json")

    expectValidFixtures(in: folder.path, as: Article.self)
  }

  @Test func aRelativePathStartsAtTheTestFilesFolder() {
    expectValidFixtures(in: "../../../Examples/fixtures")
  }

  @Test func aMissingFolderFails() {
    let line = #line + 2
    withKnownIssue {
      expectValidFixtures(in: "NoSuchFolder")
    } matching: { issue in
      isIssue(issue, atLine: line, containing: "NoSuchFolder: error: no such file or folder")
    }
  }
}
