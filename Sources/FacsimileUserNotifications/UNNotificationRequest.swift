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
open class UNNotificationRequest: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let identifier = Key("")
    let content = Key<UNNotificationContent>(made: { UNNotificationContent() })
    let trigger = Key<UNNotificationTrigger?>(nil)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The request's identifier; adding a request with the identifier of a pending one replaces it.
  open var identifier: String { storage.identifier }

  /// The content of the notification.
  open var content: UNNotificationContent { storage.content }

  /// What triggers delivery; `nil` delivers the notification right away.
  open var trigger: UNNotificationTrigger? { storage.trigger }

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
    self.init(blank: ())
    let content = content.copy() as? UNNotificationContent ?? content
    let trigger = trigger.map { $0.copy() as? UNNotificationTrigger ?? $0 }
    storage.set(\.identifier, identifier, on: self)
    storage.set(\.content, content, on: self)
    storage.set(\.trigger, trigger, on: self)
  }

  /// The request's keys: `identifier`, `content` and `trigger`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationRequest.storage) {
    UNNotificationRequest(blank: ())
  }
}
