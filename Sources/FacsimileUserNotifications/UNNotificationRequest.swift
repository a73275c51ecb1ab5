public import FacsimileCore
public import Foundation

/// A request to show a notification: an identifier, the content, and what triggers delivery.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Stand up"
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
/// let request = UNNotificationRequest(identifier: "stand-up", content: content, trigger: trigger)
/// ```
open class UNNotificationRequest: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var identifier = ""
    /// `nil` until set or first read (see `StoredKey.key(_:_:default:)`).
    var content: UNNotificationContent?
    var trigger: UNNotificationTrigger?
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let identifier = StoredKey.key("identifier", \Values.identifier)
    static let content = StoredKey.key(
      "content", \Values.content, default: { UNNotificationContent() })
    static let trigger = StoredKey.key("trigger", \Values.trigger)
  }

  let storage = KeyedStorage(Values())

  /// The request's identifier; adding a request with the identifier of a pending one replaces it.
  open var identifier: String { storage[Keys.identifier] }

  /// The content of the notification.
  open var content: UNNotificationContent { storage[Keys.content] }

  /// What triggers delivery; `nil` delivers the notification right away.
  open var trigger: UNNotificationTrigger? { storage[Keys.trigger] }

  /// `true`: requests can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: a request is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = request.copy() as AnyObject
  /// print(same === request)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// Creates a request, as Apple's `+requestWithIdentifier:content:trigger:` does.
  ///
  /// Like Apple's `@NSCopying` properties, the request keeps copies of `content` and `trigger`:
  /// a ``UNMutableNotificationContent`` becomes an immutable ``UNNotificationContent``, and
  /// changing it afterwards does not change the request.
  ///
  /// ```swift
  /// let request = UNNotificationRequest(identifier: "id", content: content, trigger: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The request's identifier.
  ///   - content: The notification's content.
  ///   - trigger: What triggers delivery, or `nil` to deliver right away.
  public convenience init(
    identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?
  ) {
    self.init()
    let content = content.copy() as? UNNotificationContent ?? content
    let trigger = trigger.map { $0.copy() as? UNNotificationTrigger ?? $0 }
    storage.withValues { values in
      values.identifier = identifier
      values.content = content
      values.trigger = trigger
    }
  }

  /// The request's keys: `identifier`, `content` and `trigger`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationRequest.storage,
    [Keys.identifier, Keys.content, Keys.trigger])
}
