import FacsimileTesting
import Foundation
import Testing

@Suite struct NotificationExpectationTests {
  let center = NotificationCenter()

  @Test func returnsANotificationPostedBeforeTheWait() async throws {
    let expectation = NotificationExpectation(name: .first, center: center)
    center.post(name: .first, object: nil, userInfo: ["key": "value"])

    let notification = try await expectation.requireFulfilled(within: .seconds(1))

    #expect(notification.userInfo?["key"] as? String == "value")
    #expect(expectation.isFulfilled)
  }

  @Test func waitsForANotificationPostedLater() async throws {
    let expectation = NotificationExpectation(name: .first, center: center)
    let center = center
    Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      center.post(name: .first, object: nil)
    }

    try await expectation.requireFulfilled(within: .seconds(5))
  }

  @Test func onlyTheGivenSenderFulfils() async {
    let sender = Sender()
    let expectation = NotificationExpectation(name: .first, object: sender, center: center)

    center.post(name: .first, object: Sender())
    center.post(name: .second, object: sender)

    await expectation.expectNotFulfilled()
    center.post(name: .first, object: sender)
    #expect(expectation.notifications.count == 1)
  }

  @Test func worksWithARecorder() async throws {
    let recorder = NotificationCenterRecorder()
    let expectation = NotificationExpectation(name: .first, center: recorder)
    recorder.post(name: .first, object: nil)
    try await expectation.requireFulfilled()
    recorder.expectPosted(.first)
  }

  @Test func stopsObservingWhenReleased() {
    let recorder = NotificationCenterRecorder()
    do {
      let expectation = NotificationExpectation(name: .first, center: recorder)
      #expect(recorder.observations(named: .first).count == 1)
      _ = expectation
    }
    #expect(recorder.observations.isEmpty)
  }

  @Test func requireFulfilledFailsAtTheCallerLineOnTimeout() async throws {
    let expectation = NotificationExpectation(name: .first, object: "Berlin", center: center)
    let line = #line + 2
    try await withKnownIssue {
      try await expectation.requireFulfilled(within: .milliseconds(50), "auth changed")
      Issue.record("requireFulfilled returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing:
          #"Expected "First" from "Berlin" to be posted within 0.05 seconds, but it was not"#,
        "auth changed")
    }
  }

  @Test func expectNotFulfilledFailsAtTheCallerLine() async {
    let expectation = NotificationExpectation(name: .first, center: center)
    center.post(name: .first, object: nil)
    let line = #line + 2
    await withKnownIssue {
      await expectation.expectNotFulfilled(within: .milliseconds(10))
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: #"Expected no "First" to be posted, but it was posted once"#)
    }
  }

  @Test func cancellationEndsTheWaitEarly() async {
    let expectation = NotificationExpectation(name: .first, center: center)
    let clock = ContinuousClock()
    let start = clock.now
    let waiter = Task {
      _ = try await expectation.requireFulfilled(within: .seconds(300))
    }
    try? await Task.sleep(for: .milliseconds(20))
    waiter.cancel()
    let result = await waiter.result
    #expect(throws: CancellationError.self) { try result.get() }
    // Far below the timeout, with room for a loaded machine (under the thread sanitizer, other
    // tests can hold the two threads of the shared pool for 20 seconds).
    #expect(clock.now - start < .seconds(100))
  }
}
