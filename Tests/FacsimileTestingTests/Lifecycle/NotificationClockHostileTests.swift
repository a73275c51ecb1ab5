import FacsimileTesting
import Foundation
import Testing

/// The issues a body recorded, counted, each checked: how a test asks for exactly one.
@MainActor
private func recordedIssues(
  _ body: @MainActor () async -> Void, matching: @escaping @Sendable (Issue) -> Bool
) async -> Int {
  let count = IssueCount()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { issue in
    count.add()
    return matching(issue)
  }
  return count.value
}

private final class IssueCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}

/// A center delegate that, shown one notification, schedules another for right now: re-entering
/// the center from inside a delivery, as a chain of reminders does.
private final class ChainingDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    if notification.request.identifier == "first" {
      try? await center.add(
        UNNotificationRequest(
          identifier: "second", content: UNMutableNotificationContent(), trigger: nil))
    }
    center.removePendingNotificationRequests(withIdentifiers: ["cancelled"])
    return [.list]
  }
}

/// A center delegate whose completion handler is called late, from another thread, twice.
private final class LateTwiceDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let handler = HandlerBox(completionHandler)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
      handler.value([.list])
      handler.value([])
    }
  }
}

private struct HandlerBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The notification clock against the hostile classes that apply to it: time (extremes, far
/// futures, many due at once, the delivery cap), order and re-entrancy (a delegate that re-enters
/// the center, handlers called late, twice, from another thread), and sharing (parallel tests,
/// two clocks on one center).
@MainActor
@Suite struct NotificationClockHostileTests {
  private let center = UNUserNotificationCenter.fabricated()

  private func add(_ identifier: String, _ trigger: UNNotificationTrigger?) {
    center.add(
      UNNotificationRequest(
        identifier: identifier, content: UNMutableNotificationContent(), trigger: trigger),
      withCompletionHandler: nil)
  }

  private func every(_ seconds: TimeInterval, repeats: Bool = true)
    -> UNTimeIntervalNotificationTrigger
  {
    UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
  }

  // MARK: Time

  @Test(arguments: [
    TimeInterval.infinity, -.infinity, .nan, -5, 0, -.greatestFiniteMagnitude,
  ])
  func anAdvanceByNothingOrLessMovesNothing(_ seconds: TimeInterval) async {
    let clock = NotificationClock(center: center)
    await clock.advance(by: seconds)
    #expect(clock.now == NotificationClock.defaultStart)
  }

  @Test func anAdvanceToADateThatIsNotADateMovesNothing() async {
    let clock = NotificationClock(center: center)
    await clock.advance(to: Date(timeIntervalSinceReferenceDate: .nan))
    await clock.advance(to: Date(timeIntervalSinceReferenceDate: .infinity))
    #expect(clock.now == NotificationClock.defaultStart)
  }

  @Test func theLargestAdvanceEndsAndKeepsTheClockFinite() async {
    let clock = NotificationClock(center: center)
    await clock.advance(by: .greatestFiniteMagnitude)
    await clock.advance(by: .greatestFiniteMagnitude)
    #expect(clock.now.timeIntervalSinceReferenceDate.isFinite)
  }

  @Test(.volume) func theBacklogOfACappedAdvanceKeepsEachNotificationsOwnDate() async {
    let clock = NotificationClock(center: center)
    add("rapid", every(1))
    let limit = NotificationClock.maximumDeliveriesPerAdvance
    await clock.advance(by: TimeInterval(limit + 5))
    #expect(clock.deliveries.count == limit)
    #expect(clock.now == NotificationClock.defaultStart + TimeInterval(limit + 5))
    await clock.advance(by: 0)  // the backlog: five more, each at its own second
    let start = NotificationClock.defaultStart
    #expect(
      clock.deliveries.suffix(6).map(\.date)
        == (limit...limit + 5).map { start + TimeInterval($0) })
  }

  @Test func aDateNoNotificationCanHoldIsReportedOnceAndTheRequestStopped() async {
    let lastDate = Date(timeIntervalSinceReferenceDate: 15_927_175_497_600)
    let clock = NotificationClock(center: center, now: lastDate - 10)
    add("edge", every(4))
    add("huge", every(1e300, repeats: false))
    let issues = await recordedIssues {
      await clock.advance(by: 1e301)
    } matching: {
      String(describing: $0).contains("could not deliver \"edge\", \"huge\"")
    }
    #expect(issues == 1)
    #expect(clock.deliveries.count == 2)  // at -6 s and -2 s; the third would be past the end
    let again = await recordedIssues {
      await clock.advance(by: 1e301)
    } matching: { _ in
      true
    }
    #expect(again == 0)  // stopped, not reported on every advance
  }

  @Test func aThousandRequestsDueAtOnceArriveInTheOrderTheyWereAdded() async {
    let clock = NotificationClock(center: center)
    for index in 0..<1_000 { add("r\(index)", every(60, repeats: false)) }
    await clock.advance(by: 60)
    #expect(clock.deliveries.map(\.request.identifier) == (0..<1_000).map { "r\($0)" })
    #expect(Set(clock.deliveries.map(\.date)) == [NotificationClock.defaultStart + 60])
    #expect(await center.pendingNotificationRequests().isEmpty)
    #expect(await center.deliveredNotifications().count == 1_000)
  }

  @Test func aClockThatStartsInTheDistantPastDeliversAtItsOwnDates() async {
    let clock = NotificationClock(center: center, now: .distantPast, timeZone: .gmt)
    add("old", every(60, repeats: false))
    await clock.advance(by: 60)
    #expect(clock.deliveries.map(\.date) == [Date.distantPast + 60])
  }

  // MARK: Order and re-entrancy

  @Test func aDeliveryThatSchedulesAnotherForNowHasItDeliveredInTheSameAdvance() async {
    let application = UIApplication.fabricate(applicationState: .active)
    let delegate = ChainingDelegate()
    center.delegate = delegate
    let clock = NotificationClock(center: center, application: application)
    add("first", every(30, repeats: false))
    add("cancelled", every(40, repeats: false))
    await clock.advance(by: 60)
    #expect(clock.deliveries.map(\.request.identifier) == ["first", "second"])
    #expect(
      clock.deliveries.map(\.date)
        == Array(repeating: NotificationClock.defaultStart + 30, count: 2))
    withExtendedLifetime(delegate) {}
  }

  @Test func aHandlerCalledLateFromAnotherThreadTwiceIsHeardOnce() async {
    let application = UIApplication.fabricate(applicationState: .active)
    let delegate = LateTwiceDelegate()
    center.delegate = delegate
    let clock = NotificationClock(center: center, application: application)
    add("shown", every(10, repeats: false))
    await clock.advance(by: 10)
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["shown"])
    withExtendedLifetime(delegate) {}
  }

  // MARK: Sharing

  @Test(arguments: 0..<20)
  func parallelTestsEachSeeOnlyTheirOwnCenterAndClock(_ index: Int) async {
    let center = UNUserNotificationCenter.fabricated()
    let clock = NotificationClock(center: center)
    for step in 0...index {
      center.add(
        UNNotificationRequest(
          identifier: "t\(index)-\(step)", content: UNMutableNotificationContent(),
          trigger: UNTimeIntervalNotificationTrigger(
            timeInterval: TimeInterval(step + 1), repeats: false)),
        withCompletionHandler: nil)
    }
    await clock.advance(by: 100)
    #expect(clock.deliveries.count == index + 1)
    #expect(clock.deliveries.allSatisfy { $0.request.identifier.hasPrefix("t\(index)-") })
  }

  @Test func twoClocksOnOneCenterDeliverARequestOnce() async {
    let first = NotificationClock(center: center)
    let second = NotificationClock(center: center)
    add("once", every(60, repeats: false))
    await first.advance(by: 60)
    await second.advance(by: 60)
    #expect(first.deliveries.count + second.deliveries.count == 1)
  }
}

/// The clock's constants are read from any context, as constants are.
@Suite struct NotificationClockConstantsTests {
  @Test func theConstantsAreReadableOffTheMainActor() async {
    let limit = await Task.detached { NotificationClock.maximumDeliveriesPerAdvance }.value
    #expect(limit == 10_000)
    #expect(NotificationClock.defaultStart == Date(timeIntervalSince1970: 1_767_600_000))
  }
}
