import FacsimileTesting
import Foundation
import XCTest

/// `expectNoDifference` failing inside an XCTest test case: one failure, at the caller's line and
/// file, listing only the key paths that differ.
final class ExpectNoDifferenceXCTests: FailureCapturingTestCase {
  private func response(title: String) throws -> UNNotificationResponse {
    try InstanceHelper.create(
      UNNotificationResponse.self,
      properties: [
        "actionIdentifier": "OPEN",
        "notification": ["request": ["identifier": "article-1", "content": ["title": title]]],
      ])
  }

  func testExpectNoDifferenceBetweenObjects() async throws {
    let actual = try response(title: "Hi")
    let expected = try response(title: "Hello")
    let line: UInt = #line + 1
    let failures = captureFailures { expectNoDifference(actual, expected, "custom words") }
    assertOneFailure(
      failures, atLine: line,
      containing: "UNNotificationResponse differs at 1 key path (expected → actual):\n"
        + #"  notification.request.content.title: "Hello" → "Hi""#)
    XCTAssertTrue(failures.first?.description.contains("custom words - ") == true)
    XCTAssertFalse(failures.first?.description.contains("actionIdentifier") == true)
    XCTAssertFalse(failures.first?.description.contains("identifier:") == true)
  }

  func testExpectNoDifferenceFromAFixture() async throws {
    let actual = try response(title: "Hi")
    let line: UInt = #line + 1
    let failures = captureFailures { expectNoDifference(actual, ["actionIdentifier": "DISMISS"]) }
    assertOneFailure(
      failures, atLine: line,
      containing: "UNNotificationResponse differs at 1 key path (expected → actual):\n"
        + #"  actionIdentifier: "DISMISS" → "OPEN""#)
    XCTAssertFalse(failures.first?.description.contains("title") == true)
  }

  func testEqualObjectsRecordNothing() async throws {
    let actual = try response(title: "Hi")
    let expected = try response(title: "Hi")
    let failures = captureFailures {
      expectNoDifference(actual, expected)
      expectNoDifference(actual, ["notification": ["request": ["content": ["title": "Hi"]]]])
    }
    XCTAssertEqual(failures.map(\.description), [])
  }

  func testExpectNoDifferenceBetweenPlainValues() {
    let line: UInt = #line + 1
    let failures = captureFailures { expectNoDifference(["a": 1, "b": 2], ["a": 1, "b": 3]) }
    assertOneFailure(
      failures, atLine: line,
      containing: "Dictionary<String, Int> differs (expected −, actual +):")
    XCTAssertTrue(failures.first?.description.contains("−   \"b\": 3,") == true)
    XCTAssertTrue(failures.first?.description.contains("+   \"b\": 2,") == true)
  }

  func testExpectNoDifferenceBetweenArraysOfModels() async throws {
    let actual = [try response(title: "Hi")]
    let expected = [try response(title: "Hello")]
    let line: UInt = #line + 1
    let failures = captureFailures { expectNoDifference(actual, expected) }
    assertOneFailure(
      failures, atLine: line,
      containing: "Array<UNNotificationResponse> differs at 1 key path (expected → actual):\n"
        + #"  [0].notification.request.content.title: "Hello" → "Hi""#)
  }
}
