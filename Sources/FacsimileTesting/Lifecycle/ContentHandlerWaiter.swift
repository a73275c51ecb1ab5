import Dispatch
import FacsimileUserNotifications
import Foundation

// `@unchecked Sendable`: every stored `var` is read and written under the lock; the timer and its
// queue are Dispatch objects, safe from any thread; the extension is called only as the system
// calls it, from a thread of the system's choosing.
/// Plays the system's part while a service extension works on a request: takes the first content
/// handed to the content handler, and keeps the deadline on a clock of its own.
///
/// The content is copied when the handler is called, as the system takes it then (it serializes
/// the content for the process that shows it), so later changes to the extension's object do not
/// show. The deadline is a Dispatch timer on a serial queue of this waiter's own, not a task:
/// when it passes, ``serviceExtensionTimeWillExpire()`` is called and the grace period runs on
/// that queue, so neither waits for a free thread of Swift concurrency's cooperative pool (a pool
/// busy with blocking work once stretched a 0.5 s deadline to 23 s). Only the caller's return
/// needs a pool thread, and by then the outcome is decided. Any `Duration` is accepted: zero or
/// negative passes at once, one too long for the clock never passes.
///
/// The handler may be called from any thread, before the wait starts, more than once, or never;
/// the first content counts, and later ones are ignored, as the system ignores them.
final class ContentHandlerWaiter: @unchecked Sendable {
  private enum Phase {
    /// Before the deadline.
    case working
    /// Past the deadline, in the grace period after ``serviceExtensionTimeWillExpire()``.
    case expiring
    /// The handler was called; its content is being copied.
    case handingOver
    /// Decided: the content handed over, or none.
    case finished(UNNotificationContent?)
  }

  private let lock = NSLock()
  private var phase = Phase.working
  private var deadlinePassed = false
  private var waiting: CheckedContinuation<Void, Never>?
  private var timer: (any DispatchSourceTimer)?
  private let queue = DispatchQueue(label: "Facsimile.presentedContent.deadline")

  /// Whether the deadline passed with no content, so that `expire` was called.
  var expired: Bool { lock.withLock { deadlinePassed } }

  /// The handler to give the extension.
  var handler: (UNNotificationContent) -> Void {
    { [self] content in deliver(content) }
  }

  private func deliver(_ content: UNNotificationContent) {
    let first = lock.withLock { () -> Bool in
      switch phase {
      case .working, .expiring:
        phase = .handingOver
        return true
      case .handingOver, .finished:
        return false
      }
    }
    guard first else { return }
    // Outside the lock: a subclass's `copy()` is the user's code.
    finish(with: content.copy() as? UNNotificationContent ?? content)
  }

  /// Starts the deadline: when `limit` passes with no content, `expire` is called, and the wait
  /// ends `grace` after it returns unless content comes meanwhile. Started before the extension
  /// is called, on no task, so that its time runs while the caller is busy or the pool is full.
  ///
  /// - Parameters:
  ///   - limit: The time until the deadline, on the monotonic clock.
  ///   - grace: The time after the deadline, once `expire` has returned.
  ///   - expire: Called on the waiter's queue when the deadline passes with no content.
  func startDeadline(
    after limit: Duration, grace: Duration, expire: @escaping @Sendable () -> Void
  ) {
    schedule(after: limit) { [self] in
      let due = lock.withLock { () -> Bool in
        guard case .working = phase else { return false }
        phase = .expiring
        deadlinePassed = true
        return true
      }
      guard due else { return }
      expire()
      schedule(after: grace) { [self] in finishExpired() }
    }
  }

  /// Waits until content is handed over, or until the deadline and the grace period after it
  /// have passed, whichever comes first.
  ///
  /// - Returns: A copy of the content handed over, or `nil` if none came in time.
  func content() async -> UNNotificationContent? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let finished = lock.withLock { () -> Bool in
        guard case .finished = phase else {
          waiting = continuation
          return false
        }
        return true
      }
      if finished { continuation.resume() }
    }
    // The content stays behind the lock: it is not `Sendable`, and the continuation only says
    // that the outcome is decided.
    return lock.withLock { () -> UNNotificationContent? in
      guard case .finished(let content) = phase else { return nil }
      return content
    }
  }

  /// Ends the wait with no content, unless content came during the grace period.
  private func finishExpired() {
    let expiring = lock.withLock { () -> Bool in
      guard case .expiring = phase else { return false }
      return true
    }
    if expiring { finish(with: nil) }
  }

  /// Decides the outcome, once, and hands it to the wait if it has begun.
  private func finish(with content: UNNotificationContent?) {
    let (continuation, timer) = lock.withLock {
      () -> (CheckedContinuation<Void, Never>?, (any DispatchSourceTimer)?) in
      if case .finished = phase { return (nil, nil) }
      phase = .finished(content)
      defer {
        waiting = nil
        self.timer = nil
      }
      return (waiting, self.timer)
    }
    timer?.cancel()
    continuation?.resume()
  }

  /// Runs `action` on the waiter's queue after `delay`, replacing the timer before it.
  private func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.setEventHandler(handler: action)
    timer.schedule(deadline: Self.deadline(after: delay), leeway: .milliseconds(1))
    let previous = lock.withLock { () -> (any DispatchSourceTimer)? in
      if case .finished = phase { return timer }
      defer { self.timer = timer }
      return self.timer
    }
    // A source is resumed once before it is cancelled or released (libdispatch requires it).
    timer.resume()
    previous?.cancel()
  }

  /// The Dispatch time `delay` from now: at once for zero or less, never for a delay past what
  /// the clock counts (about 292 years of nanoseconds), with no arithmetic that can trap.
  static func deadline(after delay: Duration) -> DispatchTime {
    guard delay > .zero else { return .now() }
    let (seconds, attoseconds) = delay.components
    let total = Double(seconds) + Double(attoseconds) / 1e18
    guard total < Double(Int64.max) / 1e9 else { return .distantFuture }
    // In seconds as a `Double`: Dispatch clamps it to its range on every platform, where an
    // `Int` of nanoseconds has 32 bits on some.
    return .now() + total
  }
}
