import Facsimile
import Foundation
import Testing

@testable import FacsimileCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files `facsimile validate` and `show` meet that nobody planned for (/work/shared/HOSTILE.md,
/// "files" and "messages"): every one gets an answer at once, never a hang or a crash, and the
/// answer names the cause the command checked, never one it guessed.
@Suite struct HostileFileTests {
  @Test(arguments: HostileFile.all)
  func aHostileFileGetsATruthfulAnswer(_ file: HostileFile) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = try file.make(folder.path)

    let result = run(arguments)

    #expect(result.status == file.status)
    let printed = [result.output, result.errors].filter { !$0.isEmpty }.joined(separator: "\n")
    #expect(printed == file.output(folder.path).joined(separator: "\n"))
  }

  /// A pipe whose writer has written and closed, named by its path, as a shell's process
  /// substitution names it (`facsimile validate <(curl ...)`): read to its end.
  @Test func aPipeNamedByItsPathIsReadToItsEnd() throws {
    let (reading, writing) = try makePipe()
    defer { close(reading) }
    let fixture = Array(#"{"$type": "UNNotificationContent", "badge": "three"}"#.utf8)
    #expect(write(writing, fixture, fixture.count) == fixture.count)
    close(writing)
    let path = "/dev/fd/\(reading)"

    let result = run("validate", path)

    #expect(result.status == 1)
    #expect(
      result.output == """
        \(path):1:36: error: UNNotificationContent.badge: expected NSNumber, found String "three"
        facsimile: validated 1 file, 1 problem
        """)
  }

  /// A pipe whose writer is there but has not written yet is waited for, as standard input is:
  /// whether the command reads before or after the write, it reads the whole fixture.
  @Test func aPipeWhoseWriterIsLateIsWaitedFor() async throws {
    let (reading, writing) = try makePipe()
    defer { close(reading) }
    let path = "/dev/fd/\(reading)"
    // The writer writes after a moment, on a thread of its own, while the command reads on
    // another: off Swift concurrency's shared threads, which neither may hold.
    Thread {
      let fixture = Array(#"{"toneFileName": "chime.caf"}"#.utf8)
      usleep(50_000)
      _ = write(writing, fixture, fixture.count)
      close(writing)
    }.start()
    let result = await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: run("validate", path, "--as", "UNNotificationSound"))
      }.start()
    }

    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "facsimile: validated 1 file, 0 problems")
  }

  /// Standard input is bounded as files are: `facsimile show - < /dev/zero` stops.
  @Test func standardInputIsReadUpToTheLimit() throws {
    let (reading, writing) = try makePipe()
    defer { close(reading) }
    let bytes = [UInt8](repeating: 0x20, count: 2_000)
    #expect(write(writing, bytes, bytes.count) == bytes.count)
    close(writing)

    let result = FixtureFiles.standardInput(descriptor: reading, limit: 1_000)

    #expect(
      result.failureText
        == "<stdin>: error: reading stopped after 1,000 bytes, the most a fixture file may hold: "
        + "standard input gave more")
  }

  /// A regular file over the limit is refused from its size, without reading it.
  @Test func aFileOverTheLimitIsRefusedFromItsSize() throws {
    let file = try temporaryFile(String(repeating: " ", count: 1_001))
    defer { try? FileManager.default.removeItem(atPath: file) }

    let result = FixtureFiles.contents(of: file, folderMessage: "is a folder", limit: 1_000)

    #expect(
      result.failureText
        == "\(file): error: is 1,001 bytes, more than a fixture file may hold (1,000 bytes): it "
        + "is not read")
  }

  /// A path of 120 folders over 1,024 bytes (names of two-byte characters) is checked: it was
  /// "not a regular file (a FIFO, socket or device)", because Foundation's
  /// `resolvingSymlinksInPath()` cut it at 1,024 bytes, a folder.
  @Test func aFixture120FoldersDeepIsChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = (1...120).map { "dossié\($0)" }
    let deep = folder.appendingPathComponent(names.joined(separator: "/"))
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let file = deep.appendingPathComponent("a.json")
    try Data(#"{"$type": "UNNotificationContent", "badge": "three"}"#.utf8).write(to: file)
    #expect(file.path.utf8.count > 1_024)

    for path in [folder.path, file.path] {
      let result = run("validate", path, "--format", "json")
      #expect(result.status == 1)
      let report = try JSONValue(json: result.output)
      guard case .object(let top)? = Optional(report), case .array(let problems)? = top["problems"],
        case .object(let problem)? = problems.first
      else {
        Issue.record("no problem in \(result.output.prefix(300))")
        continue
      }
      #expect(problems.count == 1)
      #expect(problem["file"] == .string(file.path))
      #expect(problem["line"] == .integer(1))
      #expect(problem["keyPath"] == .string("badge"))
    }
  }

  /// Past the system's path limit (4,095 bytes on Linux), the folder that cannot be opened is
  /// named, with the reason the system gave: not "no fixture files", not skipped.
  @Test func aFolderPastThePathLimitIsReportedWithTheSystemsReason() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = (1...120).map { String(format: "f%035d", $0) }
    let chain = try DeepChain(in: folder.path, names: names, file: "a.json", text: "{}")
    defer { chain.remove() }

    let result = run("validate", folder.path)

    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.output)")
    #expect(
      lines.first?.contains(
        ": error: cannot read the folder: the system refuses the path as too long (it is ") == true)
    #expect(
      lines.first?.hasSuffix(
        " bytes, and the system takes at most \(grouped(Int(PATH_MAX) - 1))"
          + "): validate a folder nearer to it, or shorten the names on the way; the files in "
          + "it are not checked") == true)
    #expect(lines.last == "facsimile: validated 0 files, 1 problem")
  }

  /// A file that cannot be read says why, in the system's words, and only that. As root (this
  /// machine's CI), every file can be read, and it is checked.
  @Test func anUnreadableFileSaysPermissionDenied() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.json").path
    try Data(#"{"$type": "UNNotificationSound"}"#.utf8).write(to: URL(fileURLWithPath: file))
    #expect(chmod(file, 0) == 0)

    let result = run("validate", file)

    if geteuid() == 0 {
      #expect(result.output == "facsimile: validated 1 file, 0 problems")
    } else {
      #expect(
        result.output == """
          \(file): error: cannot read: permission denied (the file cannot be read, or a folder on \
          the way cannot be searched)
          facsimile: validated 1 file, 1 problem
          """)
    }
  }

  /// A folder that cannot be read is reported, not skipped (it was: its files vanished from the
  /// count in silence).
  @Test func anUnreadableFolderIsReported() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try Data(#"{"$type": "UNNotificationSound"}"#.utf8)
      .write(to: locked.appendingPathComponent("a.json"))
    try Data(#"{"$type": "UNNotificationSound"}"#.utf8)
      .write(to: folder.appendingPathComponent("b.json"))
    #expect(chmod(locked.path, 0) == 0)

    let result = run("validate", folder.path)

    if geteuid() == 0 {
      #expect(result.output == "facsimile: validated 2 files, 0 problems")
    } else {
      #expect(
        result.output == """
          \(locked.path): error: cannot read the folder: permission denied (the file cannot be \
          read, or a folder on the way cannot be searched); the files in it are not checked
          facsimile: validated 1 file, 1 problem
          """)
    }
  }
}

