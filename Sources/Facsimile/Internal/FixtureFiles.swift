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

  /// The fixture files under some paths, each once, and the problems met finding them.
  package struct Found {
    /// The files to check, as paths to show (each path as given, then the names below it).
    package var files: [String] = []
    /// Problems: a path that does not exist, a folder with no fixture file, a file whose name is
    /// not UTF-8 (counted among the files, but not read), a link that leads nowhere or loops.
    package var diagnostics: [Diagnostic] = []
    /// How many files were found, those that cannot be read by name included.
    package var count: Int { files.count + unnamed }
    /// Files found but not read: names that are not UTF-8, and `.json` links that lead nowhere.
    package var unnamed = 0
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
  /// so that a mistyped path is not a green run. A name that is not UTF-8 is counted and
  /// reported, never silently left out.
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
    return walk.found
  }

  /// One search: what it found, and the files and folders it has met.
  private struct Walk {
    let excluded: [FileGlob]
    var found = Found()
    var seenFiles = Set<FileIdentity>()
    var seenFolders = Set<FileIdentity>()

    init(excluded: [FileGlob]) {
      self.excluded = excluded
    }

    /// Adds what one path given leads to.
    mutating func add(_ path: [UInt8]) {
      let display = escapedName(path)
      guard path != Array("-".utf8) else {
        found.files.append("-")
        return
      }
      let before = (files: found.files.count, unnamed: found.unnamed)
      let isText = String(validatingUTF8Bytes: path) != nil
      switch kind(of: path) {
      case .missing:
        found.diagnostics.append(Diagnostic(file: display, message: "no such file or folder"))
        return
      case .danglingLink(let target):
        if isJSON(path) { found.unnamed += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: danglingMessage(target)))
        return
      case .loopingLink:
        if isJSON(path) { found.unnamed += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: loopingMessage))
        return
      case .file, .other:
        if isText, let excluding = excluded.first(where: { $0.matches(path: display) }) {
          found.diagnostics.append(
            Diagnostic(
              file: display,
              message: "nothing to validate: the exclusion pattern '\(excluding)' leaves out "
                + "this file, which was named to be checked"))
          return
        }
        guard isText else {
          found.unnamed += 1
          found.diagnostics.append(Diagnostic(file: display, message: notUTF8Message))
          return
        }
        if seenFiles.insert(FileIdentity(path)).inserted { found.files.append(display) }
        return
      case .folder:
        // A folder already read, given again or inside one given before: its files were found.
        guard !seenFolders.contains(FileIdentity(path)) else { return }
      }
      var names: [(display: String, bytes: [UInt8])] = []
      var left = 0
      walk(path, display: display, isText: isText, into: &names, leftOut: &left)
      for name in names.sorted(by: { $0.display < $1.display }) {
        guard seenFiles.insert(FileIdentity(name.bytes)).inserted else { continue }
        found.files.append(name.display)
      }
      if found.files.count == before.files, found.unnamed == before.unnamed {
        let exclusions = left == 0 ? "" : " (\(left) left out by the exclusion patterns)"
        found.diagnostics.append(
          Diagnostic(
            file: display,
            message: "no fixture files: the folder holds no .json file to validate\(exclusions)"))
      }
    }

    /// Adds the `.json` files under the folder at `folder` (raw path bytes) to `names`, in order
    /// of their names, folder by folder; reports names that are not UTF-8 and links that lead
    /// nowhere or back to a folder they are in.
    private mutating func walk(
      _ folder: [UInt8], display root: String, isText rootIsText: Bool,
      into names: inout [(display: String, bytes: [UInt8])], leftOut: inout Int
    ) {
      let rootIdentity = FileIdentity(folder)
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
        var folders: [Pending] = []
        for entry in entries(of: path) {
          guard entry.name.first != UInt8(ascii: ".") else { continue }  // hidden
          let childRelative = relative + [entry.name]
          let childPath = path + [UInt8(ascii: "/")] + entry.name
          var progress: [FileGlob.Progress]?
          if let before = folderToRead.progress, let name = String(validatingUTF8Bytes: entry.name)
          {
            var after: [FileGlob.Progress] = []
            var isExcluded = false
            for (pattern, progress) in zip(excluded, before) {
              let (next, matches) = pattern.reading(name, after: progress)
              isExcluded = isExcluded || matches
              after.append(next)
            }
            if isExcluded {
              leftOut += 1
              continue
            }
            progress = after
          }
          let isText = progress != nil
          let display = (root as NSString).appendingPathComponent(
            childRelative.map(escapedName).joined(separator: "/"))
          let isJSON = FixtureFiles.isJSON(entry.name)
          switch entry.kind {
          case .folder:
            let identity = FileIdentity(childPath)
            if let ancestor = ancestors.firstIndex(of: identity) {
              let target =
                ancestor == 0
                ? root
                : (root as NSString).appendingPathComponent(
                  childRelative.prefix(ancestor).map(escapedName).joined(separator: "/"))
              found.diagnostics.append(
                Diagnostic(
                  file: display,
                  message: "the link loops: it leads back to the folder \(target), which holds "
                    + "it; its files are checked there, once"))
              continue
            }
            // A folder reached again through a link elsewhere: its files were found there.
            guard seenFolders.insert(identity).inserted else { continue }
            folders.append(
              Pending(
                path: childPath, relative: childRelative, ancestors: ancestors + [identity],
                progress: progress))
          case .file:
            guard isJSON else { continue }
            guard isText else {
              found.unnamed += 1
              found.diagnostics.append(Diagnostic(file: display, message: notUTF8Message))
              continue
            }
            names.append((display, childPath))
          case .danglingLink(let target):
            if isJSON { found.unnamed += 1 }
            found.diagnostics.append(Diagnostic(file: display, message: danglingMessage(target)))
          case .loopingLink:
            if isJSON { found.unnamed += 1 }
            found.diagnostics.append(Diagnostic(file: display, message: loopingMessage))
          case .missing, .other:
            continue
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
    case folder, file, other, missing
    /// A link whose target does not exist; the target as the link names it.
    case danglingLink(String)
    /// A link that leads to itself, directly or through other links.
    case loopingLink
  }

  /// What the path is: a folder or a file (through links), or a link that leads nowhere.
  private static func kind(of path: [UInt8]) -> Kind {
    var status = stat()
    if withCString(path, { stat($0, &status) }) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .folder
      case S_IFREG: return .file
      default: return .other
      }
    }
    let failure = errno
    var link = stat()
    guard withCString(path, { lstat($0, &link) }) == 0, link.st_mode & S_IFMT == S_IFLNK else {
      return .missing
    }
    if failure == ELOOP { return .loopingLink }
    return .danglingLink(linkTarget(of: path))
  }

  /// Where a link points, as it names it.
  private static func linkTarget(of path: [UInt8]) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = withCString(path) { readlink($0, &buffer, buffer.count) } ?? -1
    guard count > 0 else { return "(unknown)" }
    return escapedName(buffer.prefix(count).map { UInt8(bitPattern: $0) })
  }

  /// The entries of a folder, by raw name, sorted by name; links are followed (a link to a
  /// folder is a folder, to a file a file), and a link that leads nowhere or loops says so.
  private static func entries(of path: [UInt8]) -> [(name: [UInt8], kind: Kind)] {
    guard let directory = withCString(path, { opendir($0) }) ?? nil else { return [] }
    defer { closedir(directory) }
    var result: [(name: [UInt8], kind: Kind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else {
        continue
      }
      result.append((name, kind(of: path + [UInt8(ascii: "/")] + name)))
    }
    return result.sorted { $0.name.lexicographicallyPrecedes($1.name) }
  }

  /// A file's device and inode: equal for the same file reached by different paths.
  private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
    let path: [UInt8]

    init(_ path: [UInt8]) {
      var status = stat()
      if withCString(path, { stat($0, &status) }) == 0 {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        self.path = []
      } else {
        device = 0
        inode = 0
        self.path = path
      }
    }
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

  /// The bytes of the file at `path`, or a problem saying why they cannot be read.
  ///
  /// - Parameter folderMessage: What to say when `path` is a folder.
  package static func contents(of path: String, folderMessage: String) -> Result<
    Data, Diagnostics
  > {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Diagnostics([Diagnostic(file: path, message: "no such file")]))
    }
    guard !isDirectory.boolValue else {
      return .failure(Diagnostics([Diagnostic(file: path, message: folderMessage)]))
    }
    // A FIFO or a socket would block the read (or be refused as if it had no permission): only
    // regular files and character devices such as /dev/null are read.
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let kind =
      (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type]
      as? FileAttributeType
    if let kind, kind != .typeRegular, kind != .typeCharacterSpecial {
      return .failure(
        Diagnostics([
          Diagnostic(
            file: path,
            message: "is not a regular file (a FIFO, socket or device); fixtures are files")
        ]))
    }
    do {
      return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      // Foundation refuses some readable files that are not regular, such as /dev/null.
      if FileManager.default.isReadableFile(atPath: path),
        let handle = FileHandle(forReadingAtPath: path)
      {
        defer { try? handle.close() }
        do {
          return .success(try handle.readToEnd() ?? Data())
        } catch {}
      }
      let reason: String
      switch (error as? CocoaError)?.code {
      case .fileReadNoPermission?: reason = "no permission to read it"
      case .fileReadNoSuchFile?, .fileNoSuchFile?: reason = "no such file"
      default:
        let text = error.localizedDescription.split(whereSeparator: \.isNewline).first
        reason = text.map(String.init) ?? "unknown error"
      }
      return .failure(Diagnostics([Diagnostic(file: path, message: "cannot read: \(reason)")]))
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
