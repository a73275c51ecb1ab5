import FacsimileTesting
import Foundation
import Synchronization

/// An observer object for the notification tests: counts what its handlers receive, from any
/// thread.
final class Listener: Sendable {
  private let names = Mutex<[Notification.Name]>([])

  var received: [Notification.Name] { names.withLock { $0 } }

  func handle(_ notification: Notification) {
    names.withLock { $0.append(notification.name) }
  }

  func other(_ notification: Notification) {
    names.withLock { $0.append(notification.name) }
  }
}

/// A main-actor observer, as a view controller is.
@MainActor
final class MainActorListener {
  private(set) var received: [Notification.Name] = []

  func handle(_ notification: Notification) {
    received.append(notification.name)
  }

  func record(_ name: Notification.Name) {
    received.append(name)
  }
}

extension Notification.Name {
  static let first = Notification.Name("First")
  static let second = Notification.Name("Second")
}

/// A sender for the sender-limited tests.
final class Sender: Sendable {}

/// A count that any thread may raise.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
