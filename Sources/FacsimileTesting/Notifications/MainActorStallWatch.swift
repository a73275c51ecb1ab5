import Dispatch
import FacsimileSeams
import Foundation

/// Watches for the hang Facsimile cannot prevent: Foundation's own `NotificationCenter`, posted to
/// from a `@MainActor` Swift Testing test on Linux, waiting forever for a `queue: .main` observer.
///
/// Under Swift Testing on Linux the main actor runs on the main queue, drained by a worker thread,
/// so `OperationQueue.current` is `nil` there and Foundation's `post` enqueues such a block on the
/// main queue and waits for it while the test holds that queue. Nothing can end the wait. What can
/// be done is to say so: a watch puts a probe on the main queue and, if the probe has not run
/// after ``limit``, reports a failure at the line the test gave (the issue prints at once, while
/// the process is still stuck, so a CI log shows the cause before a watchdog kills the job).
///
/// A watch is armed only where the hang can happen: on the main actor, off the main thread (where
/// XCTest runs, and where Foundation runs `.main` blocks at once).
struct MainActorStallWatch: Sendable {
  /// How long the main queue may stay held before the watch reports it.
  static let defaultLimit: DispatchTimeInterval = .seconds(10)

  /// The queue watches wait on: a serial queue of its own, whose thread is not one of the few the
  /// global queues share, so that tests blocking those threads cannot keep a watch from firing.
  private static let watchQueue = DispatchQueue(label: "Facsimile.MainActorStallWatch")

  /// Whether the caller runs where Foundation's `post` deadlocks with a `.main` observer.
  static var isArmable: Bool {
    MainActorContext.isCurrent && !Thread.isMainThread
  }

  /// Puts the probe on the main queue and, unless it runs within `limit`, calls `report` once,
  /// from another thread.
  static func arm(
    limit: DispatchTimeInterval, report: @escaping @Sendable () -> Void
  ) {
    let probeRan = LockedState(false)
    DispatchQueue.main.async {
      probeRan.withLock { $0 = true }
    }
    watchQueue.asyncAfter(deadline: .now() + limit) {
      guard !probeRan.withLock({ $0 }) else { return }
      report()
    }
  }

  /// What the report says: what is stuck, why, and what to change.
  static func message(made: String, limit: DispatchTimeInterval) -> String {
    "The main actor has been held for over \(QueueDelivery.describe(limit)) since this "
      + "\(made) was made: likely a hang in Foundation's NotificationCenter.post, which on "
      + "Linux waits forever for a queue: .main observer when it is called from a @MainActor "
      + "Swift Testing test (the main actor runs on the main queue there, not on the main "
      + "thread). Give the code a NotificationCenterRecorder, which runs such observers at once "
      + "as on iOS, or observe with queue: nil, or post from a test that is not @MainActor."
  }
}
