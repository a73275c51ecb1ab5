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

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let repeats = Key(false)
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// A blank instance, for this package's tables and helpers: as on Apple platforms, there is
  /// no public initializer.
  package init(blank: Void) {
    super.init()
  }

  /// Makes an instance from a coder, as `init?(coder:)` does on Apple platforms: a
  /// `KeyedCoder`'s fixture, an archive, or a stub read as Apple's reads it
  /// (`KeyedCoder.decodeKeys(of:from:)`).
  ///
  /// - Parameter coder: The coder to read keys from.
  public required init?(coder: NSCoder) {
    super.init()
    guard KeyedCoder.decodeKeys(of: self, from: coder) else { return nil }
  }

  /// Whether the system reschedules the notification after delivering it.
  open var repeats: Bool { storage.repeats }

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
