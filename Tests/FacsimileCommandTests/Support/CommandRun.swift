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

/// Writes `text` to the file at a path given as bytes (which need not be UTF-8).
func writeFile(_ text: String, atBytes path: [UInt8]) throws {
  let descriptor = (path + [0]).map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
    buffer -> Int32 in
    guard let base = buffer.baseAddress else { return -1 }
    return open(base, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  }
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  let bytes = Array(text.utf8)
  guard write(descriptor, bytes, bytes.count) == bytes.count else {
    throw CocoaError(.fileWriteUnknown)
  }
}
