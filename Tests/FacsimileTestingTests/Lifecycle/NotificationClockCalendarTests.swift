import FacsimileTesting
import Foundation
import Testing

/// Calendar triggers as a device fires them: in the device's time zone (the clock's), on dates
/// that exist, across daylight saving time. Every test pins the clock's time zone, so it passes on
/// a machine in any zone (the suite also runs under `TZ=America/New_York` and `TZ=Asia/Tokyo`).
@MainActor
@Suite struct NotificationClockCalendarTests {
  private let center = UNUserNotificationCenter.fabricated()

  private func zone(_ identifier: String) throws -> TimeZone {
    try #require(TimeZone(identifier: identifier))
  }

  /// A date in a zone, as a wall clock there shows it.
  private func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0, in zone: TimeZone
  ) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return try #require(
      calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
  }

  private func schedule(_ identifier: String, _ components: DateComponents, repeats: Bool = true) {
    center.add(
      UNNotificationRequest(
        identifier: identifier, content: UNMutableNotificationContent(),
        trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)),
      withCompletionHandler: nil)
  }

  // MARK: Time zones

  @Test func theClocksTimeZoneIsTheDevicesUnlessGiven() {
    #expect(NotificationClock(center: center).timeZone == .current)
    #expect(NotificationClock(center: center, timeZone: .gmt).timeZone == .gmt)
  }

  @Test func aTriggerWithNoTimeZoneFiresAtItsTimeInTheDevicesZone() async throws {
    let tokyo = try zone("Asia/Tokyo")
    let clock = NotificationClock(center: center, timeZone: tokyo)  // 17:00 in Tokyo
    schedule("morning", DateComponents(hour: 9), repeats: false)
    await clock.advance(by: 24 * 60 * 60)
    #expect(clock.deliveries.map(\.date) == [try date(2026, 1, 6, 9, in: tokyo)])
  }

  @Test func aTriggerThatNamesATimeZoneKeepsItWhateverTheDevicesZone() async throws {
    let newYork = try zone("America/New_York")
    let clock = NotificationClock(center: center, timeZone: try zone("Asia/Tokyo"))
    var components = DateComponents(hour: 9)
    components.timeZone = newYork
    schedule("opening", components, repeats: false)
    await clock.advance(by: 24 * 60 * 60)
    #expect(clock.deliveries.map(\.date) == [try date(2026, 1, 5, 9, in: newYork)])
  }

  @Test func movingTheDeviceMovesTriggersThatNameNoTimeZone() async throws {
    let paris = try zone("Europe/Paris")
    let tokyo = try zone("Asia/Tokyo")
    let clock = NotificationClock(center: center, timeZone: paris)  // 09:00 in Paris
    schedule("lunch", DateComponents(hour: 12, minute: 30))
    #expect(await clock.nextDueDate(of: "lunch") == (try date(2026, 1, 5, 12, 30, in: paris)))
    clock.timeZone = tokyo  // the user lands in Tokyo, where it is 17:00
    #expect(await clock.nextDueDate(of: "lunch") == (try date(2026, 1, 6, 12, 30, in: tokyo)))
    await clock.advance(by: 2 * 24 * 60 * 60)
    #expect(
      clock.deliveries.map(\.date) == [
        try date(2026, 1, 6, 12, 30, in: tokyo), try date(2026, 1, 7, 12, 30, in: tokyo),
      ])
  }

  @Test func aComponentsCalendarBringsItsOwnTimeZone() async throws {
    var utcCalendar = Calendar(identifier: .gregorian)
    utcCalendar.timeZone = .gmt
    let clock = NotificationClock(center: center, timeZone: try zone("Asia/Tokyo"))
    schedule("utc", DateComponents(calendar: utcCalendar, hour: 9), repeats: false)
    await clock.advance(by: 24 * 60 * 60)
    #expect(clock.deliveries.map(\.date) == [try date(2026, 1, 5, 9, in: .gmt)])
  }

  // MARK: Dates that do not exist

  @Test func dayThirtyOneAtNineFiresInTheMonthsThatHaveADayThirtyOne() async throws {
    let clock = NotificationClock(center: center, timeZone: .gmt)
    schedule("rent", DateComponents(day: 31, hour: 9))
    await clock.advance(by: 210 * 24 * 60 * 60)  // to 3 August
    let expected = try [(1, 31), (3, 31), (5, 31), (7, 31)].map {
      try date(2026, $0.0, $0.1, 9, in: .gmt)
    }
    #expect(clock.deliveries.map(\.date) == expected)
  }

  @Test func theTwentyNinthOfFebruaryFiresInLeapYearsAtItsTime() async throws {
    let clock = NotificationClock(center: center, timeZone: .gmt)
    schedule("leap", DateComponents(month: 2, day: 29, hour: 9))
    await clock.advance(by: 7 * 366 * 24 * 60 * 60)
    #expect(
      clock.deliveries.map(\.date) == [
        try date(2028, 2, 29, 9, in: .gmt), try date(2032, 2, 29, 9, in: .gmt),
      ])
  }

  @Test func theModelsNextTriggerDateWaitsForADateThatExists() throws {
    var components = DateComponents(month: 2, day: 30)
    components.timeZone = .gmt
    #expect(
      UNCalendarNotificationTrigger(dateMatching: components, repeats: false).nextTriggerDate()
        == nil)
    components = DateComponents(day: 31, hour: 9)
    components.timeZone = .gmt
    let next = try #require(
      UNCalendarNotificationTrigger(dateMatching: components, repeats: true).nextTriggerDate())
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    #expect(calendar.component(.day, from: next) == 31)
    #expect(calendar.component(.hour, from: next) == 9)
  }

  // MARK: Daylight saving time

  @Test func aTimeTheClockSkipsFiresAtTheNextTimeThatExists() async throws {
    let newYork = try zone("America/New_York")
    let clock = NotificationClock(
      center: center, now: try date(2026, 3, 7, 12, in: newYork), timeZone: newYork)
    schedule("early", DateComponents(hour: 2, minute: 30))
    await clock.advance(by: 3 * 24 * 60 * 60)
    #expect(
      clock.deliveries.map(\.date) == [
        try date(2026, 3, 8, 3, in: newYork),  // 02:30 does not exist that night
        try date(2026, 3, 9, 2, 30, in: newYork), try date(2026, 3, 10, 2, 30, in: newYork),
      ])
  }

  @Test func aTimeTheClockRepeatsFiresOnce() async throws {
    let newYork = try zone("America/New_York")
    let clock = NotificationClock(
      center: center, now: try date(2026, 10, 31, 12, in: newYork), timeZone: newYork)
    schedule("night", DateComponents(hour: 1, minute: 30))
    await clock.advance(by: 2 * 24 * 60 * 60)
    let first = try date(2026, 11, 1, 1, 30, in: newYork)  // the first 01:30, daylight time
    #expect(clock.deliveries.map(\.date) == [first, try date(2026, 11, 2, 1, 30, in: newYork)])
  }
}
