import FacsimileTesting
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every assertion, failing inside an XCTest test case: one failure, at the caller's line and
/// file, with the full message. (Swift Testing's side is in each double's failure tests.)
final class FailureLocationXCTests: FailureCapturingTestCase {
  let listener = Listener()

  func testExpectObserving() {
    let center = NotificationCenterRecorder()
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectObserving(self.listener, .first, "custom words") }
    assertOneFailure(
      failures, atLine: line,
      containing: #"Expected Listener to observe "First", but it observes nothing"#)
    XCTAssertTrue(failures.first?.description.contains("custom words") == true)
  }

  func testExpectNotObserving() {
    let center = NotificationCenterRecorder()
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectNotObserving(self.listener, .first) }
    assertOneFailure(
      failures, atLine: line, containing: #"Expected Listener not to observe "First""#)
  }

  func testExpectPosted() {
    let center = NotificationCenterRecorder()
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectPosted(.first) }
    assertOneFailure(failures, atLine: line, containing: "nothing was posted")
  }

  func testRequirePosted() {
    let center = NotificationCenterRecorder()
    center.post(name: .second, object: nil)
    let line: UInt = #line + 1
    let failures = captureFailures { try center.requirePosted(.first) }
    assertOneFailure(
      failures, atLine: line, containing: #"Expected "First" to be posted, but posted: "Second""#)
  }

  func testRequirePostedThrows() {
    let center = NotificationCenterRecorder()
    var threw = false
    _ = captureFailures {
      do { try center.requirePosted(.first) } catch { threw = true }
    }
    XCTAssertTrue(threw)
  }

  func testExpectNotPosted() {
    let center = NotificationCenterRecorder()
    center.post(name: .first, object: nil)
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectNotPosted(.first) }
    assertOneFailure(
      failures, atLine: line,
      containing: #"Expected no "First" to be posted, but it was posted once"#)
  }

  func testRequireFulfilled() async {
    let expectation = NotificationExpectation(name: .first, center: NotificationCenter())
    let line: UInt = #line + 2
    let failures = await captureFailures {
      try await expectation.requireFulfilled(within: .milliseconds(20))
    }
    assertOneFailure(failures, atLine: line, containing: #"Expected "First" to be posted within"#)
  }

  func testExpectNotFulfilled() async {
    let center = NotificationCenter()
    let expectation = NotificationExpectation(name: .first, center: center)
    center.post(name: .first, object: nil)
    let line: UInt = #line + 1
    let failures = await captureFailures { await expectation.expectNotFulfilled() }
    assertOneFailure(failures, atLine: line, containing: #"Expected no "First" to be posted"#)
  }

  func testRequireRequest() {
    let stub = StubURLSession()
    let line: UInt = #line + 1
    let failures = captureFailures { try stub.requireRequest(toPath: "/locations") }
    assertOneFailure(
      failures, atLine: line,
      containing: "Expected a request to /locations, but the session sent none")
  }

  func testExpectNoUnansweredRequests() {
    let stub = StubURLSession()
    let done = expectation(description: "request failed")
    stub.session.dataTask(with: URL(string: "https://example.com/nobody")!) { _, _, error in
      XCTAssertTrue(error is UnansweredRequestError)
      done.fulfill()
    }.resume()
    wait(for: [done], timeout: 5)
    let line: UInt = #line + 1
    let failures = captureFailures { stub.expectNoUnansweredRequests() }
    assertOneFailure(failures, atLine: line, containing: "no handler answered 1 request")
  }

  func testRequireFabricated() {
    let line: UInt = #line + 1
    let failures = captureFailures { _ = try requireFabricated(Article.self, ["views": "many"]) }
    assertOneFailure(
      failures, atLine: line,
      containing: #"Could not fabricate Article: Article.views: expected Int, found String "many""#)
  }

  func testExpectNotObservingRefusesWhenABlocksObserverCannotBeTold() {
    let center = NotificationCenterRecorder()
    let token = center.addObserver(forName: .first, object: nil, queue: nil) { _ in }
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectNotObserving(self.listener, .first) }
    assertOneFailure(
      failures, atLine: line, containing: #"Cannot tell whether Listener observes "First""#)
    center.removeObserver(token)
  }

  func testExpectNotObservingFailsForTheHolderOfABlocksToken() {
    final class Holder: @unchecked Sendable { var observer: (any NSObjectProtocol)? }
    let center = NotificationCenterRecorder()
    let holder = Holder()
    holder.observer = center.addObserver(forName: .first, object: nil, queue: .main) { _ in }
    let line: UInt = #line + 1
    let failures = captureFailures { center.expectNotObserving(holder, .first) }
    assertOneFailure(
      failures, atLine: line, containing: #"Holder observes "First" with a block"#)
  }

  func testRequireObserving() async {
    let center = NotificationCenterRecorder()
    let line: UInt = #line + 2
    let failures = await captureFailures {
      try await center.requireObserving(.first, within: .milliseconds(20))
    }
    assertOneFailure(
      failures, atLine: line, containing: #"Expected something to observe "First" within"#)
  }

  func testRequireRequestWithin() async {
    let stub = StubURLSession()
    let line: UInt = #line + 2
    let failures = await captureFailures {
      try await stub.requireRequest(toPath: "/locations", within: .milliseconds(20))
    }
    assertOneFailure(
      failures, atLine: line,
      containing: "Expected a request to /locations within 0.02 seconds, but the session sent none")
  }

  func testExpectValidFixtures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xc-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"$type": "Article", "views": "many"}"#.utf8)
      .write(to: folder.appendingPathComponent("a.json"))
    let line: UInt = #line + 2
    let failures = captureFailures {
      expectValidFixtures(in: folder.path, allowing: [Article.self])
    }
    assertOneFailure(
      failures, atLine: line,
      containing: #"a.json:1:22: error: Article.views: expected Int, found String "many""#)
  }

  func testPassingAssertionsRecordNothing() throws {
    let center = NotificationCenterRecorder()
    center.addObserver(
      listener, handler: NotificationHandler("handle", Listener.handle), name: .first, object: nil)
    center.post(name: .first, object: nil)
    let failures = captureFailures {
      center.expectObserving(self.listener, .first, handler: "handle")
      center.expectNotObserving(self.listener, .second)
      center.expectPosted(.first)
      center.expectNotPosted(.second)
      try center.requirePosted(.first)
      _ = try requireFabricated(Article.self, ["views": 2])
    }
    XCTAssertEqual(failures.map(\.description), [])
  }
}
