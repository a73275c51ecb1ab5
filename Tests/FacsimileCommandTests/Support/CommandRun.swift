import Foundation

@testable import FacsimileCommand

/// What one in-process run of the command did.
struct CommandRun {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the command in-process with `input` as standard input, and captures what it prints.
func run(_ arguments: [String], input: String = "") -> CommandRun {
  final class Sink: @unchecked Sendable {
    var output: [String] = []
    var errors: [String] = []
  }
  let sink = Sink()
  var command = Command(arguments: arguments)
  command.standardOutput = { sink.output.append($0) }
  command.standardError = { sink.errors.append($0) }
  command.standardInput = { .success(Data(input.utf8)) }
  let status = command.run()
  return CommandRun(
    status: status, output: sink.output.joined(separator: "\n"),
    errors: sink.errors.joined(separator: "\n"))
}

func run(_ arguments: String...) -> CommandRun {
  run(arguments)
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The repository's Examples folder.
let examples = repositoryRoot.appendingPathComponent("Examples")

/// A new empty folder, removed by the caller.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "facsimile-\(UUID())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// A new file holding `text`.
func temporaryFile(_ text: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "facsimile-\(UUID()).json")
  try Data(text.utf8).write(to: url)
  return url.path
}
