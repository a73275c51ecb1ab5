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

  /// The most bytes one fixture file (or standard input) may hold: 64 MiB
  /// (``FileReader/maximumFileSize``).
  package static let maximumFileSize = FileReader.maximumFileSize

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
    var seenFiles = Set<FileReader.FileIdentity>()
    var seenFolders = Set<FileReader.FileIdentity>()
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
      let display = FileReader.escapedName(path)
      guard path != Array("-".utf8) else {
        found.files.append("-")
        return
      }
      let before = (files: found.files.count, unread: found.unread, folders: unreadFolders)
      let isText = String(validating: path, as: UTF8.self) != nil
      let folderIdentity: FileReader.FileIdentity
      switch FileReader.kind(of: path) {
      case .missing:
        found.diagnostics.append(Diagnostic(file: display, message: "no such file or folder"))
        return
      case .danglingLink(let target):
        if isJSON(path) { found.unread += 1 }
        found.diagnostics.append(
          Diagnostic(file: display, message: FileReader.danglingMessage(target)))
        return
      case .loopingLink:
        if isJSON(path) { found.unread += 1 }
        found.diagnostics.append(Diagnostic(file: display, message: FileReader.loopingMessage))
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
      var names: [(display: String, identity: FileReader.FileIdentity)] = []
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
      let components = FileReader.escapedName(path).split(separator: "/").map(String.init)
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
      _ folder: [UInt8], identity rootIdentity: FileReader.FileIdentity, display root: String,
      isText rootIsText: Bool,
      into names: inout [(display: String, identity: FileReader.FileIdentity)],
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
              names.map(FileReader.escapedName).joined(separator: "/"))
        }
        var folders: [Pending] = []
        let listed: [Entry]
        switch entries(of: path) {
        case .success(let entries): listed = entries
        case .failure(let failure):
          unreadFolders += 1
          found.diagnostics.append(
            Diagnostic(
              file: displayOf(relative),
              message: "cannot read the folder: \(failure.reason); the files in it are not checked")
          )
          continue
        }
        for entry in listed {
          guard entry.name.first != UInt8(ascii: ".") else { continue }  // hidden
          let childRelative = relative + [entry.name]
          let childPath = path + [UInt8(ascii: "/")] + entry.name
          var progress: [FileGlob.Progress]?
          if let before = folderToRead.progress,
            let name = String(validating: entry.name, as: UTF8.self)
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
                message:
                  "is \(FileReader.describe(mode: mode)), not a regular file, so it is not read\(hint)"
              )
            )
          case .danglingLink(let target):
            if isJSON { found.unread += 1 }
            found.diagnostics.append(
              Diagnostic(file: display, message: FileReader.danglingMessage(target)))
          case .loopingLink:
            if isJSON { found.unread += 1 }
            found.diagnostics.append(Diagnostic(file: display, message: FileReader.loopingMessage))
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
    let ancestors: [FileReader.FileIdentity]
    let progress: [FileGlob.Progress]?
  }

  /// One entry of a folder: its raw name and what it is.
  private struct Entry {
    let name: [UInt8]
    let kind: FileReader.Kind
  }

  private static let notUTF8Message =
    "the file name is not valid UTF-8 (shown with \\x escapes), so it cannot be named in "
    + "messages; its fixtures are not checked: rename it"

  /// The entries of a folder, by raw name, sorted by name; links are followed (a link to a
  /// folder is a folder, to a file a file), and a link that leads nowhere or loops says so. Each
  /// entry is asked about relative to the open folder, so a path of any length is answered.
  private static func entries(of path: [UInt8]) -> Result<[Entry], FileReader.Failure> {
    guard let directory = FileReader.withCString(path, { opendir($0) }) ?? nil else {
      return .failure(.refused(FileReader.reason(errno, path: path)))
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
      result.append(Entry(name: name, kind: FileReader.kind(of: name, in: descriptor, path: full)))
    }
    return .success(result.sorted { $0.name.lexicographicallyPrecedes($1.name) })
  }

  /// The bytes of the file at `path`, or a problem naming it as given and saying why they cannot
  /// be read (``FileReader/contents(of:limit:)``).
  ///
  /// - Parameters:
  ///   - path: The path, as given.
  ///   - folderMessage: What to say when `path` is a folder.
  ///   - limit: The most bytes to read (``maximumFileSize``).
  package static func contents(
    of path: String, folderMessage: String, limit: Int = maximumFileSize
  ) -> Result<Data, Diagnostics> {
    FileReader.contents(of: path, limit: limit).mapError { failure in
      Diagnostics([Diagnostic(file: path, message: failure.message(folder: folderMessage))])
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
    FileReader.standardInput(descriptor: descriptor, limit: limit).mapError { failure in
      Diagnostics([Diagnostic(file: standardInputName, message: failure.message(folder: ""))])
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
