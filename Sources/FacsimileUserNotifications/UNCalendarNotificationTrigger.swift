public import FacsimileCore
public import Foundation

/// A trigger that delivers a notification at a date and time, once or whenever they recur.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// By key, `dateComponents` takes a `DateComponents` value, or a dictionary of its components
/// as `DateComponents` decodes them (`["hour": 9, "minute": 30]`), so fixture files can name
/// them too.
///
/// ```swift
/// var nineAM = DateComponents()
/// nineAM.hour = 9
/// let trigger = UNCalendarNotificationTrigger(dateMatching: nineAM, repeats: true)
/// try trigger.setValue(["hour": 9, "minute": 30], forKey: "dateComponents")
/// ```
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
  struct CalendarValues {
    var dateComponents = DateComponents()
  }

  /// The keys of `calendarStorage`, each declared once: the getters below read them, and the key
  /// table lists them. Named after their storage, not `Keys`: a subclass and its superclass each
  /// have keys of their own, and a getter names its own storage's keys unambiguously.
  enum CalendarKeys {
    static let dateComponents = StoredKey.key("dateComponents", \CalendarValues.dateComponents)
  }

  let calendarStorage = KeyedStorage(CalendarValues())

  /// The date components the trigger matches.
  open var dateComponents: DateComponents { calendarStorage[CalendarKeys.dateComponents] }

  /// Creates a trigger that fires when the date matches `dateComponents`.
  ///
  /// ```swift
  /// let trigger = UNCalendarNotificationTrigger(
  ///   dateMatching: DateComponents(hour: 9, minute: 30), repeats: true)
  /// ```
  ///
  /// - Parameters:
  ///   - dateComponents: The components to match; unset components match any value.
  ///   - repeats: Whether to fire every time the components match.
  public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.init()
    storage[Keys.repeats] = repeats
    calendarStorage[CalendarKeys.dateComponents] = dateComponents
  }

  /// The next date after now that matches ``dateComponents``, in their calendar (the current
  /// calendar if they have none), or `nil` if no date matches.
  ///
  /// ```swift
  /// let next = trigger.nextTriggerDate()
  /// ```
  ///
  /// - Returns: The date, or `nil`.
  open func nextTriggerDate() -> Date? {
    let components = dateComponents
    let calendar = components.calendar ?? Calendar.current
    return calendar.nextDate(
      after: Date(), matching: components, matchingPolicy: .nextTime)
  }

  /// The trigger's keys: `repeats`, then `dateComponents`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNCalendarNotificationTrigger.calendarStorage,
    inheriting: UNNotificationTrigger.keyTable,
    [CalendarKeys.dateComponents])
}
