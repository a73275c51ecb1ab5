import FacsimileUserNotifications
import Foundation

// `@unchecked Sendable`: every stored property is read and written under the lock. The content
// crosses threads as the system's content handler lets it: it is handed over once and not
// touched by the extension afterwards (the contract of `didReceive(_:withContentHandler:)`).
/// Waits for a service extension's content handler, for a limited time on the real clock.
///
/// The handler may be called from any thread, before `wait(upTo:)` starts, more than once, or
/// never; the first content counts, and a wait always ends by its deadline.
final class ContentHandlerWaiter: @unchecked Sendable {
  private let lock = NSLock()
  private var content: UNNotificationContent?
  private var waiting: CheckedContinuation<Void, Never>?
  /// The number of the current wait, and the last wait whose deadline passed: a deadline that
  /// passes before its wait has begun, or after it ended, is told apart from the current one.
  private var wait = 0
  private var expired = 0

  /// The handler to give the extension.
  var handler: (UNNotificationContent) -> Void {
    { [self] content in deliver(content) }
  }

  /// The first content handed over, if any.
  var delivered: UNNotificationContent? { lock.withLock { content } }

  private func deliver(_ content: UNNotificationContent) {
    let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
      guard self.content == nil else { return nil }
      self.content = content
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume()
  }

  /// Waits until content is handed over or `limit` passes, whichever comes first.
  ///
  /// - Parameter limit: How long to wait, on the continuous clock.
  /// - Returns: The content, or `nil` if none came in time.
  func wait(upTo limit: Duration) async -> UNNotificationContent? {
    let number = lock.withLock { () -> Int in
      wait += 1
      return wait
    }
    let timer = Task { [self] in
      try? await Task.sleep(for: limit)
      expire(number)
    }
    defer { timer.cancel() }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let over = lock.withLock { () -> Bool in
        guard content == nil, expired != number else { return true }
        waiting = continuation
        return false
      }
      if over { continuation.resume() }
    }
    return delivered
  }

  /// Ends wait `number`, if it is the current one and still waiting.
  private func expire(_ number: Int) {
    lock.withLock { () -> CheckedContinuation<Void, Never>? in
      guard wait == number else { return nil }
      expired = number
      defer { waiting = nil }
      return waiting
    }?.resume()
  }
}
