/// A subcommand's arguments, parsed as swift-argument-parser parses them: options anywhere,
/// `--name value` or `--name=value`, `-h`/`--help` wins, `--` ends the options, and a lone `-`
/// is an argument (standard input).
struct ParsedArguments {
  var positionals: [String] = []
  /// Where each positional argument is in the arguments parsed, for its bytes.
  var positionalIndices: [Int] = []
  /// Option values by name (`--as`); the last one given wins.
  var values: [String: String] = [:]
  /// Every value of an option that may repeat (`--exclude`), in order.
  var repeatedValues: [String: [String]] = [:]
  var wantsHelp = false

  /// Parses `arguments` (those after the subcommand's name) for `subcommand`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, or a wrong number of
  ///   arguments.
  init(_ arguments: [String], for subcommand: Subcommand) throws(UsageError) {
    var rest = arguments[...]
    var optionsEnded = false
    while let argument = rest.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        positionalIndices.append(rest.startIndex - 1)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      guard let option = subcommand.options.first(where: { $0.name == name }) else {
        throw UsageError("Unknown option '\(name)'", subcommand)
      }
      if let equals = argument.firstIndex(of: "=") {
        values[name] = String(argument[argument.index(after: equals)...])
      } else if let value = rest.first, value == "-" || !value.hasPrefix("-") {
        values[name] = value
        rest.removeFirst()
      } else {
        throw UsageError("Missing value for '\(option.name) \(option.valueName)'", subcommand)
      }
      if values[name]?.isEmpty == true {
        throw UsageError("Missing value for '\(option.name) \(option.valueName)'", subcommand)
      }
      if let value = values[name] { repeatedValues[name, default: []].append(value) }
    }
    // Help is shown whatever else the line holds, as in swift-argument-parser.
    guard !wantsHelp else { return }
    guard let argument = subcommand.argument else {
      if let extra = positionals.first {
        throw UsageError("Unexpected argument '\(extra)'", subcommand)
      }
      return
    }
    if positionals.isEmpty {
      throw UsageError("Missing expected argument '\(argument.label)'", subcommand)
    }
    if !subcommand.repeats, positionals.count > 1 {
      throw UsageError("Unexpected argument '\(positionals[1])'", subcommand)
    }
  }
}

/// A mistake in the command line itself: reported with a usage line, exit status 64.
struct UsageError: Error {
  var message: String
  /// The subcommand whose usage to show, or `nil` for the top level.
  var subcommand: Subcommand?

  init(_ message: String, _ subcommand: Subcommand? = nil) {
    self.message = message
    self.subcommand = subcommand
  }

  /// `Error: ...`, `Usage: ...` and where to read more, as swift-argument-parser prints them.
  var report: String {
    let usage = subcommand?.usage ?? "facsimile <subcommand>"
    let help = subcommand.map { "facsimile \($0.name) --help" } ?? "facsimile --help"
    return """
      Error: \(message)
      Usage: \(usage)
        See '\(help)' for more information.
      """
  }
}
