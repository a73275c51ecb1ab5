import Foundation

/// Facsimile's own ISO 8601 dates: strict when reading (an impossible date such as `2026-02-30`,
/// `T25:00`, `08:61` or the offset `+25:00` is refused, never rolled over) and exact when
/// writing (a date is written only in a form that reads back as the same `Date`).
///
/// Accepted: `YYYY-MM-DD` (midnight UTC), and `YYYY-MM-DDTHH:MM:SS` with an optional fraction of
/// any length and `Z` or a `±HH:MM` offset. Years 0001 to 9999.
enum ISO8601 {
  /// The date `string` names, or `nil` if it is not such a date or names an impossible one.
  static func parse(_ string: String) -> Date? {
    var scanner = Scanner(Array(string.utf8))
    guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2),
      scanner.take("-"), let day = scanner.digits(2), year >= 1,
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    let days = Double(daysFromCivil(year: year, month: month, day: day))
    if scanner.atEnd { return Date(timeIntervalSince1970: days * 86_400) }
    guard scanner.take("T"), let hour = scanner.digits(2), scanner.take(":"),
      let minute = scanner.digits(2), scanner.take(":"), let second = scanner.digits(2),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = 0.0
    if scanner.take(".") {
      guard let digits = scanner.fraction(), let value = Double("0." + digits) else { return nil }
      fraction = value
    }
    var offset = 0
    if scanner.take("Z") {
      offset = 0
    } else if let sign = scanner.sign() {
      guard let hours = scanner.digits(2), scanner.take(":"), let minutes = scanner.digits(2),
        hours < 24, minutes < 60
      else { return nil }
      offset = sign * (hours * 3_600 + minutes * 60)
    } else {
      return nil
    }
    guard scanner.atEnd else { return nil }
    let whole = days * 86_400 + Double(hour * 3_600 + minute * 60 + second - offset)
    return Date(timeIntervalSince1970: whole + fraction)
  }

  /// The date as `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, with as few fraction digits (none, 3, 6 or 9)
  /// as read back as exactly this date; `nil` for a date that no such string names exactly
  /// (before year 1, after 9999, NaN or infinite, or finer than the digits can say).
  static func format(_ date: Date) -> String? {
    let seconds = date.timeIntervalSince1970
    // Years 0001 to 9999 only, decided on the seconds before any conversion to `Int`, which
    // traps on a date such as 1e300 seconds (and NaN fails both comparisons).
    guard seconds >= firstSecond, seconds < endSecond else { return nil }
    let whole = seconds.rounded(.down)
    let dayNumber = Int((whole / 86_400).rounded(.down))
    let secondOfDay = Int(whole - Double(dayNumber) * 86_400)
    let (year, month, day) = civilFromDays(dayNumber)
    guard (1...9_999).contains(year) else { return nil }
    let stem =
      pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2)
      + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
    for digits in [0, 3, 6, 9] {
      let text: String
      if digits == 0 {
        text = stem + "Z"
      } else {
        let scale = pow(10, Double(digits))
        let fraction = Int(((seconds - whole) * scale).rounded())
        guard fraction < Int(scale) else { continue }
        text = stem + "." + pad(fraction, digits) + "Z"
      }
      if parse(text) == date { return text }
    }
    return nil
  }

  /// 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970: the dates ISO 8601
  /// strings of four-digit years can name.
  private static let firstSecond: TimeInterval = -62_135_596_800
  private static let endSecond: TimeInterval = 253_402_300_800

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day number counted from 1970-01-01.
  private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Reads ASCII bytes front to back.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Exactly `count` digits as a number.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    /// One or more digits, as text.
    mutating func fraction() -> String? {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      guard index > start, index - start <= 30 else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func sign() -> Int? {
      if take("+") { return 1 }
      if take("-") { return -1 }
      return nil
    }
  }
}
