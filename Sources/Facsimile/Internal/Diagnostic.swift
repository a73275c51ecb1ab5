package import FacsimileCore

/// One problem the `facsimile` command (and `expectValidFixtures` in FacsimileTesting) reports: where it is and what is wrong, printed as
/// `file:line:column: error: message` or as a JSON object.
package struct Diagnostic: Equatable, Sendable {
  /// The path as given on the command line, or `<stdin>`.
  package var file: String
  package var line: Int?
  package var column: Int?
  /// The dotted key path from the document's top, such as `notification.date` or
  /// `[1].actionIdentifier`; empty for the whole file.
  package var keyPath = ""
  /// One line, without the location.
  package var message: String
  package var severity = "error"

  package init(
    file: String, line: Int? = nil, column: Int? = nil, keyPath: String = "", message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  /// A problem found by the engine in `file`.
  package init(_ problem: FacsimileError.Problem, in file: String) {
    let description = problem.description
    let prefix = problem.locationDescription.map { $0 + ": " } ?? ""
    self.init(
      file: file, line: problem.line, column: problem.column, keyPath: problem.keyPathDescription,
      message: description.hasPrefix(prefix)
        ? String(description.dropFirst(prefix.count)) : description)
  }

  /// `file:line:column: error: message`, the form compilers use, so that CI problem matchers and
  /// editors pick it up; `file: error: message` when the problem has no line.
  package var text: String {
    // A file name can hold a line break or a bidirectional control: shown escaped, so that one
    // problem stays one line that reads in order.
    var location = oneLine(file, limit: 300)
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(severity): \(message)"
  }

  /// `{"file": ..., "line": ..., "column": ..., "keyPath": ..., "message": ..., "severity": ...}`.
  package var json: FixtureValue {
    [
      "file": .string(file),
      "line": line.map { .integer($0) } ?? .null,
      "column": column.map { .integer($0) } ?? .null,
      "keyPath": .string(keyPath),
      "message": .string(message),
      "severity": .string(severity),
    ]
  }
}

/// Problems, as the error of a `Result`.
package struct Diagnostics: Error {
  package var diagnostics: [Diagnostic]
  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
