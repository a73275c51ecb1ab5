import FacsimileTesting
import Foundation
import Testing

/// `notifications(named:object:)`, Foundation's async-sequence form, on every center: a real
/// `NotificationCenter` (which lacks it on Linux), the recorder (which indexes each loop) and
/// the spy (which records the call).
@Suite struct NotificationSequenceTests {
  /// A main-actor observer that loops over a sequence, as a view model does.
  @MainActor final class Loop {
    private(set) var received: [Notification.Name] = []
    private var task: Task<Void, Never>?

    func start(_ sequence: NotificationSequence) {
      task = Task { [weak self] in
        for await notification in sequence {
          self?.received.append(notification.name)
        }
      }
    }

    func stop() {
      task?.cancel()
      task = nil
    }
  }

  @Test func aRealCenterDeliversInOrderAndNothingIsLostBeforeNextIsCalled() async {
    let center = NotificationCenter()
    var iterator = center.notifications(named: .first).makeAsyncIterator()

    center.post(name: .first, object: nil)
    center.post(name: .second, object: nil)
    center.post(name: .first, object: "sender")

    #expect(await iterator.next()?.name == .first)
    #expect(await iterator.next()?.object as? String == "sender")
  }

  @Test func aSenderLimitsTheSequence() async {
    let center = NotificationCenter()
    let sender = Sender()
    var iterator = center.notifications(named: .first, object: sender).makeAsyncIterator()

    center.post(name: .first, object: Sender())
    center.post(name: .first, object: sender)

    #expect(await iterator.next()?.object as? Sender === sender)
  }

  @Test func theRecorderIndexesEachIteratorWhileItLives() {
    let center = NotificationCenterRecorder()
    let sequence = center.notifications(named: .first)
    #expect(center.observations.isEmpty)  // observing starts with an iterator

    do {
      let iterator = sequence.makeAsyncIterator()
      #expect(center.observations.map(\.isAsyncSequence) == [true])
      #expect(
        center.observations.map(\.description) == [
          #"async sequence observes "First" through an async sequence from any sender"#
        ])
      _ = iterator
    }

    #expect(center.observations.isEmpty)
  }

  @Test @MainActor func aMainActorLoopReceivesOnceItHasStarted() async throws {
    let center = NotificationCenterRecorder()
    let loop = Loop()

    loop.start(center.notifications(named: .first))
    try await center.requireObserving(.first, within: .seconds(300))
    center.post(name: .first, object: nil)
    try await center.requireObserving(.first, within: .seconds(300))  // lets the loop run

    let deadline = ContinuousClock.now + .seconds(300)
    while loop.received.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(2))
    }
    #expect(loop.received == [.first])
    loop.stop()
  }

  @Test @MainActor func cancellingTheLoopStopsObserving() async throws {
    let center = NotificationCenterRecorder()
    let loop = Loop()
    loop.start(center.notifications(named: .first))
    try await center.requireObserving(.first, within: .seconds(300))

    loop.stop()

    let deadline = ContinuousClock.now + .seconds(300)
    while !center.observations.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(2))
    }
    center.expectNotObserving(loop, .first)
    #expect(center.observations.isEmpty)
  }

  @Test @MainActor func aNamedLoopIsItsObserversObservation() async throws {
    let center = NotificationCenterRecorder()
    let loop = Loop()
    loop.start(center.notifications(named: .first, object: nil, observer: loop))
    try await center.requireObserving(.first, within: .seconds(300))

    center.expectObserving(loop, .first)
    #expect(center.observations(of: loop).map(\.observerDescription) == ["Loop"])
    loop.stop()
  }

  @Test @MainActor func anUnnamedLoopMakesExpectNotObservingRefuse() async throws {
    let center = NotificationCenterRecorder()
    let loop = Loop()
    loop.start(center.notifications(named: .first))
    try await center.requireObserving(.first, within: .seconds(300))

    withKnownIssue {
      center.expectNotObserving(Listener(), .first)
    } matching: { issue in
      String(describing: issue).contains("through an async sequence")
        && String(describing: issue).contains("notifications(named:object:observer:)")
    }
    loop.stop()
  }

  @Test func requireObservingFailsAtTheCallersLineAfterTheTimeout() async throws {
    let center = NotificationCenterRecorder()
    let line = #line + 2
    try await withKnownIssue {
      try await center.requireObserving(.first, within: .milliseconds(20), "after start")
      Issue.record("requireObserving returned instead of throwing")
    } matching: { issue in
      isIssue(
        issue, atLine: line,
        containing: #"Expected something to observe "First" within 0.02 seconds, but nothing"#,
        "after start")
    }
  }

  @Test func theSpyRecordsTheCallAndDeliversNothing() {
    let spy = NotificationCenterSpy()
    let listener = Listener()

    _ = spy.notifications(named: .first)
    _ = spy.notifications(named: .second, object: nil, observer: listener)

    #expect(spy.addedObservations.map(\.isAsyncSequence) == [true, true])
    #expect(spy.didAddObserver(listener))
  }
}