/// One hostile file: how to make it, what the command must print, and why.
struct HostileFile: Sendable, CustomTestStringConvertible {
  let name: String
  /// Where the expectation comes from.
  let because: String
  let status: Int32
  /// Makes the files in the scratch folder and returns the command's arguments.
  let make: @Sendable (_ folder: String) throws -> [String]
  /// Every line printed, standard output then standard error.
  let output: @Sendable (_ folder: String) -> [String]

  var testDescription: String { name }

  private static let valid = #"{"$type": "UNNotificationSound", "toneFileName": "chime.caf"}"#
  private static let broken = #"{"$type": "UNNotificationSound", "toneFileName": 3}"#
  private static let brokenLine =
    ":1:34: error: UNNotificationSound.toneFileName: expected String, found Int 3"

  static let all: [HostileFile] = [
    HostileFile(
      name: "/dev/zero, named", because: "HOSTILE.md: never claim a cause not checked", status: 1,
      make: { _ in ["validate", "/dev/zero"] },
      output: { _ in
        [
          "/dev/zero: error: reading stopped after 67,108,864 bytes (64 MiB), the most a fixture "
            + "file may hold: it is a character device, and it gave more",
          "facsimile: validated 1 file, 1 problem",
        ]
      }),
    HostileFile(
      name: "/dev/zero, shown", because: "the same read for show", status: 1,
      make: { _ in ["show", "/dev/zero"] },
      output: { _ in
        [
          "/dev/zero: error: reading stopped after 67,108,864 bytes (64 MiB), the most a fixture "
            + "file may hold: it is a character device, and it gave more"
        ]
      }),
    HostileFile(
      name: "/dev/null, named", because: "an empty document", status: 1,
      make: { _ in ["show", "/dev/null"] },
      output: { _ in ["/dev/null:1:1: error: unexpected end of input; expected a value"] }),
    HostileFile(
      name: "a FIFO with nothing writing to it, named",
      because: "opening it for reading would wait for a writer forever", status: 1,
      make: { folder in
        try makeFIFO(folder + "/pipe.json")
        return ["validate", folder + "/pipe.json"]
      },
      output: { folder in
        [
          "\(folder)/pipe.json: error: is a FIFO (named pipe) with nothing writing to it, so there "
            + "is nothing to read (start the writer first, or pipe it to '-')",
          "facsimile: validated 1 file, 1 problem",
        ]
      }),
    HostileFile(
      name: "a FIFO named .json in a folder",
      because: "Fixtures.md: nothing found is skipped without a word", status: 1,
      make: { folder in
        try makeFIFO(folder + "/pipe.json")
        try write(valid, to: folder + "/a.json")
        return ["validate", folder]
      },
      output: { folder in
        [
          "\(folder)/pipe.json: error: is a FIFO (named pipe), not a regular file, so it is not "
            + "read (name it as a path to read from it)",
          "facsimile: validated 2 files, 1 problem",
        ]
      }),
    HostileFile(
      name: "a socket named .json in a folder", because: "as a FIFO", status: 1,
      make: { folder in
        try makeSocket(folder + "/s.json")
        try write(valid, to: folder + "/a.json")
        return ["validate", folder]
      },
      output: { folder in
        [
          "\(folder)/s.json: error: is a socket, not a regular file, so it is not read",
          "facsimile: validated 2 files, 1 problem",
        ]
      }),
    HostileFile(
      name: "a socket, named", because: "opening a socket by name fails (ENXIO)", status: 1,
      make: { folder in
        try makeSocket(folder + "/s.json")
        return ["show", folder + "/s.json"]
      },
      output: { folder in
        ["\(folder)/s.json: error: is a socket, not a file: nothing can be read from it by name"]
      }),
    HostileFile(
      name: "a link to a device named .json in a folder", because: "links are followed", status: 1,
      make: { folder in
        try link(folder + "/null.json", to: "/dev/null")
        return ["validate", folder]
      },
      output: { folder in
        [
          "\(folder)/null.json: error: is a character device, not a regular file, so it is not "
            + "read (name it as a path to read from it)",
          "facsimile: validated 1 file, 1 problem",
        ]
      }),
    HostileFile(
      name: "a link to a file beside it", because: "Fixtures.md: a file reached twice, once",
      status: 1,
      make: { folder in
        try write(broken, to: folder + "/a.json")
        try link(folder + "/b.json", to: "a.json")
        return ["validate", folder]
      },
      output: { folder in
        ["\(folder)/a.json" + brokenLine, "facsimile: validated 1 file, 1 problem"]
      }),
    HostileFile(
      name: "a link to a file outside the folder", because: "links are followed", status: 1,
      make: { folder in
        try write(broken, to: folder + "/outside.json")
        try FileManager.default.createDirectory(
          atPath: folder + "/in", withIntermediateDirectories: true)
        try link(folder + "/in/a.json", to: "../outside.json")
        return ["validate", folder + "/in"]
      },
      output: { folder in
        ["\(folder)/in/a.json" + brokenLine, "facsimile: validated 1 file, 1 problem"]
      }),
    HostileFile(
      name: "a link to itself, named", because: "Fixtures.md: a link that loops is a problem",
      status: 1,
      make: { folder in
        try link(folder + "/loop.json", to: "loop.json")
        return ["show", folder + "/loop.json"]
      },
      output: { folder in
        [
          "\(folder)/loop.json: error: the link loops (it leads to itself, or through other links "
            + "back to itself), so it leads to no file to check"
        ]
      }),
    HostileFile(
      name: "a link that leads nowhere, named", because: "Fixtures.md", status: 1,
      make: { folder in
        try link(folder + "/gone.json", to: "missing.json")
        return ["show", folder + "/gone.json"]
      },
      output: { folder in
        [
          "\(folder)/gone.json: error: the link leads nowhere: its target missing.json does not "
            + "exist"
        ]
      }),
    HostileFile(
      name: "a folder given twice, once with a trailing slash",
      because: "Fixtures.md: a file reached twice, once", status: 1,
      make: { folder in
        try write(broken, to: folder + "/a.json")
        return ["validate", folder, folder + "/"]
      },
      output: { folder in
        ["\(folder)/a.json" + brokenLine, "facsimile: validated 1 file, 1 problem"]
      }),
    HostileFile(
      name: "a file named with a trailing slash",
      because: "ENOTDIR: the file exists, so 'no such file' would be false", status: 1,
      make: { folder in
        try write(valid, to: folder + "/a.json")
        return ["validate", folder + "/a.json/"]
      },
      output: { folder in
        [
          "\(folder)/a.json/: error: cannot read: the path ends in '/', but it names a file, not "
            + "a folder (remove the '/')",
          "facsimile: validated 0 files, 1 problem",
        ]
      }),
    HostileFile(
      name: "a file name that is not UTF-8", because: "Fixtures.md: counted and reported",
      status: 1,
      make: { folder in
        try write(valid, to: folder + "/a.json")
        try writeFile(
          valid, atBytes: Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8))
        return ["validate", folder]
      },
      output: { folder in
        [
          #"\#(folder)/caf\xE9.json: error: the file name is not valid UTF-8 (shown with \x "#
            + "escapes), so it cannot be named in messages; its fixtures are not checked: rename it",
          "facsimile: validated 2 files, 1 problem",
        ]
      }),
    HostileFile(
      name: "--exclude 'broken/', gitignore's form",
      because: "gitignore: a trailing slash matches a folder", status: 0,
      make: { folder in
        try write(broken, to: folder + "/broken/a.json")
        try write(valid, to: folder + "/b.json")
        return ["validate", folder, "--exclude", "broken/"]
      },
      output: { _ in ["facsimile: validated 1 file, 0 problems"] }),
    HostileFile(
      name: "--exclude 'a.json/' against a file", because: "a trailing slash matches folders only",
      status: 1,
      make: { folder in
        try write(broken, to: folder + "/a.json")
        return ["validate", folder, "--exclude", "a.json/"]
      },
      output: { folder in
        [
          "\(folder)/a.json" + brokenLine,
          "facsimile: warning: the exclusion pattern 'a.json/' matched no file or folder, so it "
            + "left nothing out",
          "facsimile: validated 1 file, 1 problem, 1 warning",
        ]
      }),
    HostileFile(
      name: "--exclude '/broken', anchored", because: "gitignore: a leading slash anchors",
      status: 1,
      make: { folder in
        try write(broken, to: folder + "/broken/a.json")
        try write(broken, to: folder + "/x/broken/a.json")
        return ["validate", folder, "--exclude", "/broken"]
      },
      output: { folder in
        ["\(folder)/x/broken/a.json" + brokenLine, "facsimile: validated 1 file, 1 problem"]
      }),
    HostileFile(
      name: "--exclude that matches nothing", because: "a misspelt pattern is told, not fatal",
      status: 0,
      make: { folder in
        try write(valid, to: folder + "/a.json")
        return ["validate", folder, "--exclude", "brokn"]
      },
      output: { _ in
        [
          "facsimile: warning: the exclusion pattern 'brokn' matched no file or folder, so it "
            + "left nothing out",
          "facsimile: validated 1 file, 0 problems, 1 warning",
        ]
      }),
  ]
}

