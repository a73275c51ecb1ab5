import Foundation

// `@unchecked Sendable`: the one stored property is only read and written under the lock.
/// An object reference behind a lock, for a value that is not a key, such as the scene UIKit's
/// `UNNotificationResponse.targetScene` names (FacsimileUIKit reads and writes it).
package final class LockedReference: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: AnyObject?

  package init() {}

  /// The object, or `nil`.
  package var object: AnyObject? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
