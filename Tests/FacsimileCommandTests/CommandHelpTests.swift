import Foundation
import Testing

@testable import FacsimileCommand

@Suite struct CommandHelpTests {
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func topLevelHelpListsTheSubcommands(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == RootHelp.text)
    #expect(result.output.hasPrefix("OVERVIEW: Build the objects Swift won't let you build"))
    #expect(result.output.contains("\nUSAGE: facsimile <subcommand>\n"))
    #expect(result.output.contains("\n  --version               Show the version.\n"))
    for subcommand in Subcommand.all {
      #expect(result.output.contains("\n  \(subcommand.name)"))
    }
    #expect(result.output.contains("  See 'facsimile help <subcommand>' for detailed help."))
    #expect(
      result.output.contains("\n  64                      The command line is wrong (EX_USAGE)."))
  }

  @Test(arguments: Subcommand.all.map(\.name))
  func eachSubcommandsHelpWithDashDashHelpDashHOrHelp(name: String) throws {
    let subcommand = try #require(Subcommand.named(name))
    for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
      let result = run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.errors.isEmpty)
      #expect(result.output == subcommand.help, "\(arguments)")
    }
    let help = subcommand.help
    #expect(help.hasPrefix("OVERVIEW: \(subcommand.abstract)"))
    // A long usage wraps under its first part, as swift-argument-parser wraps it.
    let unwrapped = help.replacingOccurrences(of: "\n       ", with: " ")
    #expect(unwrapped.contains("\nUSAGE: \(subcommand.usage)\n"))
    #expect(help.contains("\nOPTIONS:\n"))
    #expect(help.contains("\n  -h, --help              Show help information.\n"))
    #expect(help.contains("\nEXIT STATUS:\n  0 "))
    #expect(help.contains("ARGUMENTS:") == (subcommand.argument != nil))
  }

  @Test func helpWinsOverOtherArguments() {
    #expect(run("show", "--as", "Nope", "--help").output == Subcommand.show.help)
    #expect(run("schema", "--help").output == Subcommand.schema.help)
    #expect(run("validate", "-h", "--format", "xml").status == 0)
  }

  @Test func validateHelpIsExactly() {
    #expect(
      run("validate", "--help").output == """
        OVERVIEW: Check fixture files and report every problem.

        Checks every .json file under the given paths (folders are searched recursively,
        skipping hidden folders such as .build). A file names its type with a top-level
        "$type" key, or --as names it for all; a file whose top level is an array holds
        one fixture per element. A file with neither "$type" nor --as is a problem,
        unless its top level holds an "aps" object: that is an APNs payload. Links are
        followed; a link that loops or leads nowhere is a problem. A file reached twice
        (a folder given twice, a folder and a file in it, a link and its target) is
        checked once; a file whose name is not UTF-8, and a FIFO, socket or device named
        .json inside a folder, are counted and reported. Each problem is printed as
        file:line:column: error: message, with paths as given, so CI problem matchers
        and editors pick it up; --format json prints one JSON object instead. Output may
        be cut short (facsimile validate Fixtures | head -1): printing stops quietly and
        the exit status is still that of the whole check. A file is read up to 64 MiB.

        USAGE: facsimile validate <path> ... [--as <type>] [--format <format>]
               [--exclude <glob> ...]

        ARGUMENTS:
          <path> ...              Fixture files, folders of them, or - for standard
                                  input.

        OPTIONS:
          --as <type>             The type of every fixture, such as
                                  UNNotificationResponse, or PushPayload for an APNs
                                  payload (see 'facsimile types').
          --format <format>       text or json. (default: text)
          --exclude <glob>        Leave out the files a pattern matches, such as
                                  '*.body.json', 'http' (a folder) or 'broken/*.json':
                                  it is matched against every part of the path below the
                                  folder searched; * and ? stay within a name, **
                                  crosses folders (x/**/*.json: any folders below x,
                                  none included). As in .gitignore, a trailing / matches
                                  folders only (broken/) and a leading / only names
                                  right below the folder searched. Repeat it for more
                                  patterns. A file named as a path and left out is a
                                  problem: nothing was checked. A pattern that matches
                                  nothing is a warning.
          -h, --help              Show help information.

        EXIT STATUS:
          0                       Every fixture is valid.
          1                       Problems were found, or a path leaves no fixture file
                                  to check.
          64                      The command line is wrong (EX_USAGE).
          (closed output)         When standard output closes early (| head -1),
                                  printing stops quietly and the status is one of the
                                  above, never a signal's (141).
        """)
  }

  @Test func helpLinesFitIn80Columns() {
    for text in [RootHelp.text] + Subcommand.all.map(\.help) {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "\(line)")
      }
    }
  }

  @Test func versionPrintsTheVersion() {
    let result = run("--version")
    #expect(result.status == 0)
    #expect(result.output == Command.version)
  }

  @Test func theChangelogNamesTheVersionTheCommandPrints() throws {
    let changelog = try String(
      contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let version = run("--version").output
    #expect(!version.isEmpty)
    #expect(changelog.contains("reports version \(version)"))
  }
}
