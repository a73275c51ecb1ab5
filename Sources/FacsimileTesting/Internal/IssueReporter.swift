import Testing
import XCTest

/// The one route from an assertion to a test failure at the caller's location: Swift Testing's
/// `Issue.record` inside a `@Test`, `XCTFail` otherwise. (Each framework silently drops the
/// other's failures, so the route must pick.)
///
/// Outside any test's task (`Test.current == nil`) the route cannot tell an XCTest run from code
/// that a `@Test` started in a detached task or on another thread, so it reports both ways: an
/// XCTest run records the `XCTFail` and drops the `Issue.record`, and a Swift Testing run records
/// the issue (attributed to no test, which still fails the run) and drops the `XCTFail`. Either
/// way the failure is never lost.
func reportIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let location = sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if Test.current != nil {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: filePath, line: line)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// Where a test called a Facsimile API, kept for a failure reported later, away from that call.
struct CallerLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reports a failure at a location kept from an earlier call, such as the line that made a double.
func reportIssue(_ message: String, at location: CallerLocation) {
  reportIssue(
    message, fileID: location.fileID, filePath: location.filePath, line: location.line,
    column: location.column)
}

/// Records a failed requirement at the caller's location and throws an error that the test
/// framework does not record a second time.
///
/// In Swift Testing this is the failed check that `#require` expands to, with the message as the
/// check's expression and the caller's source location, so that the issue reads
/// `Expectation failed: <message>` on its first line (a `#require(requirementMet, comment)`
/// would headline the variable's name and put the message on a second line). It throws the
/// framework's `ExpectationFailedError`. Measured on Swift 6.3.1: that is the only error a test
/// can throw that Swift Testing does not record again (any other, `CancellationError` and an
/// error already passed to `Issue.record` included, becomes a second issue, "Caught error"), and
/// it has no public initializer, so it comes from the check itself. In XCTest it is `XCTUnwrap`
/// of a `nil` with the caller's file and line (which throws the error XCTest ignores). Either way
/// one failure is recorded, at the caller's line, with the full message.
func failRequirement(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) throws -> Never {
  let location = sourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if Test.current != nil {
    try __checkValue(
      false, expression: .__fromSyntaxNode(message), comments: [], isRequired: true,
      sourceLocation: location
    ).get()
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    let requirement: RequirementFailure? = nil
    _ = try XCTUnwrap(requirement, message, file: filePath, line: line)
  }
  // Not reached: both branches above throw. Kept so the function never returns normally.
  throw RequirementFailure(message: message)
}

/// The message of a failure: what went wrong, then the caller's own message, as XCTest writes it;
/// or the caller's message first (`first`), for a failure of several lines.
func failureMessage(_ failure: String, _ message: String?, first: Bool = false) -> String {
  guard let message, !message.isEmpty else { return failure }
  return first ? "\(message) - \(failure)" : "\(failure) - \(message)"
}

private func sourceLocation(
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> SourceLocation {
  SourceLocation(
    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
}
