public import Foundation

extension FixtureDecoder {
  /// How ``FixtureDecoder`` reads a `Date`: `JSONDecoder`'s strategies, under the same names, and
  /// the form fixtures write, which is the default.
  ///
  /// ```swift
  /// var decoder = FixtureDecoder()
  /// decoder.dateDecodingStrategy = .deferredToDate  // JSON that JSONEncoder wrote with its defaults
  /// ```
  ///
  /// Under every strategy but ``custom(_:)``, a `Date` a fixture holds as a date (`.date(...)`,
  /// or a `Date` in a dictionary) is taken as it is.
  public enum DateDecodingStrategy: Sendable {
    /// An ISO 8601 string as fixtures write one (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` with an
    /// optional fraction and `Z` or `±HH:MM`; impossible dates such as February 30th refused) or
    /// a number of seconds since 1970, as the engine reads a `Date` key, within the dates a
    /// calendar can show. The default.
    case iso8601OrSecondsSince1970
    /// `Date`'s own `init(from:)`: seconds since 2001-01-01, `JSONDecoder`'s default.
    case deferredToDate
    /// A number of seconds since 1970.
    case secondsSince1970
    /// A number of milliseconds since 1970.
    case millisecondsSince1970
    /// An ISO 8601 string, read by Foundation's `Date.ISO8601FormatStyle`, as `JSONDecoder` does.
    case iso8601
    /// A string read by `formatter`.
    case formatted(DateFormatter)
    /// Whatever `decode` makes of the value's decoder.
    case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
  }
}
