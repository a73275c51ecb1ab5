package import Foundation

extension UNCalendarNotificationTrigger {
  /// The next date after `date` that matches the trigger's components, as a device fires it: in
  /// the components' calendar (`calendar`, the device's, if they name none), in their time zone
  /// (that calendar's if they name none).
  ///
  /// One rule, read by ``nextTriggerDate()`` (with `Calendar.current`) and by FacsimileTesting's
  /// notification clock (with the clock's calendar and time zone):
  ///
  /// - The date must exist: day 31 fires in the next month that has a 31st, 29 February in the
  ///   next leap year, each at the trigger's time (`Calendar.MatchingPolicy.strict`; the policy
  ///   `.nextTime` gives midnight on the 1st of the month after a date that does not exist).
  /// - A time that does not exist (the hour a clock skips when it goes forward) fires at the next
  ///   time that does (`.nextTime`: 02:30 on the night of the change fires at 03:00).
  /// - A time that exists twice (the hour a clock goes back) fires once, the first time.
  ///
  /// - Parameters:
  ///   - date: The date to look after.
  ///   - calendar: The calendar, and the time zone, of components that name none.
  /// - Returns: The date, or `nil` if no date matches (13th month, 30 February).
  package func nextDate(after date: Date, in calendar: Calendar) -> Date? {
    let components = dateComponents
    var searched = components.calendar ?? calendar
    if let timeZone = components.timeZone { searched.timeZone = timeZone }
    guard let next = Self.nextExistingDate(after: date, matching: components, in: searched) else {
      return nil
    }
    // The same wall-clock time again, an hour later, is the hour a clock goes back: fired once.
    let wallClock: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second]
    if searched.dateComponents(wallClock, from: next)
      == searched.dateComponents(wallClock, from: date)
    {
      return Self.nextExistingDate(after: next, matching: components, in: searched)
    }
    return next
  }

  /// The next date matching `components` whose date-level components (year, month, day,
  /// weekday, ...) are the ones asked for.
  private static func nextExistingDate(
    after date: Date, matching components: DateComponents, in calendar: Calendar
  ) -> Date? {
    guard
      let next = calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    else { return nil }
    let dateLevel: [Calendar.Component] = [
      .era, .year, .month, .day, .weekday, .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear,
      .yearForWeekOfYear,
    ]
    let found = calendar.dateComponents(Set(dateLevel), from: next)
    let exists = dateLevel.allSatisfy { component in
      components.value(for: component).map { $0 == found.value(for: component) } ?? true
    }
    if exists { return next }
    return calendar.nextDate(after: date, matching: components, matchingPolicy: .strict)
  }
}
