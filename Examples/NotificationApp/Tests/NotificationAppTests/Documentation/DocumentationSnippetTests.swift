import Foundation
import Testing

// Docs are tests: every ```swift block of README.md and Docs/*.md must appear, line for line, in
// this package (its Package.swift, app sources or tests), where it compiles and runs. Lines are
// compared without their indentation; blank lines and lines that are only a `//` comment are
// skipped on both sides. So a snippet that changes without its test changing fails here.

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

  /// The source files whose DocC comments' examples users paste: the lifecycle driver's, its
  /// events, steps and methods, `expectSameOutcome` and the host application.
  static var doccFiles: [String] {
    let folder = "Sources/FacsimileTesting/Lifecycle"
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
    return names.filter {
      $0.hasPrefix("LifecycleDriver") || $0 == "ExpectSameOutcome.swift"
        || $0 == "HostApplication.swift"
    }.sorted().map { "\(folder)/\($0)" }
  }

  /// The ```swift blocks of a source file's `///` comments, without the `///`.
  static func doccBlocks(in file: String) -> [Snippet] {
    let url = repositoryRoot.appendingPathComponent(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var snippets: [Snippet] = []
    var current: [String]?
    var start = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("///") else {
        current = nil
        continue
      }
      var comment = trimmed.dropFirst(3)
      if comment.first == " " { comment = comment.dropFirst() }
      if current == nil, comment == "```swift" {
        current = []
        start = number + 1
      } else if current != nil, comment == "```" {
        snippets.append(
          Snippet(file: file, index: snippets.count + 1, line: start, lines: current ?? []))
        current = nil
      } else if current != nil {
        current?.append(String(comment))
      }
    }
    return snippets
  }

  static var doccSnippets: [Snippet] {
    doccFiles.flatMap { doccBlocks(in: $0) }
  }

  /// Lines as compared: trimmed, without blank and comment-only lines.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// Every Swift file of this package, normalized, by path.
  static let sources: [(path: String, lines: [String])] = {
    var files = ["Package.swift"]
    for folder in ["Sources", "Tests"] {
      let enumerator = FileManager.default.enumerator(
        atPath: packageRoot.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append("\(folder)/\(path)") }
      }
    }
    return files.sorted().compactMap { path in
      guard
        let text = try? String(
          contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      return (path, normalized(text.components(separatedBy: "\n")))
    }
  }()

  /// Where the snippet stands, as `path:line` of its first line among the normalized lines.
  static func location(of snippet: Snippet) -> String? {
    let wanted = normalized(snippet.lines)
    guard let first = wanted.first else { return nil }
    for (path, lines) in sources where lines.count >= wanted.count {
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

  @Test func theLifecycleDriversDocCHasExamples() {
    #expect(Documentation.doccSnippets.count > 20)
  }

  @Test(arguments: Documentation.doccSnippets)
  func everyDocCExampleOfTheLifecycleDriverIsInThisPackage(_ snippet: Snippet) {
    let found = Documentation.location(of: snippet)
    #expect(
      found != nil,
      """
      \(snippet.file) DocC example \(snippet.index) (line \(snippet.line)) is not in \
      Examples/NotificationApp: add it, line for line, to a test that runs it.
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
