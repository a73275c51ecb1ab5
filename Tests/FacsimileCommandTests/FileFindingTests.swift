import Facsimile
import Foundation
import Testing

@testable import FacsimileCommand

/// Which files `facsimile validate` (and `expectValidFixtures`) checks: exclusion patterns,
/// links, and names that are not UTF-8.
@Suite struct FileFindingTests {
  private let valid = #"{"$type": "UNNotificationContent", "title": "Hi"}"#
  private let broken = #"{"$type": "UNNotificationContent", "badge": "three"}"#

  // MARK: Exclusion patterns

  @Test(
    arguments: [
      // `**/` as whole names: any folders, none included.
      ("x/**/*.json", "x/a/b/c.json", true),
      ("x/**/*.json", "x/c.json", true),
      ("x/**/*.json", "y/a/c.json", false),
      ("x/**/*.json", "top/x/a/b/c.json", true),
      ("**/broken/**", "a/broken/b/c.json", true),
      ("**/broken/**", "a/broken", false),
      ("**/*.body.json", "http/a/login.body.json", true),
      // `**` inside a name crosses folders too.
      ("a**c.json", "a/b/c.json", true),
      ("a**c.json", "abc.json", true),
      // A name, a folder, a path: any run of names.
      ("*.json", "a/b/c.json", true),
      ("http", "fixtures/http/login.json", true),
      ("broken/*.json", "a/broken/b.json", true),
      ("broken/*.json", "broken/c/b.json", false),
      ("b", "broken/b.json", false),
      // `?`, sets and escapes stay within one name.
      ("?.json", "a.json", true),
      ("?.json", "ab.json", false),
      ("a?b", "a/b", false),
      ("[a-c].json", "b.json", true),
      ("[!a-c].json", "b.json", false),
      ("[!a-c].json", "d.json", true),
      ("[]x].json", "].json", true),
      ("[a", "[a", true),
      (#"\*.json"#, "*.json", true),
      (#"\*.json"#, "a.json", false),
      ("*", "a/b", true),
      ("", "a", false),
      // As in .gitignore: a trailing `/` matches folders only, a leading `/` anchors.
      ("broken/", "broken/a.json", true),
      ("broken/", "x/broken/a.json", true),
      ("broken/", "x/broken", false),
      ("a.json/", "a.json", false),
      ("x/**/", "x/a/b.json", true),
      ("/broken", "broken/a.json", true),
      ("/broken", "x/broken/a.json", false),
      ("/broken/", "broken/a.json", true),
      ("/", "a/b.json", false),
    ])
  func aPatternMatchesARunOfNames(pattern: String, path: String, matches: Bool) {
    #expect(FileGlob(pattern).matches(path: path) == matches)
  }

  /// The old matcher backtracked over every run of names, each from its own `*`: 120 folders
  /// deep with two patterns took 26 to 38 seconds. Now each name is read once (not timed here:
  /// Docs/Reliability.md has the figures, measured with the command).
  @Test func patternsOnAPathManyFoldersDeepAnswer() {
    let components = (1...120).map { "d\($0)" } + ["f.json"]
    #expect(!FileGlob("**/broken/**").matches(components: components))
    #expect(FileGlob("**/d120/*.json").matches(components: components))
    #expect(!FileGlob("**/**/**/**/**/**/x*y*z").matches(components: components))
  }

  @Test func excludingXSlashStarStarLeavesOutFilesAnyFoldersBelowX() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(broken, to: "x/a/b/c.json", in: folder)
    try write(broken, to: "x/c.json", in: folder)
    try write(valid, to: "y/d.json", in: folder)
    let result = run("validate", folder.path, "--exclude", "x/**/*.json")
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "facsimile: validated 1 file, 0 problems")
  }

