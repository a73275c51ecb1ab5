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
open class UNNotificationTrigger: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var repeats = false
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let repeats = StoredKey.key("repeats", \Values.repeats)
  }

  let storage = KeyedStorage(Values())

  /// Whether the system reschedules the notification after delivering it.
  open var repeats: Bool { storage[Keys.repeats] }

  /// `true`: triggers can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: a trigger is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = trigger.copy() as AnyObject
  /// print(same === trigger)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The trigger's keys: `repeats`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationTrigger.storage,
    subtypes: [
      UNPushNotificationTrigger.self, UNTimeIntervalNotificationTrigger.self,
      UNCalendarNotificationTrigger.self,
    ],
    [Keys.repeats])
}
