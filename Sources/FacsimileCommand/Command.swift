import Facsimile
import FacsimileCore
import Foundation

/// The `facsimile` command line: parses arguments, runs one subcommand, returns the exit status.
///
/// It follows swift-argument-parser's conventions: `--help`, `-h` and `help SUBCOMMAND` print
/// help and exit 0; a usage error prints `Error: ...`, a usage line and where to read more to
/// standard error and exits 64 (`EX_USAGE`); problems in fixtures exit 1.
struct Command {
  /// The version `facsimile --version` prints; CHANGELOG.md names it too.
  static let version = "0.1.0"

  /// Exit statuses.
  enum ExitStatus {
    static let success: Int32 = 0
    /// Fixtures have problems, or cannot be read.
    static let failure: Int32 = 1
    /// The command line is wrong (`EX_USAGE` from sysexits.h).
    static let usage: Int32 = 64
  }

  var arguments: [String]
  /// The arguments' bytes, as the system gave them: a path that is not UTF-8 is found by them
  /// (`arguments` holds such a path with U+FFFD in place of its bad bytes). `nil`: `arguments`'
  /// own UTF-8.
  var argumentBytes: [[UInt8]]? = nil
  var standardOutput: (String) -> Void = { print($0) }
  var standardError: (String) -> Void = {
    FileHandle.standardError.write(Data(($0 + "\n").utf8))
  }
  /// Reads standard input, at most ``FixtureFiles/maximumFileSize`` bytes.
  var standardInput: () -> Result<Data, Diagnostics> = { FixtureFiles.standardInput() }

  /// Runs the command and returns its exit status: 0 on success, 1 when fixtures have problems,
  /// 64 for a usage error.
  func run() -> Int32 {
    do {
      return try dispatch()
    } catch {
      standardError(error.report)
      return ExitStatus.usage
    }
  }

  private func dispatch() throws(UsageError) -> Int32 {
    guard let first = arguments.first else { return runExample() }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      standardOutput(RootHelp.text)
      return ExitStatus.success
    case "--version":
      standardOutput(Self.version)
      return ExitStatus.success
    case "help":
      guard let name = rest.first else {
        standardOutput(RootHelp.text)
        return ExitStatus.success
      }
      guard let subcommand = Subcommand.named(name) else {
        throw UsageError("Unknown subcommand '\(name)'")
      }
      if rest.count > 1 { throw UsageError("Unexpected argument '\(rest[1])'") }
      standardOutput(subcommand.help)
      return ExitStatus.success
    default:
      guard let subcommand = Subcommand.named(first) else {
        throw UsageError(
          first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'")
      }
      let parsed = try ParsedArguments(rest, for: subcommand)
      if parsed.wantsHelp {
        standardOutput(subcommand.help)
        return ExitStatus.success
      }
      return try run(subcommand, parsed)
    }
  }

  private func run(_ subcommand: Subcommand, _ parsed: ParsedArguments) throws(UsageError)
    -> Int32
  {
    let typeName = parsed.values["--as"]
    if let typeName { _ = try type(named: typeName, for: subcommand) }
    switch subcommand.name {
    case Subcommand.show.name:
      return show(parsed.positionals[0], as: typeName)
    case Subcommand.validate.name:
      let format = parsed.values["--format"] ?? "text"
      guard format == "text" || format == "json" else {
        throw UsageError(
          "The value '\(format)' is invalid for '--format <format>'; expected text or json",
          subcommand)
      }
      // The subcommand's arguments follow its name.
      let paths = zip(parsed.positionals, parsed.positionalIndices).map { path, index in
        argumentBytes.flatMap { $0.indices.contains(index + 1) ? $0[index + 1] : nil }
          ?? Array(path.utf8)
      }
      return validate(
        paths, as: typeName,
        excluding: (parsed.repeatedValues["--exclude"] ?? []).map(FileGlob.init),
        json: format == "json")
    case Subcommand.schema.name:
      let schema: Fixture
      switch try type(named: parsed.positionals[0], for: subcommand) {
      case .model(let type): schema = FixtureSchema.jsonSchema(for: type)
      case .pushPayload: schema = PushPayloadSchema.schema
      }
      standardOutput(String(decoding: schema.jsonData(), as: UTF8.self))
      return ExitStatus.success
    case Subcommand.types.name:
      standardOutput(KnownTypes.descriptions.joined(separator: "\n\n"))
      return ExitStatus.success
    default:
      return runExample()
    }
  }

