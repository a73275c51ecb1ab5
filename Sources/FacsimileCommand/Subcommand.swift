/// One of the command's subcommands: what it takes, and its help in swift-argument-parser's style
/// (`OVERVIEW`, `USAGE`, `ARGUMENTS`, `OPTIONS`).
struct Subcommand: Sendable {
  /// A positional argument or an option, with its help.
  struct Entry: Sendable {
    /// `<path> ...`, `--as <type>`.
    var label: String
    var help: String
  }

  /// An option that takes a value, such as `--as <type>`.
  struct Option: Sendable {
    /// `--as`.
    var name: String
    /// `<type>`.
    var valueName: String
    var help: String
    /// Whether the option may be given more than once (`--exclude <glob> ...`).
    var repeats = false
  }

  var name: String
  var abstract: String
  var discussion: String
  /// `<file>`, `<path>`, `<type>`, or `nil` when the subcommand takes no positional argument.
  var argument: Entry?
  /// Whether the argument may repeat (`<path> ...`).
  var repeats = false
  var options: [Option] = []
  var exitStatus: [Entry]

  /// `facsimile validate <path> ... [--as <type>] [--format <format>]`.
  var usage: String {
    usageParts.joined(separator: " ")
  }

  /// The usage's parts, each kept whole when the line wraps.
  private var usageParts: [String] {
    var parts = ["facsimile", name]
    if let argument { parts.append(argument.label) }
    parts += options.map { "[\($0.name) \($0.valueName)\($0.repeats ? " ..." : "")]" }
    return parts
  }

