import Facsimile
import Foundation
import Testing

@testable import FacsimileCommand

/// Every bad input gets exactly the error it must: the kind, and words a reader can act on. None
/// crashes, hangs, or slips through.
@Suite struct AdversarialInputTests {
  @Test(arguments: BadInput.all.filter { !$0.isLarge })
  func badInputGetsItsError(_ input: BadInput) async throws {
    // No row is marked with a known issue, so every row runs and is checked; the branches that
    // wrapped `.crashes` and `.wrong` rows in `withKnownIssue` were never reached (and the
    // `.crashes` one recorded an issue of its own, so it could not fail).
    check(try await attempt(input), against: input.expected)
  }

  /// The rows of tens of megabytes and a million elements, in CI's volume step.
  @Test(.volume, arguments: BadInput.all.filter(\.isLarge))
  func largeBadInputGetsItsError(_ input: BadInput) async throws {
    check(try await attempt(input), against: input.expected)
  }

  @Test func theTableCoversEveryDoorWithAtLeastSixtyInputs() {
    #expect(BadInput.all.count >= 60)
    let doors = Set(BadInput.all.map(\.door.rawValue))
    #expect(doors.count == 7)
    #expect(Set(BadInput.all.map(\.testDescription)).count == BadInput.all.count)
  }

  /// What feeding the input in gave.
  private enum Outcome: Sendable {
    case threw(any Error)
    case returned
    case exited(status: Int32, output: String, errors: String)
  }

  /// Feeds the row's input in; large inputs on a thread of their own.
  private func attempt(_ input: BadInput) async throws -> Outcome {
    switch input.action {
    case .call(let body):
      let run: @Sendable () -> Outcome = {
        do {
          try body()
          return .returned
        } catch {
          return .threw(error)
        }
      }
      return input.isLarge ? await onOwnThread(run) : run()
    case .command(let arguments):
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("facsimile-reliability-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let commandLine = try arguments(folder)
      let run: @Sendable () -> Outcome = { Self.run(commandLine) }
      return input.isLarge ? await onOwnThread(run) : run()
    }
  }

  private func check(_ outcome: Outcome, against expected: BadInput.Expected) {
    switch (outcome, expected) {
    case (.threw(let error as FacsimileError), .error(let kind, let fragment)):
      #expect(error.kind == kind)
      #expect(error.description.contains(fragment), "\(error.description.prefix(2_000))")
      expectReadable(error)
    case (.threw(let error), .error(let kind, _)):
      Issue.record("expected a FacsimileError of kind \(kind), caught \(type(of: error)): \(error)")
    case (.returned, .error(let kind, _)):
      Issue.record("expected a FacsimileError of kind \(kind), but nothing was thrown")
    case (.returned, .accepted):
      break
    case (.threw(let error), .accepted(let expected)):
      Issue.record("expected \(expected); got \(error)")
    case (
      .exited(let status, let output, let errors),
      .exit(let expectedStatus, let stream, let fragment)
    ):
      #expect(status == expectedStatus)
      let printed = stream == .standardOutput ? output : errors
      #expect(printed.contains(fragment), "\(stream.rawValue): \(printed.prefix(2_000))")
    default:
      Issue.record("the row's action and expectation do not match")
    }
  }

  /// A problem is one line a test failure can show: no line breaks, and not megabytes long.
  private func expectReadable(_ error: FacsimileError) {
    for problem in error.problems {
      let line = problem.description
      // By Unicode scalar: "\r\n" is one Character, which `contains("\n")` may not find.
      let breaks = line.unicodeScalars.filter {
        $0.properties.generalCategory == .control
          || $0.properties.generalCategory == .lineSeparator
          || $0.properties.generalCategory == .paragraphSeparator
      }
      #expect(breaks.isEmpty, "a problem on more than one line: \(line.prefix(200))")
      #expect(line.utf8.count <= 4_096, "a problem of \(line.utf8.count) bytes")
    }
  }

  /// Runs the command in-process and captures what it prints.
  private static func run(_ arguments: [String]) -> Outcome {
    final class Sink: @unchecked Sendable {
      // Only touched by the command, synchronously, on this thread.
      var output: [String] = []
      var errors: [String] = []
    }
    let sink = Sink()
    var command = Command(arguments: arguments)
    command.standardOutput = { sink.output.append($0) }
    command.standardError = { sink.errors.append($0) }
    let status = command.run()
    return .exited(
      status: status, output: sink.output.joined(separator: "\n"),
      errors: sink.errors.joined(separator: "\n"))
  }
}