  private func runExample() -> Int32 {
    do {
      let response = try InstanceHelper.create(
        UNNotificationResponse.self, properties: Example.openArticle)
      standardOutput(
        "UNNotificationResponse fabricated from the keyed fixture Example.openArticle:\n")
      standardOutput(response.treeDescription)
      return ExitStatus.success
    } catch {
      standardError("Error: \(error)")
      return ExitStatus.failure
    }
  }

  private func show(_ path: String, as typeName: String?) -> Int32 {
    let document: JSONFixture
    switch read(path, folderMessage: "is a folder; show takes one file") {
    case .success(let read): document = read
    case .failure(let problems):
      problems.diagnostics.map(\.text).forEach(standardError)
      return ExitStatus.failure
    }
    let result = FixtureChecker(document: document, file: displayName(path), typeName: typeName)
      .check()
    guard result.diagnostics.isEmpty else {
      result.diagnostics.map(\.text).forEach(standardError)
      return ExitStatus.failure
    }
    standardOutput(result.objects.map(\.treeDescription).joined(separator: "\n\n"))
    return ExitStatus.success
  }

  private func validate(
    _ paths: [[UInt8]], as typeName: String?, excluding excluded: [FileGlob], json: Bool
  ) -> Int32 {
    let found = FixtureFiles.find(inPaths: paths, excluding: excluded)
    var diagnostics = found.diagnostics
    for file in found.files {
      switch read(file, folderMessage: "is a folder") {
      case .success(let document):
        diagnostics +=
          FixtureChecker(document: document, file: displayName(file), typeName: typeName)
          .check().diagnostics
      case .failure(let problems):
        diagnostics += problems.diagnostics
      }
    }
    let count = found.count
    // A pattern that left nothing out is told, not an error: the check itself is complete.
    let warnings = found.unusedPatterns.map { pattern in
      (
        pattern: pattern.description,
        message: "the exclusion pattern '\(pattern)' matched no file or folder, so it left "
          + "nothing out"
      )
    }
    var summary =
      "validated \(counted(count, "file")), " + counted(diagnostics.count, "problem")
    if !warnings.isEmpty { summary += ", " + counted(warnings.count, "warning") }
    if json {
      let counts: Fixture = [
        "files": .integer(count), "problems": .integer(diagnostics.count),
      ]
      let report: Fixture =
        warnings.isEmpty
        ? ["problems": .array(diagnostics.map(\.json)), "summary": .fixture(counts)]
        : [
          "problems": .array(diagnostics.map(\.json)),
          "warnings": .array(
            warnings.map { ["pattern": .string($0.pattern), "message": .string($0.message)] }),
          "summary": .fixture(counts.merging(["warnings": .integer(warnings.count)])),
        ]
      standardOutput(String(decoding: report.jsonData(), as: UTF8.self))
    } else {
      diagnostics.map(\.text).forEach(standardOutput)
      warnings.map { "facsimile: warning: \($0.message)" }.forEach(standardOutput)
      standardOutput("facsimile: \(summary)")
    }
    return diagnostics.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  /// How a path appears in messages: as given, or `<stdin>` for `-`.
  private func displayName(_ path: String) -> String {
    path == "-" ? FixtureFiles.standardInputName : path
  }

  /// Reads and parses one file, or standard input for `-`.
  private func read(_ path: String, folderMessage: String) -> Result<JSONFixture, Diagnostics> {
    guard path == "-" else {
      return FixtureFiles.document(at: path, name: path, folderMessage: folderMessage)
    }
    switch standardInput() {
    case .success(let data): return FixtureFiles.parse(data, name: displayName(path))
    case .failure(let problems): return .failure(problems)
    }
  }

  /// The type a name given on the command line stands for.
  private func type(named name: String, for subcommand: Subcommand) throws(UsageError)
    -> KnownTypes.Named
  {
    if let type = KnownTypes.named(name) { return type }
    let hint = KnownTypes.suggestion(for: name).map { "; did you mean \"\($0)\"?" } ?? ""
    throw UsageError("Unknown type '\(name)'\(hint) (see 'facsimile types')", subcommand)
  }
}