/// A folder chain too deep to name in one path, made and removed through descriptors.
private struct DeepChain {
  /// The descriptor of each folder, the scratch folder's first.
  private let descriptors: [Int32]
  private let names: [String]
  private let file: String

  init(in folder: String, names: [String], file: String, text: String) throws {
    var descriptors = [open(folder, O_RDONLY | O_DIRECTORY)]
    for name in names {
      guard let parent = descriptors.last, parent >= 0, mkdirat(parent, name, 0o755) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
      descriptors.append(openat(parent, name, O_RDONLY | O_DIRECTORY))
    }
    guard let deepest = descriptors.last, deepest >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let descriptor = openat(deepest, file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let bytes = Array(text.utf8)
    _ = write(descriptor, bytes, bytes.count)
    close(descriptor)
    self.descriptors = descriptors
    self.names = names
    self.file = file
  }

  /// Removes the file and the folders, deepest first.
  func remove() {
    guard let deepest = descriptors.last else { return }
    unlinkat(deepest, file, 0)
    for (index, name) in names.enumerated().reversed() {
      unlinkat(descriptors[index], name, AT_REMOVEDIR)
    }
    descriptors.forEach { close($0) }
  }
}

/// `4095` as `4,095`.
private func grouped(_ number: Int) -> String {
  number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
}

extension Result where Success == Data, Failure == Diagnostics {
  /// The problems' text, or `nil` for bytes.
  fileprivate var failureText: String? {
    guard case .failure(let problems) = self else { return nil }
    return problems.diagnostics.map(\.text).joined(separator: "\n")
  }
}

private func write(_ text: String, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

private func link(_ path: String, to target: String) throws {
  try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
}

private func makeFIFO(_ path: String) throws {
  guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
}

/// Binds a Unix-domain socket at `path` (which stays there, a socket, once closed).
private func makeSocket(_ path: String) throws {
  #if canImport(Glibc)
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  #else
    let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
  #endif
  guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
  defer { close(descriptor) }
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
    throw CocoaError(.fileWriteUnknown)
  }
  withUnsafeMutableBytes(of: &address.sun_path) { raw in
    raw.copyBytes(from: bytes)
  }
  let bound = withUnsafePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
      bind(descriptor, address, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
  guard bound == 0 else { throw CocoaError(.fileWriteUnknown) }
}

/// A pipe: its reading and writing descriptors, closed in any process a parallel test starts
/// (which would otherwise hold the writing end open, and the reader would wait for it).
private func makePipe() throws -> (reading: Int32, writing: Int32) {
  var descriptors: [Int32] = [0, 0]
  guard pipe(&descriptors) == 0 else { throw CocoaError(.fileWriteUnknown) }
  for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
  return (descriptors[0], descriptors[1])
}
