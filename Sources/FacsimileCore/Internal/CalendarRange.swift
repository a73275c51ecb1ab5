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

  /// Whether `date` is finite, for the engine's finiteness check, after refusing a finite date
  /// outside ``dates``; `true` when there is no date (an optional's `none`).
  ///
  /// - Throws: ``FacsimileError/Kind/invalidValue`` at the context's key path, naming the range
  ///   and the value found.
  static func isFinite(_ date: Date?, found input: Any, in context: FabricationContext)
    throws(FacsimileError) -> Bool
  {
    guard let date, date.timeIntervalSinceReferenceDate.isFinite else { return date == nil }
    guard !dates.contains(date) else { return true }
    throw FacsimileError(
      context.problem(.invalidValue, expected: expectation, found: describe(input)))
  }
}
