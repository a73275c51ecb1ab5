import Foundation
import Testing

// Docs are tests: every ```swift block of README.md and Docs/*.md must appear, line for line, in
// this package (its Package.swift, app sources or tests), where it compiles and runs. So must every
// ```swift block of the DocC comments (`///`) of public declarations and of the `.docc` articles
// of the modules in `Documentation.doccModules`, here or in a test of the library's own `Tests/`
// (one that imports it as a user does, without `@testable`): CI compiles both, never the library's
// Sources, where an example would trivially match itself. Lines are compared without their indentation; blank lines
// and lines that are only a `//` comment are skipped on both sides. So a snippet that changes
// without its test changing fails here.

/// A fenced block of a Markdown file.
struct Snippet: CustomTestStringConvertible, Sendable {
  let file: String
  let index: Int
  let line: Int
  let lines: [String]

  var testDescription: String { "\(file) block \(index) (line \(line))" }
}

enum Documentation {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let repositoryRoot = packageRoot.deletingLastPathComponent().deletingLastPathComponent()

  /// The Markdown files whose snippets users paste.
  static var markdownFiles: [String] {
    let docs = (try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
  }

  /// The fenced blocks of a file in a given language.
  static func blocks(in file: String, language: String) -> [Snippet] {
    let url = repositoryRoot.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var snippets: [Snippet] = []
    var current: [String]?
    var start = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if current == nil, line == "```\(language)" {
        current = []
        start = number + 1
      } else if current != nil, line == "```" {
        snippets.append(
          Snippet(file: file, index: snippets.count + 1, line: start, lines: current ?? []))
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return snippets
  }

  static var swiftSnippets: [Snippet] {
    markdownFiles.flatMap { blocks(in: $0, language: "swift") }
  }

  /// The modules whose DocC examples (`///` comments and `.docc` articles) are checked: the one
  /// place to list a module. Every library module but the command-line tool's (FacsimileCommand,
  /// whose documentation is its `--help`) is listed.
  static let doccModules = [
    "Facsimile", "FacsimileCore", "FacsimileSeams", "FacsimileTesting", "FacsimileUIKit",
    "FacsimileUserNotifications",
  ]

  /// The source files and `.docc` articles of the checked modules, by path from the repository.
  static var doccFiles: [String] {
    doccModules.flatMap { module in
      let folder = "Sources/\(module)"
      let enumerator = FileManager.default.enumerator(
        atPath: repositoryRoot.appendingPathComponent(folder).path)
      var files: [String] = []
      while let path = enumerator?.nextObject() as? String {
        let isArticle = path.hasSuffix(".md") && path.contains(".docc/")
        if path.hasSuffix(".swift") || isArticle { files.append("\(folder)/\(path)") }
      }
      return files.sorted()
    }
  }

  /// The ```swift blocks of a source file's `///` comments, without the `///`: those on public
  /// declarations, which DocC shows. A comment on a `package`, `internal` or `private`
  /// declaration, or in an `Internal/` folder, is written for the library's own engineers, and
  /// its example may use API no user can call: it is left out (still numbered, so a block's
  /// index is its place in the file).
  static func doccBlocks(in file: String) -> [Snippet] {
    let url = repositoryRoot.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var snippets: [Snippet] = []
    var pending: [Snippet] = []
    var blocks = 0
    var current: [String]?
    var start = 0
    for (number, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else {
        if !pending.isEmpty, documentsPublicAPI(file: file, lines: lines, from: number) {
          snippets += pending
        }
        pending = []
        current = nil
        continue
      }
      var comment = trimmed.dropFirst(3)
      if comment.first == " " { comment = comment.dropFirst() }
      if current == nil, comment == "```swift" {
        current = []
        start = number + 1
      } else if current != nil, comment == "```" {
        blocks += 1
        pending.append(Snippet(file: file, index: blocks, line: start, lines: current ?? []))
        current = nil
      } else if current != nil {
        current?.append(String(comment))
      }
    }
    return snippets
  }

  /// Whether the declaration a `///` comment ends before (at `from`, past attributes) is public.
  static func documentsPublicAPI(file: String, lines: [String], from start: Int) -> Bool {
    guard !file.contains("/Internal/") else { return false }
    let declaration = lines[start...].lazy.map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("@") && !$0.hasPrefix("//") }
    let hidden = ["package ", "internal ", "fileprivate ", "private "]
    return !hidden.contains { declaration?.hasPrefix($0) == true }
  }

  static var doccSnippets: [Snippet] {
    doccFiles.flatMap { file in
      file.hasSuffix(".swift") ? doccBlocks(in: file) : blocks(in: file, language: "swift")
    }
  }

  /// Lines as compared: trimmed, without blank and comment-only lines.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// Every Swift file of this package, normalized, by path.
  static let sources: [(path: String, lines: [String])] = swiftFiles(
    under: packageRoot, in: ["Package.swift", "Sources", "Tests"], prefix: "")

  /// The library's own test files that import it as a user does (no `@testable import`), by path
  /// from the repository, normalized: where a DocC example may compile instead of here.
  static let libraryTests: [(path: String, lines: [String])] = swiftFiles(
    under: repositoryRoot, in: ["Tests"], prefix: "../../"
  ).filter { _, lines in !lines.contains { $0.hasPrefix("@testable import") } }

  /// The normalized lines of the Swift files in `folders` (or the files they name) under `root`.
  static func swiftFiles(
    under root: URL, in folders: [String], prefix: String
  ) -> [(path: String, lines: [String])] {
    var files: [String] = []
    for folder in folders where folder.hasSuffix(".swift") { files.append(folder) }
    for folder in folders where !folder.hasSuffix(".swift") {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append("\(folder)/\(path)") }
      }
    }
    return files.sorted().compactMap { path in
      guard
        let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      return (prefix + path, normalized(text.components(separatedBy: "\n")))
    }
  }

  /// Where the snippet stands among `files`, as the path of the file that holds its normalized
  /// lines in a row.
  static func location(
    of snippet: Snippet, in files: [(path: String, lines: [String])] = sources
  ) -> String? {
    let wanted = normalized(snippet.lines)
    guard let first = wanted.first else { return nil }
    for (path, lines) in files where lines.count >= wanted.count {
      for start in lines.indices where lines[start] == first {
        let end = start + wanted.count
        if end <= lines.count, Array(lines[start..<end]) == wanted { return path }
      }
    }
    return nil
  }
}

