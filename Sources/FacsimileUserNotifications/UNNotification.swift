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
open class UNNotification: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let date = Key(Date(timeIntervalSince1970: 0))
    let request = Key<UNNotificationRequest>(made: { UNNotificationRequest(blank: ()) })
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// When the notification was delivered.
  open var date: Date { storage.date }

  /// The request that scheduled the notification: its identifier, content and trigger.
  open var request: UNNotificationRequest { storage.request }

  /// The notification's keys: `date` and `request`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotification.storage) { UNNotification(blank: ()) }
}
