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

  /// The keys, each declared once: name, type, default and rules.
  struct CalendarKeys: KeySet {
    let dateComponents = Key(DateComponents())
    static let layout = KeyLayout<CalendarKeys>()
  }

  let calendarStorage = CalendarKeys.storage()

  /// The date components the trigger matches.
  open var dateComponents: DateComponents { calendarStorage.dateComponents }

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
    self.init(blank: ())
    storage.set(\.repeats, repeats, on: self)
    calendarStorage.set(\.dateComponents, dateComponents, on: self)
  }

  /// The next date after now that matches ``dateComponents``, in their calendar and time zone
  /// (the current calendar and time zone if they name none), or `nil` if no date matches.
  ///
  /// A date that does not exist is waited for: day 31 fires in the next month that has a 31st,
  /// 29 February in the next leap year, each at the trigger's time. A time the clock skips
  /// (daylight saving) fires at the next time that exists.
  ///
  /// ```swift
  /// let next = trigger.nextTriggerDate()
  /// ```
  ///
  /// - Returns: The date, or `nil`.
  open func nextTriggerDate() -> Date? {
    nextDate(after: Date(), in: .current)
  }

  /// The trigger's keys: `repeats`, then `dateComponents`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(
    \UNCalendarNotificationTrigger.calendarStorage, inheriting: UNNotificationTrigger.keyTable
  ) { UNCalendarNotificationTrigger(blank: ()) }
}
