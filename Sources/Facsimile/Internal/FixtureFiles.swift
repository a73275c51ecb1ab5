package import FacsimileCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding and reading fixture files, with messages that name the path as given.
package enum FixtureFiles {
  /// How standard input (`-`) is named in messages.
  package static let standardInputName = "<stdin>"

  /// The most bytes one fixture file (or standard input) may hold: 64 MiB.
  ///
  /// Above the largest input the engine is documented and tested to take whole (a 50 MB string,
  /// Docs/Reliability.md), and far above a fixture for one object, whose nesting
  /// `FacsimileLimits.maximumDepth` bounds anyway. It bounds what a path that never ends
  /// (`/dev/zero`, a FIFO that keeps writing) can make the command hold: reading stops one byte
  /// past it.
  package static let maximumFileSize = 64 * 1024 * 1024

  /// The fixture files under some paths, each once, and the problems met finding them.
  package struct Found {
    /// The files to check, as paths to show (each path as given, then the names below it).
    package var files: [String] = []
    /// Problems: a path that does not exist, a folder with no fixture file, a file whose name is
    /// not UTF-8 (counted among the files, but not read), a link that leads nowhere or loops, a
    /// FIFO, socket or device named `.json` inside a folder.
    package var diagnostics: [Diagnostic] = []
    /// The exclusion patterns that left out nothing: no file or folder under the paths given
    /// matched them (a misspelt folder name, a form the patterns do not know).
    package var unusedPatterns: [FileGlob] = []
    /// How many files were found, those that cannot be read included.
    package var count: Int { files.count + unread }
    /// `.json` entries found but not read: names that are not UTF-8, links that lead nowhere or
    /// loop, FIFOs, sockets and devices inside a folder, paths the system refuses.
    package var unread = 0
  }

  /// The `.json` files at `paths`: a file itself, or every one under a folder, sorted, skipping
  /// hidden files and folders (`.build`, `.git`, `.swiftpm`) and those `excluded` matches.
  ///
  /// Links are followed, to files and to folders. A link that leads back to a folder it is in
  /// (or to itself) is a problem, as is one whose target does not exist: neither is skipped in
  /// silence. A file reached twice (the same folder given twice, a folder and a file inside it,
  /// a link and its target) is checked once, where it is first found, and a folder reached again
  /// through a link is not read again. `-` is standard input. A path given that leaves nothing to
  /// check (a folder with no `.json` file, a file the exclusion patterns leave out) is a problem,
  /// so that a mistyped path is not a green run. A name that is not UTF-8, a FIFO, socket or
  /// device named `.json` inside a folder, and a folder that cannot be read are reported, never
  /// silently left out; a FIFO or device named as a path is read (``contents(of:folderMessage:limit:)``).
  package static func find(in paths: [String], excluding excluded: [FileGlob] = []) -> Found {
    find(inPaths: paths.map { Array($0.utf8) }, excluding: excluded)
  }

  /// ``find(in:excluding:)`` for paths given as bytes, as a command line gives them: a path that
  /// is not UTF-8 is found and reported.
  package static func find(inPaths paths: [[UInt8]], excluding excluded: [FileGlob] = []) -> Found {
    var walk = Walk(excluded: excluded)
    for path in paths {
      walk.add(path)
    }
    walk.found.unusedPatterns = zip(excluded, walk.used).filter { !$1 }.map(\.0)
    return walk.found
  }

  /// One search: what it found, and the files and folders it has met.
  private struct Walk {
    let excluded: [FileGlob]
    var found = Found()
    var seenFiles = Set<FileIdentity>()
    var seenFolders = Set<FileIdentity>()
    /// Whether each exclusion pattern has matched something.
    var used: [Bool]
    /// How many folders could not be read (their files are unknown, so an empty search is not
    /// "no fixture files").
    var unreadFolders = 0

    init(excluded: [FileGlob]) {
      self.excluded = excluded
      used = excluded.map { _ in false }
    }

    /// Adds what one path given leads to.
    mutating func add(_ path: [UInt8]) {
      let display = escapedName(path)
      guard path != Array("-".utf8) else {
        found.files.append("-")
        return
      }
      let before = (files: found.files.count, unread: found.unread, folders: unreadFolders)
      let isText = String(validatingUTF8Bytes: path) != nil
      let folderIdentity: FileIdentity
      switch kind(of: path) {
      case .missing:
        found.diagnostics.append(Diagnostic(file: display, message: "no such file or folder"))
        return
      case .danglingLink(let target):
        if isJSON(path) { found.unread += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: danglingMessage(target)))
        return
      case .loopingLink:
        if isJSON(path) { found.unread += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: loopingMessage))
        return
      case .unreachable(let reason):
        if isJSON(path) { found.unread += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: "cannot read: \(reason)"))
        return
      case .file(let identity), .special(_, let identity):
        // A FIFO or a device named on the command line is read as a file is (bounded).
        if isText, let excluding = patterns(matching: path, isFolder: false) {
          found.diagnostics.append(
            Diagnostic(
              file: display,
              message: "nothing to validate: the exclusion pattern '\(excluding)' leaves out "
                + "this file, which was named to be checked"))
          return
        }
        guard isText else {
          found.unread += 1
          found.diagnostics.append(Diagnostic(file: display, message: notUTF8Message))
          return
        }
        if seenFiles.insert(identity).inserted { found.files.append(display) }
        return
      case .folder(let identity):
        // A folder already read, given again or inside one given before: its files were found.
        guard !seenFolders.contains(identity) else { return }
        folderIdentity = identity
      }
      var names: [(display: String, identity: FileIdentity)] = []
      var left = 0
      walk(
        path, identity: folderIdentity, display: display, isText: isText, into: &names,
        leftOut: &left)
      for name in names.sorted(by: { $0.display < $1.display }) {
        guard seenFiles.insert(name.identity).inserted else { continue }
        found.files.append(name.display)
      }
      if found.files.count == before.files, found.unread == before.unread,
        unreadFolders == before.folders
      {
        let exclusions = left == 0 ? "" : " (\(left) left out by the exclusion patterns)"
        found.diagnostics.append(
          Diagnostic(
            file: display,
            message: "no fixture files: the folder holds no .json file to validate\(exclusions)"))
      }
    }

    /// The first exclusion pattern that matches a path named on the command line (each name in
    /// it but the last is a folder), marking every one that matches as used.
    private mutating func patterns(matching path: [UInt8], isFolder: Bool) -> FileGlob? {
      let components = escapedName(path).split(separator: "/").map(String.init)
      var first: FileGlob?
      for (index, pattern) in excluded.enumerated()
      where pattern.matches(components: components, lastIsFolder: isFolder) {
        used[index] = true
        first = first ?? pattern
      }
      return first
    }

    /// Adds the `.json` files under the folder at `folder` (raw path bytes) to `names`, in order
    /// of their names, folder by folder; reports names that are not UTF-8, links that lead
    /// nowhere or back to a folder they are in, FIFOs, sockets and devices named `.json`, and
    /// folders that cannot be read.
    private mutating func walk(
      _ folder: [UInt8], identity rootIdentity: FileIdentity, display root: String,
      isText rootIsText: Bool, into names: inout [(display: String, identity: FileIdentity)],
      leftOut: inout Int
    ) {
      seenFolders.insert(rootIdentity)
      // Folders still to read: raw path, the names below the folder given, the folders on the
      // way there (a link back to one of them is a loop), and each exclusion pattern's progress
      // through the names so far (`nil` once a name is not UTF-8: patterns match text).
      var pending: [Pending] = [
        Pending(
          path: folder, relative: [], ancestors: [rootIdentity],
          progress: rootIsText ? excluded.map(\.start) : nil)
      ]
      while let folderToRead = pending.popLast() {
        let (path, relative, ancestors) =
          (folderToRead.path, folderToRead.relative, folderToRead.ancestors)
        let displayOf = { (names: [[UInt8]]) -> String in
          names.isEmpty
            ? root
            : (root as NSString).appendingPathComponent(
              names.map(escapedName).joined(separator: "/"))
        }
        var folders: [Pending] = []
        let listed: [Entry]
        switch entries(of: path) {
        case .success(let entries): listed = entries
        case .failure(let reason):
          unreadFolders += 1
          found.diagnostics.append(
            Diagnostic(
              file: displayOf(relative),
              message: "cannot read the folder: \(reason); the files in it are not checked"))
          continue
        }
        for entry in listed {
          guard entry.name.first != UInt8(ascii: ".") else { continue }  // hidden
          let childRelative = relative + [entry.name]
          let childPath = path + [UInt8(ascii: "/")] + entry.name
          var progress: [FileGlob.Progress]?
          if let before = folderToRead.progress, let name = String(validatingUTF8Bytes: entry.name)
          {
            var after: [FileGlob.Progress] = []
            var isExcluded = false
            let isFolder = entry.kind.isFolder
            for (index, (pattern, progress)) in zip(excluded, before).enumerated() {
              let (next, matches) = pattern.reading(name, after: progress, isFolder: isFolder)
              if matches {
                isExcluded = true
                used[index] = true
              }
              after.append(next)
            }
            if isExcluded {
              leftOut += 1
              continue
            }
            progress = after
          }
          let isText = progress != nil
          let display = displayOf(childRelative)
          let isJSON = FixtureFiles.isJSON(entry.name)
          switch entry.kind {
          case .folder(let identity):
            if let ancestor = ancestors.firstIndex(of: identity) {
              found.diagnostics.append(
                Diagnostic(
                  file: display,
                  message: "the link loops: it leads back to the folder "
                    + "\(displayOf(Array(childRelative.prefix(ancestor)))), which holds "
                    + "it; its files are checked there, once"))
              continue
            }
            // A folder reached again through a link elsewhere: its files were found there.
            guard seenFolders.insert(identity).inserted else { continue }
            folders.append(
              Pending(
                path: childPath, relative: childRelative, ancestors: ancestors + [identity],
                progress: progress))
          case .file(let identity):
            guard isJSON else { continue }
            guard isText else {
              found.unread += 1
              found.diagnostics.append(Diagnostic(file: display, message: notUTF8Message))
              continue
            }
            names.append((display, identity))
          case .special(let mode, _):
            guard isJSON else { continue }
            found.unread += 1
            // Read only when named: a folder's fixtures are files, and reading a FIFO takes what
            // its writer meant for someone else.
            let hint = mode & S_IFMT == S_IFSOCK ? "" : " (name it as a path to read from it)"
            found.diagnostics.append(
              Diagnostic(
                file: display,
                message: "is \(describe(mode: mode)), not a regular file, so it is not read\(hint)")
            )
          case .danglingLink(let target):
            if isJSON { found.unread += 1 }
            found.diagnostics.append(Diagnostic(file: display, message: danglingMessage(target)))
          case .loopingLink:
            if isJSON { found.unread += 1 }
            found.diagnostics.append(Diagnostic(file: display, message: loopingMessage))
          case .unreachable(let reason):
            if isJSON { found.unread += 1 }
            found.diagnostics.append(
              Diagnostic(file: display, message: "cannot read: \(reason)"))
          case .missing:
            continue  // removed while the folder was read
          }
        }
        // In order of their names: the first path a file or folder is found by is the first in
        // that order.
        pending += folders.reversed()
      }
    }
  }

  /// Whether a name (or path) ends in `.json`, with a name before it.
  private static func isJSON(_ name: [UInt8]) -> Bool {
    name.count > 5 && name.suffix(5).elementsEqual(".json".utf8)
      && name[name.count - 6] != UInt8(ascii: "/")
  }

  /// A folder still to read in a walk.
  private struct Pending {
    let path: [UInt8]
    let relative: [[UInt8]]
    let ancestors: [FileIdentity]
    let progress: [FileGlob.Progress]?
  }

  /// One entry of a folder: its raw name and what it is.
  private struct Entry {
    let name: [UInt8]
    let kind: Kind
  }

  private static let notUTF8Message =
    "the file name is not valid UTF-8 (shown with \\x escapes), so it cannot be named in "
    + "messages; its fixtures are not checked: rename it"

  private static let loopingMessage =
    "the link loops (it leads to itself, or through other links back to itself), so it leads "
    + "to no file to check"

  private static func danglingMessage(_ target: String) -> String {
    "the link leads nowhere: its target \(target) does not exist"
  }

  /// What a path is, following links.
  private enum Kind {
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

    var isFolder: Bool {
      if case .folder = self { return true }
      return false
    }
  }

  /// What the path is: a folder, a file or something else (through links), or why the system
  /// cannot tell.
  private static func kind(of path: [UInt8]) -> Kind {
    kind(of: path, in: AT_FDCWD, path: path)
  }

  /// What `name` is in the folder open as `directory` (`AT_FDCWD`: the current folder), asked
  /// relative to it so that no path length limit applies; `path` is its full path, for messages.
  private static func kind(of name: [UInt8], in directory: Int32, path: [UInt8]) -> Kind {
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
  private static func describe(mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "not a regular file"
    }
  }

  /// Why the system refused a path, in words: only what its error number says.
  private static func reason(_ failure: Int32, path: [UInt8]) -> String {
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

  /// The entries of a folder, by raw name, sorted by name; links are followed (a link to a
  /// folder is a folder, to a file a file), and a link that leads nowhere or loops says so. Each
  /// entry is asked about relative to the open folder, so a path of any length is answered.
  private static func entries(of path: [UInt8]) -> Result<[Entry], ReadFailure> {
    guard let directory = withCString(path, { opendir($0) }) ?? nil else {
      return .failure(ReadFailure(reason(errno, path: path)))
    }
    defer { closedir(directory) }
    let descriptor = dirfd(directory)
    var result: [Entry] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else {
        continue
      }
      let full = path + [UInt8(ascii: "/")] + name
      result.append(Entry(name: name, kind: kind(of: name, in: descriptor, path: full)))
    }
    return .success(result.sorted { $0.name.lexicographicallyPrecedes($1.name) })
  }

  /// Why a folder could not be listed or a file read, in words.
  private struct ReadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// A file's device and inode: equal for the same file reached by different paths.
  private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// Calls `body` with the bytes as a C string, or returns `nil` (never, in practice: the array
  /// always holds its terminating zero, so its buffer has an address).
  fileprivate static func withCString<Result>(
    _ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result? {
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return terminated.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) }
  }

  /// A name as text: valid UTF-8 as is, any other byte as `\xNN`.
  fileprivate static func escapedName(_ bytes: [UInt8]) -> String {
    if let text = String(validatingUTF8Bytes: bytes) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      // The longest valid UTF-8 sequence starting here, if any.
      var matched = false
      for length in stride(from: min(4, bytes.count - index), through: 1, by: -1) {
        if let scalar = String(validatingUTF8Bytes: Array(bytes[index..<(index + length)])) {
          text += scalar
          index += length
          matched = true
          break
        }
      }
      if !matched {
        text += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
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

  /// The bytes of the file at `path`, or a problem saying why they cannot be read.
  ///
  /// Reads at most `limit` bytes: a larger regular file is refused before it is read, and a
  /// device or FIFO that gives more (`/dev/zero`) is read one byte past the limit and refused.
  /// The file is opened without blocking, since opening a FIFO with nothing writing to it waits
  /// for a writer forever: a FIFO with no writer is a problem, one with a writer is read as
  /// standard input is. Every reason given is the one the system gave.
  ///
  /// - Parameters:
  ///   - path: The path, as given.
  ///   - folderMessage: What to say when `path` is a folder.
  ///   - limit: The most bytes to read (``maximumFileSize``).
  package static func contents(
    of path: String, folderMessage: String, limit: Int = maximumFileSize
  ) -> Result<Data, Diagnostics> {
    let failure = { (message: String) -> Result<Data, Diagnostics> in
      .failure(Diagnostics([Diagnostic(file: path, message: message)]))
    }
    let bytes = Array(path.utf8)
    let descriptor = withCString(bytes) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
    guard descriptor >= 0 else {
      let error = errno
      switch kind(of: bytes) {
      case .missing: return failure("no such file")
      case .danglingLink(let target): return failure(danglingMessage(target))
      case .loopingLink: return failure(loopingMessage)
      case .unreachable(let reason): return failure("cannot read: \(reason)")
      case .special(let mode, _) where mode & S_IFMT == S_IFSOCK:
        return failure("is a socket, not a file: nothing can be read from it by name")
      case .folder, .file, .special:
        return failure("cannot read: \(reason(error, path: bytes))")
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return failure("cannot read: \(systemMessage(errno))")
    }
    let source: Source
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      return failure(folderMessage)
    case S_IFREG:
      if Int(status.st_size) > limit {
        return failure(
          "is \(grouped(Int(status.st_size))) bytes, more than a fixture file may hold "
            + "(\(limitDescription(limit))): it is not read")
      }
      source = .file("a file")
    case S_IFIFO:
      source = .fifo
    default:
      source = .file(describe(mode: status.st_mode))
    }
    return readToEnd(descriptor, source, limit: limit).mapError { failure in
      Diagnostics([Diagnostic(file: path, message: failure.description)])
    }
  }

  /// The bytes of standard input, at most `limit`, or a problem naming it `<stdin>`.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor to read: standard input's, but for tests.
  ///   - limit: The most bytes to read (``maximumFileSize``).
  package static func standardInput(
    descriptor: Int32 = STDIN_FILENO, limit: Int = maximumFileSize
  ) -> Result<Data, Diagnostics> {
    readToEnd(descriptor, .standardInput, limit: limit).mapError { failure in
      Diagnostics([Diagnostic(file: standardInputName, message: failure.description)])
    }
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
    Data, ReadFailure
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
        return .failure(ReadFailure("cannot read: \(systemMessage(error))"))
      }
      if count == 0 {
        if isFirst, case .fifo = source {
          return .failure(
            ReadFailure(
              "is a FIFO (named pipe) with nothing writing to it, so there is nothing to read "
                + "(start the writer first, or pipe it to '-')"))
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
          ReadFailure(
            "reading stopped after \(limitDescription(limit)), the most a fixture file may "
              + "hold: \(gave)"))
      }
    }
  }

  /// Reads and parses one file, naming it `name` in problems.
  package static func document(at path: String, name: String, folderMessage: String) -> Result<
    JSONFixture, Diagnostics
  > {
    switch contents(of: path, folderMessage: folderMessage) {
    case .success(let data): return parse(data, name: name)
    case .failure(let problems): return .failure(problems)
    }
  }

  /// Parses bytes as a fixture document named `name` in problems.
  package static func parse(_ data: Data, name: String) -> Result<JSONFixture, Diagnostics> {
    do {
      return .success(try JSONFixture(data: data, file: name))
    } catch let error as FacsimileError {
      return .failure(Diagnostics(error.problems.map { Diagnostic($0, in: name) }))
    } catch {
      return .failure(Diagnostics([Diagnostic(file: name, message: "\(error)")]))
    }
  }
}

extension String {
  /// The text of `bytes` if they are valid UTF-8, or `nil`.
  fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var text = ""
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
      case .emptyInput:
        self = text
        return
      case .error: return nil
      }
    }
  }

  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
