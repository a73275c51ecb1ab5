import Foundation

/// Finding and reading fixture files, with messages that name the path as given.
enum FixtureFiles {
  /// How standard input (`-`) is named in messages.
  static let standardInputName = "<stdin>"

  /// The `.json` files at `path`: the file itself, or every one under a folder, sorted, skipping
  /// hidden folders (`.build`, `.git`, `.swiftpm`). `-` is standard input. A folder with no
  /// `.json` file is a problem, so that a mistyped folder is not a green run.
  static func find(at path: String) -> Result<[String], Diagnostics> {
    guard path != "-" else { return .success([path]) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Diagnostics([Diagnostic(file: path, message: "no such file or folder")]))
    }
    guard isDirectory.boolValue else { return .success([path]) }
    // A symbolic link to a folder is walked as the folder; the paths printed keep the link's
    // name, as given.
    let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      return .failure(Diagnostics([Diagnostic(file: path, message: "cannot read the folder")]))
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      if components.contains(where: { $0.hasPrefix(".") }) {
        if components.last?.hasPrefix(".") == true { enumerator.skipDescendants() }
        continue
      }
      if relative.hasSuffix(".json") {
        files.append((path as NSString).appendingPathComponent(relative))
      }
    }
    guard !files.isEmpty else {
      return .failure(
        Diagnostics([
          Diagnostic(
            file: path, message: "no fixture files: the folder holds no .json file to validate")
        ]))
    }
    return .success(files.sorted())
  }

  /// The bytes of the file at `path`, or a problem saying why they cannot be read.
  ///
  /// - Parameter folderMessage: What to say when `path` is a folder.
  static func contents(of path: String, folderMessage: String) -> Result<Data, Diagnostics> {
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
}
