public import FacsimileCore
public import Foundation

/// A notification the system delivered: when, and the request it came from.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// There is no public initializer, as on Apple platforms. Make one by coder, by key, or with
/// ``fabricate(content:identifier:date:trigger:)``:
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Breaking"
/// let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
/// ```
open class UNNotification: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var date = Date(timeIntervalSince1970: 0)
    /// `nil` until set or first read (see `StoredKey.key(_:_:default:)`).
    var request: UNNotificationRequest?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let date = StoredKey.key("date", \Values.date)
    static let request = StoredKey.key(
      "request", \Values.request, default: { UNNotificationRequest() })
  }

  let storage = KeyedStorage(Values())

  /// When the notification was delivered.
  open var date: Date { storage[Keys.date] }

  /// The request that scheduled the notification: its identifier, content and trigger.
  open var request: UNNotificationRequest { storage[Keys.request] }

  /// `true`: notifications can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: a delivered notification is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = notification.copy() as AnyObject
  /// print(same === notification)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The notification's keys: `date` and `request`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotification.storage,
    [Keys.date, Keys.request])
}
