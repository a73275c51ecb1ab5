import Facsimile
import Foundation

/// The `facsimile` command line: parses arguments, runs one action, returns the exit status.
struct Command {
  var arguments: [String]
  var standardOutput: (String) -> Void = { print($0) }
  var standardError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

  static let usage = """
    facsimile: build the objects Swift won't let you build, from keyed fixtures.

    USAGE:
      facsimile             Fabricate the bundled example and print its tree of keys and values.
      facsimile example     The same.
      facsimile --help      Show this help.

    The example is a UNNotificationResponse made from a keyed fixture dictionary, the way a test
    makes one with InstanceHelper.create(_:properties:). See README.md and Docs/ for the library.
    """

  /// Runs the command and returns its exit status: 0 on success, 1 when fabrication fails,
  /// 2 for bad arguments.
  func run() -> Int32 {
    switch arguments.first {
    case nil, "example":
      guard arguments.count <= 1 else { return badArguments("'example' takes no arguments") }
      return runExample()
    case "-h", "--help", "help":
      standardOutput(Self.usage)
      return 0
    case let argument?:
      return badArguments("unknown argument '\(argument)'")
    }
  }

  private func runExample() -> Int32 {
    do {
      let response = try InstanceHelper.create(
        UNNotificationResponse.self, properties: Example.openArticle)
      standardOutput(
        "UNNotificationResponse fabricated from the keyed fixture Example.openArticle:\n")
      standardOutput(response.treeDescription)
      return 0
    } catch {
      standardError("facsimile: \(error)")
      return 1
    }
  }

  private func badArguments(_ message: String) -> Int32 {
    standardError("facsimile: \(message)\n\n\(Self.usage)")
    return 2
  }
}
