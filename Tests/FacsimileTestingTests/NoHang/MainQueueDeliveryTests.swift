import FacsimileTesting
import Foundation
import Synchronization
import Testing

/// A `queue: .main` observer on a recorder, posted to from the main actor, runs at once, as on iOS.
///
/// Without the recorder's own delivery these tests do not fail: they hang. On Linux a `@MainActor`
/// Swift Testing test runs on the main queue, drained by a worker thread, so Foundation's `post`
/// (which compares the observer's queue with `OperationQueue.current`, `nil` there) enqueues the
/// block on the main queue and waits for it, while the test itself holds that queue. CI runs this
/// suite under `timeout` (`.ci/run`), so a hang fails the build instead of stalling it.
///
/// Some of these tests hold the main actor on purpose; the suite runs its tests one at a time, so
/// that one test's hold is never another's stall.
@Suite(.serialized) struct NoHangTests {}

extension NoHangTests {
  @Suite struct MainQueueDelivery {

    @Test @MainActor func aMainQueueObserverRunsAtOnceWhenPostedFromTheMainActor() {
      let center = NotificationCenterRecorder()
      let counter = Counter()
      let token = center.addObserver(forName: .first, object: nil, queue: .main) { _ in
        counter.increment()
      }

      center.post(name: .first, object: nil)

      #expect(counter.value == 1)
      center.removeObserver(token)
    }

    @Test @MainActor func theBlockRunsOnTheMainActor() {
      let center = NotificationCenterRecorder()
      let listener = MainActorListener()
      let token = center.addObserver(forName: .first, object: nil, queue: .main) { notification in
        let name = notification.name
        MainActor.assumeIsolated { listener.record(name) }
      }

      center.post(name: .first, object: nil)

      #expect(listener.received == [.first])
      center.removeObserver(token)
    }

    @Test func postingFromElsewhereWaitsForTheMainQueue() async {
      let center = NotificationCenterRecorder()
      let listener = MainActorListener()
      let token = center.addObserver(forName: .first, object: nil, queue: .main) { notification in
        let name = notification.name
        MainActor.assumeIsolated { listener.record(name) }
      }

      await Task.detached { center.post(name: .first, object: nil) }.value

      #expect(await listener.received == [.first])
      center.removeObserver(token)
    }

    @Test @MainActor func anotherQueueRunsTheBlockAndThePostWaitsForIt() {
      let center = NotificationCenterRecorder()
      let queue = OperationQueue()
      let counter = Counter()
      let token = center.addObserver(forName: .first, object: nil, queue: queue) { _ in
        #expect(OperationQueue.current === queue)
        counter.increment()
      }

      center.post(name: .first, object: nil)

      #expect(counter.value == 1)
      center.removeObserver(token)
    }

    @Test @MainActor func aPostFromInsideAMainQueueObserverReachesTheOthersAtOnce() {
      let center = NotificationCenterRecorder()
      let counter = Counter()
      let outer = center.addObserver(forName: .first, object: nil, queue: .main) { _ in
        center.post(name: .second, object: nil)
      }
      let inner = center.addObserver(forName: .second, object: nil, queue: .main) { _ in
        counter.increment()
      }

      center.post(name: .first, object: nil)

      #expect(counter.value == 1)
      center.removeObserver(outer)
      center.removeObserver(inner)
    }

    /// The one case that cannot work, on iOS either: the main queue is held by code that waits for
    /// the post. The post gives up after the wait limit and fails the test at the line that made the
    /// recorder, instead of hanging.
    @Test func aPostThatWaitsForAHeldMainQueueFailsInsteadOfHanging() {
      let line = #line + 1
      let center = NotificationCenterRecorder(waitLimit: .milliseconds(200))
      let counter = Counter()
      let token = center.addObserver(forName: .first, object: nil, queue: .main) { _ in
        counter.increment()
      }
      let held = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      DispatchQueue.main.async {
        held.signal()
        release.wait()  // the main queue waits for the post to end
      }
      held.wait()

      withKnownIssue {
        center.post(name: .first, object: nil)
      } matching: { issue in
        isIssue(
          issue, atLine: line,
          containing: #"A post of "First" waited 200 ms for the main queue"#,
          "the queue is held by code that waits for this post")
      }
      #expect(counter.value == 0)
      release.signal()
      center.removeObserver(token)
    }
  }
}
