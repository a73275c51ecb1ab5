import Dispatch
import FacsimileSeams
import Foundation

/// Runs a block observer on the queue it asked for, as Apple's `NotificationCenter` does, without
/// the deadlock swift-corelibs-foundation's `post` has on Linux.
///
/// Apple's center runs the block at once when the posting code already runs on the observer's
/// queue, and otherwise adds it to that queue and waits until it has run. Foundation on Linux
/// decides "already on the queue" with `OperationQueue.current`, which is `nil` inside a
/// `@MainActor` Swift Testing test (the main queue is drained by a worker thread there, not by the
/// main thread), so it enqueues the block on the main queue and waits for it while the test holds
/// that queue: a hang that no time limit ends. Here "on the main queue" is asked of
/// ``MainActorContext``, which reads a marker only code the main queue runs can see.
///
/// A wait that cannot end (the queue is held by code that waits for this post) is cut short after
/// ``waitLimit`` (``defaultWaitLimit`` unless a test of this package sets it) and reported through `stalled`, so the test fails instead of hanging; the block
/// still runs when the queue is free.
struct QueueDelivery: Sendable {
  /// How long a post waits for another queue to run a block before it reports the stall and goes
  /// on. Long enough for a queue that is merely busy (other tests' main-actor work, a sanitizer's
  /// slowdown), short enough that a deadlock is a failure, not a stalled CI job.
  static let defaultWaitLimit: DispatchTimeInterval = .seconds(10)

  let queue: OperationQueue?
  let waitLimit: DispatchTimeInterval
  let block: @Sendable (Notification) -> Void
  /// Called on the posting thread when the queue did not run the block within ``waitLimit``.
  let stalled: @Sendable (_ queueName: String) -> Void

  func deliver(_ notification: Notification) {
    guard let queue, !Self.isCurrent(queue) else {
      block(notification)
      return
    }
    // The box hands the (non-Sendable) notification over to the queue exactly once.
    let handOver = LockedState<Notification?>(notification)
    let finished = DispatchSemaphore(value: 0)
    let block = self.block
    queue.addOperation {
      defer { finished.signal() }
      guard let notification = handOver.withLock({ $0.take() }) else { return }
      block(notification)
    }
    if finished.wait(timeout: .now() + waitLimit) == .timedOut {
      stalled(queue === OperationQueue.main ? "the main queue" : queue.name ?? "its queue")
    }
  }

  /// `10 s`, `200 ms`: a wait limit as a failure message shows it.
  static func describe(_ limit: DispatchTimeInterval) -> String {
    switch limit {
    case .seconds(let seconds): "\(seconds) s"
    case .milliseconds(let milliseconds): "\(milliseconds) ms"
    case .microseconds(let microseconds): "\(microseconds) µs"
    case .nanoseconds(let nanoseconds): "\(nanoseconds) ns"
    default: "ever"
    }
  }

  /// Whether code running now runs on `queue`: for the main queue, on the main actor (main thread
  /// or main queue); for another, `OperationQueue.current`, which is right for queues other than
  /// the main one.
  private static func isCurrent(_ queue: OperationQueue) -> Bool {
    if queue === OperationQueue.main { return MainActorContext.isCurrent }
    return OperationQueue.current === queue
  }
}
