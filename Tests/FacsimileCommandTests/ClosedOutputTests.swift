import Foundation
import Testing

/// The built `facsimile` next to this test binary, if there is one (`swift build --build-tests`
/// builds it; on macOS the tests run inside a bundle and these tests are skipped).
private let facsimileBinary: URL? = {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("facsimile")
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// `facsimile` writing into a pipe whose reader has gone (`facsimile validate Fixtures | head -1`)
/// stops printing quietly and exits with its documented status, not on SIGPIPE (141). These run
/// the real executable: a signal cannot be seen in-process.
@Suite(.enabled(if: facsimileBinary != nil)) struct ClosedOutputTests {
  /// Runs the command with a standard output whose reading end is closed at once.
  func runIntoAClosedPipe(_ arguments: [String]) throws -> (Process.TerminationReason, Int32) {
    let process = Process()
    process.executableURL = facsimileBinary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try pipe.fileHandleForReading.close()
    try process.run()
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  @Test func validateIntoAClosedPipeExitsWithItsStatus() throws {
    // 2,000 problems, far more output than a pipe holds, from one file: writing 2,000 files
    // took 10 to 15 s here (Foundation's `Data.write(to:)` syncs each one).
    let sounds = Array(
      repeating: #"{"$type": "UNNotificationSound", "toneFileName": 3}"#, count: 2_000)
    let file = try temporaryFile("[" + sounds.joined(separator: ",\n") + "]")
    defer { try? FileManager.default.removeItem(atPath: file) }

    let (reason, status) = try runIntoAClosedPipe(["validate", file])

    #expect(reason == .exit)
    #expect(status == 1)  // problems were found, as the status says with an open output
  }

  @Test func showIntoAClosedPipeExitsWithItsStatus() throws {
    let file = examples.appendingPathComponent("fixtures/open-article.json").path

    let (reason, status) = try runIntoAClosedPipe(["show", file])

    #expect(reason == .exit)
    #expect(status == 0)
  }
}
