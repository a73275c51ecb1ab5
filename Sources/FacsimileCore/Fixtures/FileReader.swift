package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a file a user names, bounded: the one reader behind every door that takes a path
/// (`JSONFixture(contentsOf:)`, `Fixture(contentsOf:)`, `PushPayload(contentsOf:)`, resources,
/// `StubURLResponse.jsonFixture`, and the `facsimile` command), so that none of them waits
/// forever on a FIFO or reads a device until memory runs out.
package enum FileReader {
  /// The most bytes one fixture file (or standard input) may hold: 64 MiB.
  ///
  /// Above the largest input the engine is documented and tested to take whole (a 50 MB string,
  /// Docs/Reliability.md), and far above a fixture for one object, whose nesting
  /// `FacsimileLimits.maximumDepth` bounds anyway. It bounds what a path that never ends
  /// (`/dev/zero`, a FIFO that keeps writing) can make a reader hold: reading stops one byte
  /// past it.
  package static let maximumFileSize = 64 * 1024 * 1024

  /// Why a file could not be read.
  package enum Failure: Error {
    /// The path names a folder, which each caller words its own way.
    case folder
    /// The system refused to open or read it: its reason, in words.
    case refused(String)
    /// Any other reason, in words: nothing there, a link that loops, more bytes than the limit.
    case other(String)
    /// A FIFO with nothing writing to it.
    case noWriter

    /// The reason alone, for a message that says it cannot read the file:
    /// `is a FIFO (named pipe) with nothing writing to it, ...`.
    package var reason: String {
      switch self {
      case .folder: "is a folder"
      case .refused(let reason), .other(let reason): reason
      case .noWriter: Self.noWriterMessage + ")"
      }
    }

    private static let noWriterMessage =
      "is a FIFO (named pipe) with nothing writing to it, so there is nothing to read (start the "
      + "writer first"

    /// The reason as the command's message: a refusal says `cannot read: ...`, a folder says
    /// `folderMessage`, and a FIFO with no writer suggests standard input.
    package func message(folder folderMessage: String) -> String {
      switch self {
      case .folder: folderMessage
      case .refused(let reason): "cannot read: \(reason)"
      case .other(let reason): reason
      case .noWriter: Self.noWriterMessage + ", or pipe it to '-')"
      }
    }
  }

  package static let loopingMessage =
    "the link loops (it leads to itself, or through other links back to itself), so it leads "
    + "to no file to check"

  package static func danglingMessage(_ target: String) -> String {
    "the link leads nowhere: its target \(target) does not exist"
  }

  /// What a path is, following links.
  package enum Kind {
    case folder(FileIdentity)
    case file(FileIdentity)
    /// A FIFO, socket or device, by its `st_mode`.
    case special(mode_t, FileIdentity)
    case missing
    /// A link whose target does not exist; the target as the link names it.
    case danglingLink(String)
    /// A link that leads to itself, directly or through other links.
    case loopingLink
    /// The system refused to say what it is: why, in words (a path too long, no permission to
    /// search a folder on the way, a file where a folder was expected).
    case unreachable(String)

    package var isFolder: Bool {
      if case .folder = self { return true }
      return false
    }
  }

  /// What the path is: a folder, a file or something else (through links), or why the system
  /// cannot tell.
  package static func kind(of path: [UInt8]) -> Kind {
    kind(of: path, in: AT_FDCWD, path: path)
  }

  /// What `name` is in the folder open as `directory` (`AT_FDCWD`: the current folder), asked
  /// relative to it so that no path length limit applies; `path` is its full path, for messages.
  package static func kind(of name: [UInt8], in directory: Int32, path: [UInt8]) -> Kind {
    var status = stat()
    if withCString(name, { fstatat(directory, $0, &status, 0) }) == 0 {
      let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .folder(identity)
      case S_IFREG: return .file(identity)
      default: return .special(status.st_mode, identity)
      }
    }
    let failure = errno
    var link = stat()
    let isLink =
      withCString(name, { fstatat(directory, $0, &link, AT_SYMLINK_NOFOLLOW) }) == 0
      && link.st_mode & S_IFMT == S_IFLNK
    switch failure {
    case ENOENT where isLink:
      return .danglingLink(linkTarget(of: name, in: directory))
    case ENOENT:
      return .missing
    case ELOOP where isLink:
      return .loopingLink
    default:
      return .unreachable(reason(failure, path: path))
    }
  }

  /// A file's kind in words, from its `st_mode`, for what is neither a folder nor a file.
  package static func describe(mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "not a regular file"
    }
  }

  /// Why the system refused a path, in words: only what its error number says.
  package static func reason(_ failure: Int32, path: [UInt8]) -> String {
    switch failure {
    case ENAMETOOLONG:
      let longest = path.split(separator: UInt8(ascii: "/")).map(\.count).max() ?? 0
      let limits =
        path.count >= Int(PATH_MAX)
        ? "it is \(grouped(path.count)) bytes, and the system takes at most "
          + grouped(Int(PATH_MAX) - 1)
        : longest > Int(NAME_MAX)
          ? "a name in it is \(grouped(longest)) bytes, and the system takes at most \(NAME_MAX)"
          : "ENAMETOOLONG"
      return "the system refuses the path as too long (\(limits)): validate a folder nearer to "
        + "it, or shorten the names on the way"
    case ENOTDIR:
      return path.last == UInt8(ascii: "/")
        ? "the path ends in '/', but it names a file, not a folder (remove the '/')"
        : "a name on the way to it is a file, not a folder"
    case EACCES:
      return "permission denied (the file cannot be read, or a folder on the way cannot be "
        + "searched)"
    default:
      return systemMessage(failure)
    }
  }

  /// The system's words for an error number, with its name: `Input/output error (errno 5)`.
  private static func systemMessage(_ failure: Int32) -> String {
    "\(String(cString: strerror(failure))) (errno \(failure))"
  }

  /// Where a link points, as it names it.
  private static func linkTarget(of name: [UInt8], in directory: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = withCString(name) { readlinkat(directory, $0, &buffer, buffer.count) } ?? -1
    guard count > 0 else { return "(unknown)" }
    return escapedName(buffer.prefix(count).map { UInt8(bitPattern: $0) })
  }

  /// A file's device and inode: equal for the same file reached by different paths.
  package struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// Calls `body` with the bytes as a C string, or returns `nil` (never, in practice: the array
  /// always holds its terminating zero, so its buffer has an address).
  package static func withCString<Result>(
    _ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result? {
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return terminated.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) }
  }

  /// A name as text: valid UTF-8 as is, any other byte as `\xNN`.
  package static func escapedName(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      // The longest valid UTF-8 sequence starting here, if any.
      var matched = false
      for length in stride(from: min(4, bytes.count - index), through: 1, by: -1) {
        if let scalar = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
          text += scalar
          index += length
          matched = true
          break
        }
      }
      if !matched {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        text += "\\x" + (hex.count < 2 ? "0" : "") + hex
        index += 1
      }
    }
    return text
  }

  /// `67108864` as `67,108,864`.
  private static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }

  /// The limit in words: `67,108,864 bytes (64 MiB)`.
  private static func limitDescription(_ limit: Int) -> String {
    let mebibytes = limit / (1024 * 1024)
    return "\(grouped(limit)) bytes"
      + (limit % (1024 * 1024) == 0 && mebibytes > 0 ? " (\(mebibytes) MiB)" : "")
  }

  /// The bytes of the file at `path`, or why they cannot be read.
  ///
  /// Reads at most `limit` bytes: a larger regular file is refused before it is read, and a
  /// device or FIFO that gives more (`/dev/zero`) is read one byte past the limit and refused.
  /// The file is opened without blocking, since opening a FIFO with nothing writing to it waits
  /// for a writer forever: a FIFO with no writer is a failure, one with a writer is read as
  /// standard input is. Every reason given is the one the system gave.
  ///
  /// - Parameters:
  ///   - path: The path, as given.
  ///   - limit: The most bytes to read (``maximumFileSize``).
  package static func contents(of path: String, limit: Int = maximumFileSize) -> Result<
    Data, Failure
  > {
    let bytes = Array(path.utf8)
    let descriptor = withCString(bytes) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
    guard descriptor >= 0 else {
      let error = errno
      switch kind(of: bytes) {
      case .missing: return .failure(.other("no such file"))
      case .danglingLink(let target): return .failure(.other(danglingMessage(target)))
      case .loopingLink: return .failure(.other(loopingMessage))
      case .unreachable(let reason): return .failure(.refused(reason))
      case .special(let mode, _) where mode & S_IFMT == S_IFSOCK:
        return .failure(.other("is a socket, not a file: nothing can be read from it by name"))
      case .folder, .file, .special:
        return .failure(.refused(reason(error, path: bytes)))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(.refused(systemMessage(errno)))
    }
    let source: Source
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      return .failure(.folder)
    case S_IFREG:
      if Int(status.st_size) > limit {
        return .failure(
          .other(
            "is \(grouped(Int(status.st_size))) bytes, more than a fixture file may hold "
              + "(\(limitDescription(limit))): it is not read"))
      }
      source = .file("a file")
    case S_IFIFO:
      source = .fifo
    default:
      source = .file(describe(mode: status.st_mode))
    }
    return readToEnd(descriptor, source, limit: limit)
  }

  /// The bytes of standard input, at most `limit`, or why they cannot be read.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor to read: standard input's, but for tests.
  ///   - limit: The most bytes to read (``maximumFileSize``).
  package static func standardInput(
    descriptor: Int32 = STDIN_FILENO, limit: Int = maximumFileSize
  ) -> Result<Data, Failure> {
    readToEnd(descriptor, .standardInput, limit: limit)
  }

  /// What ``readToEnd(_:_:limit:)`` reads.
  private enum Source {
    /// A file or a device named as a path, opened without blocking: what it is, in words.
    case file(String)
    /// A FIFO named as a path, opened without blocking.
    case fifo
    /// Standard input, which blocks.
    case standardInput
  }

  /// Reads an open file to its end, or to one byte past `limit`.
  ///
  /// A descriptor opened without blocking blocks from its first read on, as standard input
  /// does; that first read tells a FIFO with no writer (no bytes, at once) from one whose writer
  /// has not written yet (`EAGAIN`).
  private static func readToEnd(_ descriptor: Int32, _ source: Source, limit: Int) -> Result<
    Data, Failure
  > {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var isFirst: Bool
    if case .standardInput = source { isFirst = false } else { isFirst = true }
    let block = {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress, raw.count)
      }
      if count < 0 {
        let error = errno
        if error == EINTR { continue }
        if error == EAGAIN || error == EWOULDBLOCK, isFirst {
          // A FIFO's writer that has not written yet: wait for it, as for standard input.
          isFirst = false
          block()
          continue
        }
        return .failure(.refused(systemMessage(error)))
      }
      if count == 0 {
        if isFirst, case .fifo = source {
          return .failure(.noWriter)
        }
        return .success(data)
      }
      if isFirst {
        isFirst = false
        block()
      }
      data.append(contentsOf: buffer[0..<count])
      if data.count > limit {
        let gave: String
        switch source {
        case .file(let kind): gave = "it is \(kind), and it gave more"
        case .fifo: gave = "it is a FIFO (named pipe), and it gave more"
        case .standardInput: gave = "standard input gave more"
        }
        return .failure(
          .other(
            "reading stopped after \(limitDescription(limit)), the most a fixture file may "
              + "hold: \(gave)"))
      }
    }
  }
}