  /// A file named to be checked that an exclusion pattern leaves out is a problem, as a folder
  /// whose files are all left out is: it was a green run that checked nothing.
  @Test func aFileNamedAndLeftOutIsAProblemNotAGreenRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write(valid, to: "a.json", in: folder)
    let result = run("validate", file, "--exclude", "*.json")
    #expect(result.status == 1)
    #expect(
      result.output == """
        \(file): error: nothing to validate: the exclusion pattern '*.json' leaves out this \
        file, which was named to be checked
        facsimile: validated 0 files, 1 problem
        """)
    // Named beside another path that holds fixtures, it is still reported.
    let other = try write(valid, to: "b/c.json", in: folder)
    #expect(run("validate", file, other, "--exclude", "a.json").status == 1)
  }

  // MARK: Links

  @Test func aLinkToAFolderInsideAFixtureFolderIsFollowed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "fixtures/a.json", in: folder)
    try write(broken, to: "shared/b.json", in: folder)
    try link("fixtures/shared", to: "../shared", in: folder)
    let result = run("validate", folder.appendingPathComponent("fixtures").path)
    #expect(result.status == 1)
    #expect(
      result.output.contains("fixtures/shared/b.json:1:36: error: UNNotificationContent.badge"))
    #expect(result.output.hasSuffix("facsimile: validated 2 files, 1 problem"))
  }

  @Test func aLinkToItselfIsAProblemCountedAsAFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "a.json", in: folder)
    try link("loop.json", to: "loop.json", in: folder)
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    #expect(
      result.output == """
        \(folder.path)/loop.json: error: the link loops (it leads to itself, or through other \
        links back to itself), so it leads to no file to check
        facsimile: validated 2 files, 1 problem
        """)
    let named = run("validate", folder.appendingPathComponent("loop.json").path)
    #expect(named.status == 1)
    #expect(named.output.hasSuffix("facsimile: validated 1 file, 1 problem"))
  }

  @Test func aLinkThatLeadsNowhereIsAProblem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "a.json", in: folder)
    try link("gone.json", to: "missing.json", in: folder)
    try link("gone-folder", to: "missing", in: folder)
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    #expect(
      result.output == """
        \(folder.path)/gone-folder: error: the link leads nowhere: its target missing does not exist
        \(folder.path)/gone.json: error: the link leads nowhere: its target missing.json does not \
        exist
        facsimile: validated 2 files, 2 problems
        """)
  }

  @Test func aLinkBackToAFolderThatHoldsItIsALoopReportedOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "a/b.json", in: folder)
    try link("a/again", to: "..", in: folder)
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    #expect(
      result.output == """
        \(folder.path)/a/again: error: the link loops: it leads back to the folder \
        \(folder.path), which holds it; its files are checked there, once
        facsimile: validated 1 file, 1 problem
        """)
  }

  @Test func aFolderReachedByALinkAndDirectlyIsCheckedOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(broken, to: "real/b.json", in: folder)
    try link("alias", to: "real", in: folder)
    let result = run("validate", folder.path)
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("facsimile: validated 1 file, 1 problem"))
    #expect(result.output.contains("\(folder.path)/alias/b.json:1:36"))
  }

  @Test func expectValidFixturesFollowsLinksAndExcludesAsTheCommandDoes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "real/a.json", in: folder)
    try write(broken, to: "real/x/deep/er/c.json", in: folder)
    try link("fixtures", to: "real", in: folder)
    let found = FixtureFiles.find(
      in: [folder.appendingPathComponent("fixtures").path], excluding: [FileGlob("x/**/*.json")])
    #expect(found.files == [folder.path + "/fixtures/a.json"])
    #expect(found.diagnostics.isEmpty)
  }

  // MARK: Names that are not UTF-8

  @Test func aFileNameThatIsNotUTF8CountsInTheJSONSummary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(valid, to: "good.json", in: folder)
    let name = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
    try writeFile(valid, atBytes: name)
    let result = run("validate", folder.path, "--format", "json")
    #expect(result.status == 1)
    #expect(result.output.contains(#""files" : 2"#) || result.output.contains(#""files": 2"#))
    // Named on the command line (as a shell's `*` names it), by its bytes.
    let named = runWithBytes(["validate", folder.path + "/good.json"], bytes: [name])
    #expect(named.status == 1)
    #expect(named.output.contains(#"caf\xE9.json: error: the file name is not valid UTF-8"#))
    #expect(named.output.hasSuffix("facsimile: validated 2 files, 1 problem"))
  }
}

/// Writes `text` to `name` (which may hold folders) in `folder`, and returns the file's path.
@discardableResult
private func write(_ text: String, to name: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// Makes `name` in `folder` a symbolic link to `target`, as written.
private func link(_ name: String, to target: String, in folder: URL) throws {
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
}

/// Runs the command with `arguments`, then paths given as bytes, as `main` passes them.
private func runWithBytes(_ arguments: [String], bytes: [[UInt8]]) -> CommandRun {
  final class Sink: @unchecked Sendable {
    var output: [String] = []
  }
  let sink = Sink()
  let texts = arguments + bytes.map { String(decoding: $0, as: UTF8.self) }
  var command = Command(
    arguments: texts, argumentBytes: arguments.map { Array($0.utf8) } + bytes)
  command.standardOutput = { sink.output.append($0) }
  command.standardError = { sink.output.append($0) }
  let status = command.run()
  return CommandRun(status: status, output: sink.output.joined(separator: "\n"), errors: "")
}
