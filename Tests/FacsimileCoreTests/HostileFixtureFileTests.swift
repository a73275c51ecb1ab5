import FacsimileCore
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a test names that nobody planned for (/work/shared/HOSTILE.md, "files"), read by
/// the library's own doors, `Fixture(contentsOf:)`, `Fixture.array(contentsOf:)` and
/// `JSONFixture(contentsOf:)`: each gets an answer at once, the same from every door, never a
/// hang or a read until memory runs out. Each read runs on a thread of its own under a deadline,
/// so that a regression fails the test instead of stalling the run.
@Suite struct HostileFixtureFileTests {
  @Test(arguments: HostileFixtureFile.all)
  func aHostileFileGetsOneTruthfulErrorFromEveryDoor(_ file: HostileFixtureFile) throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try file.make(folder)

    let outcomes = [
      read(url, unblocking: file.unblock) { try Fixture(contentsOf: $0) },
      read(url, unblocking: file.unblock) { try Fixture.array(contentsOf: $0) },
      read(url, unblocking: file.unblock) { try JSONFixture(contentsOf: $0) },
    ]

    for outcome in outcomes {
      #expect(outcome == .failure(file.kind, file.message(url.path)), "\(file.because)")
    }
  }

  /// A FIFO whose writer is there but has not written yet is waited for, as the command waits
  /// (HostileFileTests' `aPipeWhoseWriterIsLateIsWaitedFor`): the whole fixture is read.
  @Test func aFIFOWithAWriterIsReadToItsEnd() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("pipe.json")
    try makeFIFO(url.path)
    // A reader of the test's own lets the writer open at once; it never reads.
    let keeper = open(url.path, O_RDONLY | O_NONBLOCK)
    let writer = open(url.path, O_WRONLY)
    defer { close(keeper) }
    #expect(keeper >= 0 && writer >= 0)
    Thread {
      let fixture = Array(#"{"serial": "from-a-pipe"}"#.utf8)
      usleep(50_000)
      _ = write(writer, fixture, fixture.count)
      close(writer)
    }.start()

    let outcome = read(url, unblocking: { _ in }) { try Fixture(contentsOf: $0) }

    #expect(outcome == .fixture(["serial": "from-a-pipe"]))
  }

  /// A file that cannot be read says why, in the system's words. Skipped as root (this machine's
  /// CI runs as root), which reads every file whatever its permissions.
  @Test(.enabled(if: geteuid() != 0, "root reads every file, whatever its permissions"))
  func anUnreadableFileSaysPermissionDenied() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a.json")
    try Data("{}".utf8).write(to: url)
    #expect(chmod(url.path, 0) == 0)

    let outcome = read(url, unblocking: { _ in }) { try Fixture(contentsOf: $0) }

    #expect(
      outcome
        == .failure(
          .missingFile,
          "\(url.path): cannot read the file: permission denied (the file cannot be read, or a "
            + "folder on the way cannot be searched)"))
  }
}

/// One hostile file: how to make it, what every door throws, and why.
struct HostileFixtureFile: Sendable, CustomTestStringConvertible {
  let name: String
  /// Where the expectation comes from.
  let because: String
  /// Makes the file in the scratch folder and returns the URL to read.
  let make: @Sendable (_ folder: URL) throws -> URL
  let kind: FacsimileError.Kind
  /// The error's description, for the path read.
  let message: @Sendable (_ path: String) -> String
  /// Lets a read that waits go, should one wait (a regression): it is past its deadline.
  var unblock: @Sendable (_ url: URL) -> Void = { _ in }

  var testDescription: String { name }