@Suite struct DocumentationSnippetTests {
  @Test func theDocumentationHasSnippets() {
    #expect(Documentation.swiftSnippets.count > 20)
  }

  @Test func theCheckedModulesHaveDocCExamples() {
    #expect(Documentation.doccSnippets.count > 450)
    for module in Documentation.doccModules {
      #expect(
        Documentation.doccFiles.contains { $0.hasPrefix("Sources/\(module)/") },
        "doccModules names \(module), which has no source files")
    }
  }

  @Test(arguments: Documentation.doccSnippets)
  func everyDocCExampleCompilesInATestCIBuilds(_ snippet: Snippet) {
    let found =
      Documentation.location(of: snippet)
      ?? Documentation.location(of: snippet, in: Documentation.libraryTests)
    #expect(
      found != nil,
      """
      \(snippet.file) DocC example \(snippet.index) (line \(snippet.line)) is in no test: add \
      it, line for line, to a test of Examples/NotificationApp (or of the library's Tests/, \
      without @testable import) that runs it, where a user would paste it.
      """)
  }

  @Test(arguments: Documentation.swiftSnippets)
  func everySnippetIsInThisPackage(_ snippet: Snippet) {
    let found = Documentation.location(of: snippet)
    #expect(
      found != nil,
      """
      \(snippet.file) block \(snippet.index) (line \(snippet.line)) is not in \
      Examples/NotificationApp: add it, line for line, to a test that runs it.
      """)
    if let found {
      print("snippet: \(snippet.file) block \(snippet.index) (line \(snippet.line)) -> \(found)")
    }
  }
}

/// The README's ```text block of errors, which READMETests checks against the real error.
enum READMEText {
  static var errorLines: [String] {
    Documentation.blocks(in: "README.md", language: "text").first { block in
      block.lines.contains { $0.hasPrefix("UNNotificationResponse.") }
    }?.lines ?? []
  }
}
