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
    /// not UTF-8 (counted among the files, but not read).
    package var diagnostics: [Diagnostic] = []
    /// How many files were found, those that cannot be read by name included.
    package var count: Int { files.count + unnamed }
    /// Files whose names are not UTF-8: found and reported, not read.
    package var unnamed = 0
  }

  /// The `.json` files at `paths`: a file itself, or every one under a folder, sorted, skipping
  /// hidden files and folders (`.build`, `.git`, `.swiftpm`) and those `excluded` matches.
  ///
  /// A file reached twice (the same folder given twice, a folder and a file inside it, a link
  /// and its target) is checked once, where it is first found. `-` is standard input. A folder
  /// with no `.json` file is a problem, so that a mistyped folder is not a green run. A name that
  /// is not UTF-8 is counted and reported, never silently left out.
  package static func find(in paths: [String], excluding excluded: [FileGlob] = []) -> Found {
    var found = Found()
    var seen = Set<FileIdentity>()
    for path in paths {
      guard path != "-" else {
        found.files.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        found.diagnostics.append(Diagnostic(file: path, message: "no such file or folder"))
        continue
      }
      guard isDirectory.boolValue else {
        if excluded.contains(where: { $0.matches(path: path) }) { continue }
        if seen.insert(FileIdentity(Array(path.utf8))).inserted { found.files.append(path) }
        continue
      }
      let unnamedBefore = found.unnamed
      var names: [(display: String, bytes: [UInt8])] = []
      var left = 0
      walk(
        Array(path.utf8), excluded: excluded, into: &names, leftOut: &left, found: &found)
      for name in names.sorted(by: { $0.display < $1.display }) {
        guard seen.insert(FileIdentity(name.bytes)).inserted else { continue }
        found.files.append(name.display)
      }
      if names.isEmpty, found.unnamed == unnamedBefore {
        let exclusions = left == 0 ? "" : " (\(left) left out by the exclusion patterns)"
        found.diagnostics.append(
          Diagnostic(
            file: path,
            message: "no fixture files: the folder holds no .json file to validate\(exclusions)"))
      }
    }
    return found
  }

  /// Adds the `.json` files under the folder at `folder` (raw path bytes) to `names`, and reports
  /// those whose names are not UTF-8.
  private static func walk(
    _ folder: [UInt8], excluded: [FileGlob],
    into names: inout [(display: String, bytes: [UInt8])], leftOut: inout Int, found: inout Found
  ) {
    // Folders still to read: raw path, and the names below the folder given.
    var pending: [(path: [UInt8], relative: [[UInt8]])] = [(folder, [])]
    let root = String(decoding: folder, as: UTF8.self)
    while let (path, relative) = pending.popLast() {
      for entry in entries(of: path) {
        guard entry.name.first != UInt8(ascii: ".") else { continue }  // hidden
        let childRelative = relative + [entry.name]
        let childPath = path + [UInt8(ascii: "/")] + entry.name
        let texts = childRelative.map { String(validatingUTF8Bytes: $0) }
        if texts.allSatisfy({ $0 != nil }),
          excluded.contains(where: { $0.matches(components: texts.compactMap { $0 }) })
        {
          leftOut += 1
          continue
        }
        switch entry.kind {
        case .folder:
          pending.append((childPath, childRelative))
        case .file:
          guard entry.name.count > 5, entry.name.suffix(5).elementsEqual(".json".utf8) else {
            continue
          }
          let display = (root as NSString).appendingPathComponent(
            childRelative.map(escapedName).joined(separator: "/"))
          guard texts.allSatisfy({ $0 != nil }) else {
            found.unnamed += 1
            found.diagnostics.append(
              Diagnostic(
                file: display,
                message: "the file name is not valid UTF-8 (shown with \\x escapes), so it "
                  + "cannot be named in messages; its fixtures are not checked: rename it"))
            continue
          }
          names.append((display, childPath))
        case .other:
          continue
        }
      }
    }
  }

  private enum Kind { case folder, file, other }

  /// The entries of a folder, by raw name: a link to a file counts as a file; a link to a folder
  /// is not followed (a cycle of links cannot loop).
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
      let childPath = path + [UInt8(ascii: "/")] + name
      var status = stat()
      guard withCString(childPath, { lstat($0, &status) }) == 0 else { continue }
      let type = status.st_mode & S_IFMT
      if type == S_IFDIR {
        result.append((name, .folder))
      } else if type == S_IFREG {
        result.append((name, .file))
      } else if type == S_IFLNK {
        var target = stat()
        let isFile =
          withCString(childPath, { stat($0, &target) }) == 0 && target.st_mode & S_IFMT == S_IFREG
        result.append((name, isFile ? .file : .other))
      } else {
        result.append((name, .other))
      }
    }
    return result
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
  private static func withCString<Result>(
    _ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result? {
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return terminated.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) }
  }

  /// A name as text: valid UTF-8 as is, any other byte as `\xNN`.
  private static func escapedName(_ bytes: [UInt8]) -> String {
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