  static let all: [HostileFixtureFile] = [
    HostileFixtureFile(
      name: "/dev/zero", because: "a device that never ends is read up to the limit, not forever",
      make: { _ in URL(fileURLWithPath: "/dev/zero") }, kind: .missingFile,
      message: { path in
        "\(path): cannot read the file: reading stopped after 67,108,864 bytes (64 MiB), the most "
          + "a fixture file may hold: it is a character device, and it gave more"
      }),
    HostileFixtureFile(
      name: "a FIFO with nothing writing to it",
      because: "opening it for reading would wait for a writer forever",
      make: { folder in
        let url = folder.appendingPathComponent("pipe.json")
        try makeFIFO(url.path)
        return url
      }, kind: .missingFile,
      message: { path in
        "\(path): cannot read the file: is a FIFO (named pipe) with nothing writing to it, so "
          + "there is nothing to read (start the writer first)"
      },
      unblock: { url in
        // A writer that comes and goes: a reader waiting in `open` or `read` then sees the end.
        let writer = open(url.path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
      }),
    HostileFixtureFile(
      name: "a file over the limit (sparse)", because: "refused from its size, without reading it",
      make: { folder in
        let url = folder.appendingPathComponent("big.json")
        try Data().write(to: url)
        guard truncate(url.path, 64 * 1024 * 1024 + 1) == 0 else {
          throw CocoaError(.fileWriteUnknown)
        }
        return url
      }, kind: .missingFile,
      message: { path in
        "\(path): cannot read the file: is 67,108,865 bytes, more than a fixture file may hold "
          + "(67,108,864 bytes (64 MiB)): it is not read"
      }),
    HostileFixtureFile(
      name: "a folder", because: "JSONFixture(contentsOf:)'s Throws: a folder is missingFile",
      make: { $0 }, kind: .missingFile,
      message: { path in "\(path): cannot read the file: is a folder" }),
    HostileFixtureFile(
      name: "a missing file", because: "JSONFixture(contentsOf:)'s Throws",
      make: { $0.appendingPathComponent("missing.json") }, kind: .missingFile,
      message: { path in "\(path): cannot read the file: no such file" }),
    HostileFixtureFile(
      name: "an empty file", because: "an empty document is malformed JSON, located",
      make: { folder in
        let url = folder.appendingPathComponent("empty.json")
        try Data().write(to: url)
        return url
      }, kind: .malformedJSON,
      message: { path in "\(path):1:1: unexpected end of input; expected a value" }),
    HostileFixtureFile(
      name: "a link to itself", because: "Fixtures.md: a link that loops is a problem",
      make: { folder in
        let url = folder.appendingPathComponent("loop.json")
        try FileManager.default.createSymbolicLink(
          atPath: url.path, withDestinationPath: "loop.json")
        return url
      }, kind: .missingFile,
      message: { path in
        "\(path): cannot read the file: the link loops (it leads to itself, or through other "
          + "links back to itself), so it leads to no file to check"
      }),
    HostileFixtureFile(
      name: "a link that leads nowhere", because: "the file is not missing: its target is",
      make: { folder in
        let url = folder.appendingPathComponent("gone.json")
        try FileManager.default.createSymbolicLink(
          atPath: url.path, withDestinationPath: "missing.json")
        return url
      }, kind: .missingFile,
      message: { path in
        "\(path): cannot read the file: the link leads nowhere: its target missing.json does "
          + "not exist"
      }),
    HostileFixtureFile(
      name: "a URL that is not a file URL", because: "the doors read files, never the network",
      make: { _ in try #require(URL(string: "https://example.com/a.json")) }, kind: .missingFile,
      message: { _ in "https://example.com/a.json: cannot read the file: is not a file URL" }),
  ]
}

/// What reading a file gave: what a test compares.
enum ReadOutcome: Equatable, Sendable {
  case fixture(Fixture)
  case failure(FacsimileError.Kind, String)
  case other(String)
  /// The read had not returned after its deadline.
  case hang
}

/// Reads `url` through `door` on a thread of its own, waiting at most 20 seconds (a read takes
/// milliseconds, /dev/zero's 64 MiB a fraction of a second): past that, `unblock` lets the
/// thread go and the outcome is `.hang`, so a regression fails instead of stalling the run.
private func read<Value>(
  _ url: URL, unblocking unblock: @Sendable (URL) -> Void,
  _ door: @escaping @Sendable (URL) throws -> Value
) -> ReadOutcome {
  let outcome = Mutex<ReadOutcome?>(nil)
  let done = DispatchSemaphore(value: 0)
  Thread {
    let result: ReadOutcome
    do {
      let value = try door(url)
      result =
        switch value {
        case let fixture as Fixture: .fixture(fixture)
        default: .other("\(value)")
        }
    } catch let error as FacsimileError {
      result = .failure(error.kind, error.description)
    } catch {
      result = .other("\(error)")
    }
    outcome.withLock { $0 = result }
    done.signal()
  }.start()
  guard done.wait(timeout: .now() + 20) == .success else {
    unblock(url)
    return .hang
  }
  return outcome.withLock { $0 } ?? .hang
}

private func scratchFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "facsimile-\(UUID())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

private func makeFIFO(_ path: String) throws {
  guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
