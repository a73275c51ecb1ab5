public import FacsimileCore
public import Foundation

/// A trigger that delivers a notification after a number of seconds, once or repeatedly.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// ```swift
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
/// let request = UNNotificationRequest(identifier: "hourly", content: content, trigger: trigger)
/// ```
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  struct TimeIntervalValues {
    var timeInterval: TimeInterval = 0
  }

  /// The keys of `timeIntervalStorage`, each declared once: the getters below read them, and the
  /// key table lists them. Named after their storage, not `Keys`: a subclass and its superclass
  /// each have keys of their own, and a getter names its own storage's keys unambiguously.
  enum TimeIntervalKeys {
    static let timeInterval = StoredKey.key("timeInterval", \TimeIntervalValues.timeInterval)
  }

  let timeIntervalStorage = KeyedStorage(TimeIntervalValues())

  /// The number of seconds after which the notification is delivered.
  open var timeInterval: TimeInterval { timeIntervalStorage[TimeIntervalKeys.timeInterval] }

  /// Creates a trigger that fires `timeInterval` seconds from when the request is added.
  ///
  /// Apple raises an Objective-C exception for an interval that is not positive, or under 60
  /// seconds for a repeating trigger; on Linux the trigger keeps the value as given.
  ///
  /// ```swift
  /// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
  /// ```
  ///
  /// - Parameters:
  ///   - timeInterval: The number of seconds to wait.
  ///   - repeats: Whether to fire again every `timeInterval` seconds.
  public convenience init(timeInterval: TimeInterval, repeats: Bool) {
    self.init()
    storage[Keys.repeats] = repeats
    timeIntervalStorage[TimeIntervalKeys.timeInterval] = timeInterval
  }

  /// When the trigger would next fire if it were scheduled now: `timeInterval` seconds from now.
  ///
  /// ```swift
  /// let next = trigger.nextTriggerDate()
  /// ```
  ///
  /// - Returns: The date.
  open func nextTriggerDate() -> Date? {
    Date(timeIntervalSinceNow: timeInterval)
  }

  /// The trigger's keys: `repeats`, then `timeInterval`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNTimeIntervalNotificationTrigger.timeIntervalStorage,
    inheriting: UNNotificationTrigger.keyTable,
    [TimeIntervalKeys.timeInterval])
}