  /// `USAGE: ...`, wrapped at 80 columns under its first part, as swift-argument-parser wraps it.
  private var usageSection: String {
    let title = "USAGE: "
    var lines: [String] = []
    var line = title
    for part in usageParts {
      if line.count > title.count, line.count + 1 + part.count > width {
        lines.append(line)
        line = String(repeating: " ", count: title.count)
      }
      line += (line.hasSuffix(" ") ? "" : " ") + part
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The full help text.
  var help: String {
    var arguments: [Entry] = []
    if let argument { arguments.append(argument) }
    let options =
      self.options.map { Entry(label: "\($0.name) \($0.valueName)", help: $0.help) } + [
        Entry(label: "-h, --help", help: "Show help information.")
      ]
    var sections = ["OVERVIEW: \(abstract)"]
    if !discussion.isEmpty { sections.append(wrap(discussion, indent: 0)) }
    sections.append(usageSection)
    if !arguments.isEmpty { sections.append(table("ARGUMENTS", arguments)) }
    sections.append(table("OPTIONS", options))
    sections.append(table("EXIT STATUS", exitStatus))
    return sections.joined(separator: "\n\n")
  }

  /// The subcommand called `name`, or `nil`.
  static func named(_ name: String) -> Subcommand? {
    all.first { $0.name == name }
  }

  static let all = [example, show, validate, schema, types]

  static let example = Subcommand(
    name: "example",
    abstract: "Fabricate the bundled example and print its tree.",
    discussion: """
      The example is the UNNotificationResponse a news app gets when a reader taps an article \
      alert. 'facsimile' with no subcommand runs it.
      """,
    exitStatus: [successStatus])

  static let show = Subcommand(
    name: "show",
    abstract: "Fabricate one fixture file and print its tree.",
    discussion: """
      The file names its type with a top-level "$type" key, or --as names it. A file whose top \
      level is an array holds one fixture per element. Problems are printed to standard error as \
      file:line:column: error: message.
      """,
    argument: Entry(label: "<file>", help: "A JSON fixture file, or - for standard input."),
    options: [asOption],
    exitStatus: [
      successStatus, Entry(label: "1", help: "The file has problems or cannot be read."),
      usageStatus, closedOutputStatus,
    ])

  static let validate = Subcommand(
    name: "validate",
    abstract: "Check fixture files and report every problem.",
    discussion: """
      Checks every .json file under the given paths (folders are searched recursively, skipping \
      hidden folders such as .build). A file names its type with a top-level "$type" key, or \
      --as names it for all; a file whose top level is an array holds one fixture per element. \
      A file with neither "$type" nor --as is a problem, unless its top level holds an "aps" \
      object: that is an APNs payload. Links are followed; a link that loops or leads nowhere \
      is a problem. A file reached twice (a folder given twice, a folder and a file in it, a \
      link and its target) is checked once; a file whose name is not UTF-8, and a FIFO, \
      socket or device named .json inside a folder, are counted and reported. Each problem is printed as file:line:column: error: message, with paths as given, so CI \
      problem matchers and editors pick it up; --format json prints one JSON object instead. \
      Output may be cut short (facsimile validate Fixtures | head -1): printing stops quietly \
      and the exit status is still that of the whole check. A file is read up to 64 MiB.
      """,
    argument: Entry(
      label: "<path> ...",
      help: "Fixture files, folders of them, or - for standard input."),
    repeats: true,
    options: [
      asOption,
      Option(
        name: "--format", valueName: "<format>",
        help: "text or json. (default: text)"),
      Option(
        name: "--exclude", valueName: "<glob>",
        help: """
          Leave out the files a pattern matches, such as '*.body.json', 'http' (a folder) or \
          'broken/*.json': it is matched against every part of the path below the folder \
          searched; * and ? stay within a name, ** crosses folders (x/**/*.json: any folders \
          below x, none included). As in .gitignore, a trailing / matches folders only \
          (broken/) and a leading / only names right below the folder searched. Repeat it for \
          more patterns. A file named as a path and left out is a problem: nothing was \
          checked. A pattern that matches nothing is a warning.
          """, repeats: true),
    ],
    exitStatus: [
      Entry(label: "0", help: "Every fixture is valid."),
      Entry(label: "1", help: "Problems were found, or a path leaves no fixture file to check."),
      usageStatus,
      closedOutputStatus,
    ])

  static let schema = Subcommand(
    name: "schema",
    abstract: "Print a JSON Schema for a type's fixture files.",
    discussion: """
      The schema (draft 2020-12) has one property per key, nested types under $defs, "$type" \
      limited to the registered subclasses (whose keys apply when "$type" names them), and \
      unknown keys refused. A fixture file may name it with a top-level "$schema" key, which \
      fabrication ignores.
      """,
    argument: Entry(label: "<type>", help: "A type from 'facsimile types'."),
    exitStatus: [successStatus, usageStatus])

  static let types = Subcommand(
    name: "types",
    abstract: "List the types facsimile knows, with their keys.",
    discussion: "",
    exitStatus: [successStatus])

  private static let asOption = Option(
    name: "--as", valueName: "<type>",
    help: """
      The type of every fixture, such as UNNotificationResponse, or PushPayload for an APNs \
      payload (see 'facsimile types').
      """)

  private static let successStatus = Entry(label: "0", help: "Success.")
  static let usageStatus = Entry(label: "64", help: "The command line is wrong (EX_USAGE).")
  /// What a closed standard output (a pipe into `head`) does to the status: nothing.
  static let closedOutputStatus = Entry(
    label: "(closed output)",
    help: """
      When standard output closes early (| head -1), printing stops quietly and the status is \
      one of the above, never a signal's (141).
      """)
}

/// The top-level help: the subcommands.
enum RootHelp {
  static var text: String {
    let options = [
      Subcommand.Entry(label: "--version", help: "Show the version."),
      Subcommand.Entry(label: "-h, --help", help: "Show help information."),
    ]
    let subcommands = Subcommand.all.map { subcommand in
      Subcommand.Entry(
        label: subcommand.name + (subcommand.name == "example" ? " (default)" : ""),
        help: subcommand.abstract)
    }
    let exitStatus = [
      Subcommand.Entry(label: "0", help: "Success."),
      Subcommand.Entry(label: "1", help: "Fixtures have problems, or cannot be read."),
      Subcommand.usageStatus,
      Subcommand.closedOutputStatus,
    ]
    return [
      "OVERVIEW: Build the objects Swift won't let you build, from keyed fixtures.",
      wrap(
        """
        A fixture file is JSON; it names its type with a top-level "$type" key, or --as names \
        it. TYPE is a model such as UNNotificationResponse, or PushPayload for an APNs payload.
        """, indent: 0),
      "USAGE: facsimile <subcommand>",
      table("OPTIONS", options),
      table("SUBCOMMANDS", subcommands)
        + "\n\n  See 'facsimile help <subcommand>' for detailed help.",
      table("EXIT STATUS", exitStatus),
    ].joined(separator: "\n\n")
  }
}

/// The width help is wrapped to.
private let width = 80
/// The column where an entry's help begins, as in swift-argument-parser.
private let helpColumn = 26

/// `TITLE:` and one line per entry: the label indented by two, the help from column 26 (on the
/// next line when the label is longer), wrapped.
private func table(_ title: String, _ entries: [Subcommand.Entry]) -> String {
  var lines = ["\(title):"]
  for entry in entries {
    let label = "  " + entry.label
    let help = wrap(entry.help, indent: helpColumn)
    if label.count <= helpColumn - 2 {
      let padding = String(repeating: " ", count: helpColumn - label.count)
      lines.append(label + padding + help.dropFirst(helpColumn))
    } else {
      lines.append(label)
      lines.append(help)
    }
  }
  return lines.joined(separator: "\n")
}

/// `text` wrapped to ``width`` columns, every line indented by `indent` spaces.
private func wrap(_ text: String, indent: Int) -> String {
  let margin = String(repeating: " ", count: indent)
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, margin.count + line.count + 1 + word.count > width {
      lines.append(margin + line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(margin + line) }
  return lines.joined(separator: "\n")
}
