import Foundation

/// Expects every fixture file under a folder to fabricate, with the types of your own that
/// `"$type"` may name, recording one failure at the caller's line that lists every problem
/// exactly as `facsimile validate` prints it.
///
/// `facsimile validate` knows only the framework-like models; a fixture of your own type
/// (`{"$type": "Article", ...}`) is "unknown" to it. This is the same check run inside your test
/// suite, where your types exist: list them in `types`, as `allowing:` lists them for
/// `fabricate(from:allowing:)`. A file names its type with a top-level `"$type"` (or `type` names
/// it for all), a file whose top level is an array holds one fixture per element, and a file
/// whose top level holds an `aps` object is an APNs payload. `customKeys` checks a payload's own
/// keys (every top-level key but `aps`) as a type of yours, so a misspelt custom key fails too:
///
/// ```swift
/// expectValidFixtures(in: "Payloads", customKeys: .decoded(as: ArticlePush.self))
/// ```
///
/// A relative `path` is taken from the folder of the test file that calls this, so the check
/// reads the files you edit (`Tests/AppTests/Fixtures`), not the copies SwiftPM makes of
/// resources, and the problems name them.
///
/// ```swift
/// @Test func everyFixtureIsValid() {
///   expectValidFixtures(in: "Fixtures", allowing: [Article.self], excluding: ["http", "broken-*"])
/// }
/// // ✘ 1 problem in 4 fixture files under Tests/AppTests/Fixtures:
/// //   /…/Tests/AppTests/Fixtures/front-page.json:3:12: error: Article.views: expected Int, found String "many"
/// ```
///
/// - Parameters:
///   - path: A folder (searched recursively, skipping hidden folders) or one file; relative to
///     the calling test file's folder unless absolute.
///   - types: Your own types that `"$type"` may name, at the top of a file or nested.
///   - patterns: Files to leave out, as `facsimile validate --exclude` takes them: `*.body.json`
///     (a file name), `http` (a folder), `broken/*.json` (a path); `*` and `?` stay within a
///     name, `**` crosses folders; as in `.gitignore`, `broken/` matches folders only and
///     `/broken` only right below `path`. A failure names a pattern that matched nothing.
///   - type: The type of every fixture that names none, as `facsimile validate --as`.
///   - customKeys: How to read each push payload's custom keys: `.decoded(as:)` a `Decodable`
///     type of yours (keys it does not read are problems), or `.fabricated(as:)` a key-value
///     codable one; `nil` (the default) checks `aps` only, as `facsimile validate` does.
///   - message: Words to add to the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path, a `StaticString` that defaults to `#filePath`
///     (leave it out); a relative `path` starts from its folder.
///   - line: The caller's line.
///   - column: The caller's column.
public func expectValidFixtures(
  in path: String, allowing types: [any KeyValueCodable.Type] = [],
  excluding patterns: [String] = [], as type: (any KeyValueCodable.Type)? = nil,
  customKeys: PushPayload.CustomKeys? = nil,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let root =
    path.hasPrefix("/")
    ? path
    : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
      .appendingPathComponent(path).standardizedFileURL.path
  let allowed = types + (type.map { [$0] } ?? [])
  let found = FixtureFiles.find(in: [root], excluding: patterns.map(FileGlob.init))
  var diagnostics = found.diagnostics
  for file in found.files {
    switch FixtureFiles.document(at: file, name: file, folderMessage: "is a folder") {
    case .success(let document):
      diagnostics +=
        FixtureChecker(
          document: document, file: file, typeName: type?.keyTable.typeName, allowing: allowed,
          customKeys: customKeys
        ).check().diagnostics
    case .failure(let problems):
      diagnostics += problems.diagnostics
    }
  }
  guard !diagnostics.isEmpty else { return }
  let count = diagnostics.count
  let files = found.count == 1 ? "1 fixture file" : "\(found.count) fixture files"
  let header = "\(count) problem\(count == 1 ? "" : "s") in \(files) under \(root):"
  // A pattern that left nothing out may be why a file failed: say so beside the problems.
  let warnings = found.unusedPatterns.map {
    "  warning: the exclusion pattern '\($0)' matched no file or folder, so it left nothing out"
  }
  reportIssue(
    failureMessage(
      ([header] + diagnostics.map { "  " + $0.text } + warnings).joined(separator: "\n"),
      message(), first: true),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
