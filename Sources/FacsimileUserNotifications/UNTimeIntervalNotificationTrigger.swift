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

  /// The keys, each declared once: name, type, default and rules.
  struct TimeIntervalKeys: KeySet {
    let timeInterval = Key<TimeInterval>(0)
    static let layout = KeyLayout<TimeIntervalKeys>()
  }

  let timeIntervalStorage = TimeIntervalKeys.storage()

  /// The number of seconds after which the notification is delivered.
  open var timeInterval: TimeInterval { timeIntervalStorage.timeInterval }

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
    self.init(blank: ())
    storage.set(\.repeats, repeats, on: self)
    timeIntervalStorage.set(\.timeInterval, timeInterval, on: self)
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
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNTimeIntervalNotificationTrigger.timeIntervalStorage,
    inheriting: UNNotificationTrigger.keyTable
  ) { UNTimeIntervalNotificationTrigger(blank: ()) }
}
