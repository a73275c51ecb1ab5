import Dispatch
import Foundation

/// Tells, without trapping, whether the current code runs on the main actor.
///
/// The main actor's executor is the main dispatch queue. Under XCTest that queue is drained by the
/// main thread, but under Swift Testing on Linux the main thread is parked (`dispatchMain()`) and a
/// worker thread drains the main queue, so `Thread.isMainThread` and `OperationQueue.current` both
/// say "no" inside a `@MainActor` test, and Swift has no public, non-trapping "am I on this actor?"
/// query (`MainActor.assumeIsolated` traps when wrong). The main queue is therefore marked once with
/// a dispatch-specific value, which reads back only from code the main queue is running.
///
/// The mark is the one change FacsimileTesting makes outside its own objects: a constant value
/// under a key no one else has, set at most once; nothing reads it but ``isCurrent``.
package enum MainActorContext {
  private static let key = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the caller runs on the main thread or on the main queue, where
  /// `MainActor.assumeIsolated` holds.
  package static var isCurrent: Bool {
    if Thread.isMainThread { return true }
    return markMainQueue && DispatchQueue.getSpecific(key: key) == true
  }
}
