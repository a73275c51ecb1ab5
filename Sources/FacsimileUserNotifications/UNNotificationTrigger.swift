public import FacsimileCore
public import Foundation

/// The abstract base of the conditions that deliver a notification.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Use a subclass: ``UNTimeIntervalNotificationTrigger``, ``UNCalendarNotificationTrigger``, or
/// ``UNPushNotificationTrigger`` for remote notifications.
///
/// ```swift
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
/// print(trigger.repeats)  // true
/// ```
open class UNNotificationTrigger: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let repeats = Key(false)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// Whether the system reschedules the notification after delivering it.
  open var repeats: Bool { storage.repeats }

  /// The trigger's keys: `repeats`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNNotificationTrigger.storage,
    subtypes: [
      UNPushNotificationTrigger.self, UNTimeIntervalNotificationTrigger.self,
      UNCalendarNotificationTrigger.self,
    ]
  ) {
    UNNotificationTrigger(blank: ())
  }
}
