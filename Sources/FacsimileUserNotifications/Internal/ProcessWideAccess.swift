import Foundation

// `@unchecked Sendable`: every stored `var` is read and written under the lock.
/// Who is told when code reaches the process-wide `UNUserNotificationCenter.current()` (outside
/// every per-test scope): a lifecycle driver with a center of its own tells a test that schedules
/// through the process-wide center instead that its driver sees none of it.
///
/// A process-wide object of a test library: an immutable reference to a lock box that only gains
/// watchers under fresh tokens and drops them when their driver goes. With no watcher, reaching
/// the center costs one lock.
package final class ProcessWideAccess: @unchecked Sendable {
  /// The watch of the process-wide notification center.
  package static let center = ProcessWideAccess()

  private let lock = NSLock()
  private var nextToken = 0
  private var watchers: [Int: @Sendable () -> Void] = [:]

  private init() {}

  /// Calls `watcher` each time code reaches the process-wide instance, on that code's thread,
  /// until ``stop(_:)``.
  ///
  /// - Parameter watcher: What to call.
  /// - Returns: The token that stops it.
  package func watch(_ watcher: @escaping @Sendable () -> Void) -> Int {
    lock.withLock {
      defer { nextToken += 1 }
      watchers[nextToken] = watcher
      return nextToken
    }
  }

  /// Stops a watcher.
  ///
  /// - Parameter token: What ``watch(_:)`` returned.
  package func stop(_ token: Int) {
    _ = lock.withLock { watchers.removeValue(forKey: token) }
  }

  /// Tells every watcher that code reached the process-wide instance, and returns it.
  func reached<Instance>(_ instance: Instance) -> Instance {
    let current = lock.withLock { Array(self.watchers.values) }
    for watcher in current { watcher() }
    return instance
  }
}
