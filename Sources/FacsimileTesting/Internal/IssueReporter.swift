import Testing
import XCTest

/// The one route from an assertion to a test failure at the caller's location: Swift Testing's
/// `Issue.record` inside a `@Test`, `XCTFail` otherwise. (Each framework silently drops the
/// other's failures, so the route must pick.)
func reportIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
