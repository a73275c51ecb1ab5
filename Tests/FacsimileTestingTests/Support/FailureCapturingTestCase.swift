import XCTest

/// An XCTest case that can capture the failures a block records, so a test can check where an
/// assertion's failure lands (Linux's XCTest has no `XCTExpectFailure`).
///
/// Failures outside ``captureFailures(_:)`` are recorded as usual, so the checks made on the
/// captured failures can themselves fail the test.
class FailureCapturingTestCase: XCTestCase {
  struct CapturedFailure {
    let description: String
    let filePath: String
    let line: Int
  }

  private var captured: [CapturedFailure]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if captured != nil {
      captured?.append(
        CapturedFailure(description: description, filePath: filePath, line: lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body` and returns the failures it recorded instead of recording them.
  func captureFailures(_ body: () throws -> Void) -> [CapturedFailure] {
    captured = []
    do {
      try body()
    } catch {
      // A `require...` helper throws after recording its failure; the failure is what matters.
    }
    defer { captured = nil }
    return captured ?? []
  }

  /// Runs `body` and returns the failures it recorded instead of recording them.
  func captureFailures(_ body: () async throws -> Void) async -> [CapturedFailure] {
    captured = []
    do {
      try await body()
    } catch {
      // A `require...` helper throws after recording its failure; the failure is what matters.
    }
    defer { captured = nil }
    return captured ?? []
  }

  /// Asserts that exactly one failure was captured, at `line` of this file, mentioning `text`.
  func assertOneFailure(
    _ failures: [CapturedFailure], atLine line: UInt, containing text: String,
    file: StaticString = #filePath, callerLine: UInt = #line
  ) {
    XCTAssertEqual(
      failures.count, 1, "captured: \(failures.map(\.description))", file: file, line: callerLine)
    guard let failure = failures.first else { return }
    XCTAssertEqual(failure.line, Int(line), failure.description, file: file, line: callerLine)
    XCTAssertEqual(failure.filePath, "\(file)", file: file, line: callerLine)
    XCTAssertTrue(
      failure.description.contains(text), "\"\(failure.description)\" lacks \"\(text)\"",
      file: file, line: callerLine)
  }
}
