import Foundation

/// Writes `text` to `name` in `folder` and returns the file's path.
private func write(_ text: String, to name: String, in folder: URL) throws -> String {
  try write(Data(text.utf8), to: name, in: folder)
}

private func write(_ data: Data, to name: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try data.write(to: url)
  return url.path
}

extension BadInput {
  /// The `facsimile` command, run in-process: exit status and what it printed.
  static let commandLine: [BadInput] = [
    BadInput(
      command: "an unknown subcommand", status: 64, .standardError,
      "Error: Unknown subcommand 'frobnicate'\nUsage: facsimile <subcommand>\n"
        + "  See 'facsimile --help' for more information."
    ) { _ in
      ["frobnicate"]
    },
    BadInput(
      command: "show with two files", status: 64, .standardError,
      "Error: Unexpected argument 'b.json'\nUsage: facsimile show <file> [--as <type>]\n"
    ) { _ in
      ["show", "a.json", "b.json"]
    },
    BadInput(
      command: "--as without a type", status: 64, .standardError,
      "Error: Missing value for '--as <type>'"
    ) { _ in
      ["validate", "a.json", "--as"]
    },
    BadInput(
      command: "an unknown option", status: 64, .standardError,
      "Error: Unknown option '--fast'\nUsage: facsimile validate <path> ... "
        + "[--as <type>] [--format <format>] [--exclude <glob> ...]\n"
        + "  See 'facsimile validate --help' for more"
    ) { _ in
      ["validate", "--fast"]
    },
    BadInput(
      command: "an unknown option written with =", status: 64, .standardError,
      "Error: Unknown option '--fast'"
    ) { _ in
      ["validate", "a.json", "--fast=yes"]
    },
    BadInput(
      command: "an empty --as=", status: 64, .standardError,
      "Error: Missing value for '--as <type>'"
    ) { _ in
      ["validate", "a.json", "--as="]
    },
    BadInput(
      command: "an unknown --format", status: 64, .standardError,
      "Error: The value 'xml' is invalid for '--format <format>'; expected text or json"
    ) { _ in
      ["validate", "a.json", "--format", "xml"]
    },
    BadInput(
      command: "help for an unknown subcommand", status: 64, .standardError,
      "Error: Unknown subcommand 'frobnicate'"
    ) { _ in
      ["help", "frobnicate"]
    },
    BadInput(
      command: "a folder with no fixture files to validate", status: 1, .standardOutput,
      "error: no fixture files: the folder holds no .json file to validate"
    ) { folder in
      _ = try write("not a fixture", to: "notes.txt", in: folder)
      return ["validate", folder.path]
    },
    BadInput(
      command: "an unknown type", status: 64, .standardError,
      #"Error: Unknown type 'UNNotificationRespons'; did you mean "UNNotificationResponse"?"#
    ) { folder in
      ["show", try write("{}", to: "a.json", in: folder), "--as", "UNNotificationRespons"]
    },
    BadInput(
      command: "a missing file", status: 1, .standardError, "missing.json: error: no such file"
    ) {
      folder in
      ["show", folder.appendingPathComponent("missing.json").path, "--as", "UNNotification"]
    },
    BadInput(
      command: "a folder to show", status: 1, .standardError,
      ": error: is a folder; show takes one file"
    ) { folder in
      ["show", folder.path, "--as", "UNNotification"]
    },
    BadInput(
      command: "/dev/null to show", status: 1, .standardError,
      "/dev/null:1:1: error: unexpected end of input"
    ) { _ in
      ["show", "/dev/null", "--as", "UNNotification"]
    },
    BadInput(
      command: "a missing folder to validate", status: 1, .standardOutput, "no such file or folder"
    ) { folder in
      ["validate", folder.appendingPathComponent("nowhere").path]
    },
    BadInput(
      command: "a file with no type", status: 1, .standardError,
      #"no type: pass --as TYPE or add a top-level "$type" key"#
    ) { folder in
      ["show", try write(#"{"actionIdentifier": "OPEN"}"#, to: "a.json", in: folder)]
    },
    BadInput(
      command: "a file naming an unknown type", status: 1, .standardError,
      #"a.json:1:2: error: $type: unknown type 'UNFancyResponse' ('facsimile types' lists them)"#
    ) { folder in
      ["show", try write(#"{"$type": "UNFancyResponse"}"#, to: "a.json", in: folder)]
    },
    BadInput(
      command: "truncated JSON", status: 1, .standardError,
      "a.json:1:9: error: unexpected end of input"
    ) { folder in
      ["show", try write(#"{"aps": "#, to: "a.json", in: folder), "--as", "UNNotification"]
    },
    BadInput(
      command: "invalid UTF-8", status: 1, .standardError,
      "a.json:1:9: error: invalid UTF-8 in the string that begins at line 1, column 7"
    ) { folder in
      let bytes = Data(#"{"a": ""#.utf8) + Data([0xFE]) + Data(#""}"#.utf8)
      return ["show", try write(bytes, to: "a.json", in: folder), "--as", "UNNotification"]
    },
    BadInput(
      command: "duplicate keys", status: 1, .standardError,
      #"a.json:1:12: error: duplicate key "date""#
    ) { folder in
      [
        "show", try write(#"{"date":0, "date":1}"#, to: "a.json", in: folder), "--as",
        "UNNotification",
      ]
    },
    BadInput(
      command: "100,000 nested objects", status: 1, .standardError, "nesting deeper than 64 levels"
    ) { folder in
      let data = nestedJSON(100_000, key: "request")
      return ["show", try write(data, to: "a.json", in: folder), "--as", "UNNotification"]
    },
    BadInput(
      command: "the wrong type in a file", status: 1, .standardError,
      #"a.json:1:2: error: UNNotification.request: expected UNNotificationRequest or a dictionary of its keys, found String "r""#
    ) { folder in
      ["show", try write(#"{"request": "r"}"#, to: "a.json", in: folder), "--as", "UNNotification"]
    },
    BadInput(
      command: "a bad push payload", status: 1, .standardError,
      #"a.json:1:10: error: PushPayload.aps.badge: expected Int, found String "3""#
    ) { folder in
      [
        "show", try write(#"{"aps": {"badge": "3"}}"#, to: "a.json", in: folder), "--as",
        "PushPayload",
      ]
    },
    BadInput(
      command: "a folder with one bad file among good ones", status: 1, .standardOutput,
      "facsimile: validated 3 files, 1 problem"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      _ = try write(#"{"$type": "UNNotification", "date": "soon"}"#, to: "b.json", in: folder)
      _ = try write(#"{"$type": "UNNotificationRequest"}"#, to: "c.json", in: folder)
      return ["validate", folder.path]
    },
    BadInput(
      command: "a 50 MB value", status: 1, .standardError,
      #"UNNotification.date: expected Date (ISO 8601 or seconds since 1970), found String "aaaa"#,
      large: true
    ) { folder in
      let text = #"{"date": ""# + hugeString(fiftyMegabytes) + #""}"#
      return ["show", try write(text, to: "a.json", in: folder), "--as", "UNNotification"]
    },
    BadInput(
      command: "validate on a symbolic link to a folder", status: 1, .standardOutput,
      "error: UNNotificationRequest.identifer"
    ) { folder in
      let real = folder.appendingPathComponent("real")
      try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
      _ = try write(
        #"{"$type": "UNNotificationRequest", "identifer": "x"}"#, to: "a.json", in: real)
      let link = folder.appendingPathComponent("link").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
      return ["validate", link]
    },
    BadInput(
      command: "show of a FIFO with nothing writing to it", status: 1, .standardError,
      "pipe.json: error: is a FIFO (named pipe) with nothing writing to it, so there is nothing to read"
    ) { folder in
      let fifo = folder.appendingPathComponent("pipe.json").path
      guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
      return ["show", fifo]
    },
    BadInput(
      command: "the same folder given twice", status: 1, .standardOutput,
      "facsimile: validated 2 files, 1 problem"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      _ = try write(#"{"$type": "UNNotification", "date": "soon"}"#, to: "b.json", in: folder)
      return ["validate", folder.path, folder.path]
    },
    BadInput(
      command: "a folder, a folder inside it and a file inside that", status: 1, .standardOutput,
      "facsimile: validated 2 files, 1 problem"
    ) { folder in
      let inner = folder.appendingPathComponent("inner")
      try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      let bad = try write(#"{"$type": "UNNotification", "date": "soon"}"#, to: "b.json", in: inner)
      return ["validate", folder.path, inner.path, bad, folder.path + "/./inner/../inner"]
    },
    BadInput(
      command: "a file name that is not UTF-8", status: 1, .standardOutput,
      "facsimile: validated 2 files, 1 problem"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      try writeNonUTF8File(#"{"$type": "UNNotification"}"#, in: folder)
      return ["validate", folder.path]
    },
    BadInput(
      command: "a file name that is not UTF-8, reported", status: 1, .standardOutput,
      #"/caf\xE9.json: error: the file name is not valid UTF-8"#
    ) { folder in
      try writeNonUTF8File(#"{"$type": "UNNotification"}"#, in: folder)
      return ["validate", folder.path]
    },
    BadInput(
      command: "--exclude leaves out what it matches", status: 0, .standardOutput,
      "facsimile: validated 1 file, 0 problems"
    ) { folder in
      let http = folder.appendingPathComponent("http")
      try FileManager.default.createDirectory(at: http, withIntermediateDirectories: true)
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      _ = try write(#"{"not": "a fixture"}"#, to: "login.body.json", in: http)
      _ = try write("{broken", to: "broken-1.json", in: folder)
      return [
        "validate", folder.path, "--exclude", "http", "--exclude=broken-*.json",
      ]
    },
    BadInput(
      command: "--exclude that leaves nothing", status: 1, .standardOutput,
      "no fixture files: the folder holds no .json file to validate (1 left out by the exclusion"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      return ["validate", folder.path, "--exclude", "*.json"]
    },
    BadInput(
      command: "a link to itself (loop.json)", status: 1, .standardOutput,
      "/loop.json: error: the link loops (it leads to itself"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("loop.json").path, withDestinationPath: "loop.json")
      return ["validate", folder.path]
    },
    BadInput(
      command: "a link that leads nowhere", status: 1, .standardOutput,
      "/gone.json: error: the link leads nowhere: its target missing.json does not exist"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("gone.json").path,
        withDestinationPath: "missing.json")
      return ["validate", folder.path]
    },
    BadInput(
      command: "a link back to the folder that holds it", status: 1, .standardOutput,
      "/again: error: the link loops: it leads back to the folder"
    ) { folder in
      _ = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("again").path, withDestinationPath: ".")
      return ["validate", folder.path]
    },
    BadInput(
      command: "a file named and left out by --exclude", status: 1, .standardOutput,
      "error: nothing to validate: the exclusion pattern '*.json' leaves out this file"
    ) { folder in
      let file = try write(#"{"$type": "UNNotification"}"#, to: "a.json", in: folder)
      return ["validate", file, "--exclude", "*.json"]
    },
  ]
}

/// Writes `text` to a file in `folder` whose name, `caf` then byte 0xE9 then `.json`, is Latin-1,
/// not UTF-8 (written under a plain name, then renamed through the raw bytes).
private func writeNonUTF8File(_ text: String, in folder: URL) throws {
  let plain = try write(text, to: "plain-name.json", in: folder)
  let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
  let target = (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map {
    CChar(bitPattern: $0)
  }
  guard rename(plain, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
