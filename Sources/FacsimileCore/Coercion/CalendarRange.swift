import Foundation

/// The dates a `Date` key accepts: those Foundation's calendars can show, from Julian day 0
/// (-4713-11-24T12:00:00Z in the proleptic Gregorian calendar) to 506713-02-07T00:00:00Z.
///
/// These are swift-foundation's own bounds for calendar arithmetic (`Date.validCalendarRange`,
/// which is not public): past them a `Calendar` clamps every date to the nearest bound and date
/// formatters print nothing, so such a date, accepted, would mean something else everywhere
/// a user's code looks at it. NaN and infinite dates are refused before this check, as not
/// finite.
enum CalendarRange {
  /// The first and last date accepted.
  static let dates =
    Date(
      timeIntervalSinceReferenceDate: -211_845_067_200)...Date(
      timeIntervalSinceReferenceDate: 15_927_175_497_600)

  /// The range as a message names it.
  static let expectation =
    "a Date from -4713-11-24T12:00:00Z to 506713-02-07T00:00:00Z (the dates a calendar can show)"
}
