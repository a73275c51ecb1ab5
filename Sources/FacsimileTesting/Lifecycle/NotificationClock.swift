public import Facsimile

/// A clock for a notification center that only the test moves: advancing it delivers each
/// pending request whose trigger comes due, as iOS delivers scheduled local notifications.
///
/// ```swift
/// let clock = NotificationClock(center: center)
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
/// try await center.add(UNNotificationRequest(identifier: "tea", content: content, trigger: trigger))
/// await clock.advance(by: 59)   // nothing yet
/// await clock.advance(by: 1)    // delivered
/// #expect(await center.deliveredNotifications().map(\.request.identifier) == ["tea"])
/// ```
///
/// What it does, as iOS does:
///
/// - A request is armed when the clock first sees it pending, which is when it was added: the
///   clock looks at the start of each advance and after each delivery, and no time passes in
///   between. A `UNTimeIntervalNotificationTrigger` comes due `timeInterval` seconds later, a
///   `UNCalendarNotificationTrigger` at the next date after that matching its `dateComponents`
///   (in the components' calendar and time zone, or the clock's), a request with no trigger at
///   once (on the next advance, even by zero). A `UNPushNotificationTrigger` never comes due:
///   pushes come from a server (``LifecycleDriver/receive(_:fileID:filePath:line:column:)``).
/// - A request that comes due is delivered at its due date (the notification's `date`), in due
///   order. One that does not repeat leaves the pending list; one that repeats stays and comes
///   due again one interval (or the next matching date) later, as often as the advance covers.
/// - A request removed before it comes due (`removePendingNotificationRequests(withIdentifiers:)`,
///   `removeAllPendingNotificationRequests()`) never fires; one added again with the same
///   identifier starts again from the time it was added.
/// - While the ``application`` is in the foreground (active, or inactive), the center's delegate
///   is asked with `userNotificationCenter(_:willPresent:withCompletionHandler:)` (with no
///   delegate, the notification shows with its own options) and the notification joins the
///   delivered list only if the answer includes `.list`; otherwise it joins the list without the
///   app being told. Either way it leaves the pending list before the app is asked, so a request
///   the app adds again from `willPresent` stays. Without an application, the app is taken to be
///   in the background.
///
/// Nothing waits for real time. A `LifecycleDriver` has one for its center and application,
/// ``LifecycleDriver/clock``. Invalid triggers that iOS refuses to make (an interval of zero or
/// less) never come due; a repeating interval under 60 seconds, which iOS also refuses, fires as
/// given.
@MainActor
public final class NotificationClock {
  /// A request the clock has seen pending, and when it comes due (`nil`: never).
  private struct Armed {
    let request: UNNotificationRequest
    var due: Date?
  }

  /// The most deliveries one advance makes, so a trigger that repeats every instant cannot hang
  /// a test.
  public static let maximumDeliveriesPerAdvance = 10_000

  /// Where a clock starts unless told: Monday 5 January 2026, 08:00 UTC.
  public static let defaultStart = Date(timeIntervalSince1970: 1_767_600_000)

  /// The center whose pending requests the clock delivers.
  public let center: UNUserNotificationCenter

  /// The application whose state decides between presenting (in the foreground) and delivering
  /// quietly.
  public let application: UIApplication?

  /// The calendar for calendar triggers whose components name none: Gregorian, in UTC, unless
  /// given.
  public let calendar: Calendar

  /// The clock's time, moved only by ``advance(by:)`` and ``advance(to:)``.
  public private(set) var now: Date

  /// Every notification the clock delivered or presented, oldest first.
  public private(set) var deliveries: [UNNotification] = []

  private var armed: [Armed] = []
  private let location: CallerLocation

  /// Told each delegate method the clock is about to call (a lifecycle driver records them).
  var recordCall: ((LifecycleDriver.Method) -> Void)?

  /// Makes a clock for a center; the requests pending now are armed now.
  ///
  /// ```swift
  /// let clock = NotificationClock(center: center, application: application)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The center.
  ///   - application: The app, whose `applicationState` decides how a notification arrives; `nil`
  ///     for an app that is not in the foreground.
  ///   - now: The clock's start.
  ///   - calendar: The calendar of calendar triggers that name none; Gregorian in UTC unless
  ///     given.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    center: UNUserNotificationCenter, application: UIApplication? = nil,
    now: Date = NotificationClock.defaultStart, calendar: Calendar? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.center = center
    self.application = application
    self.now = now
    self.calendar = calendar ?? Self.gregorianUTC
  }

  /// Moves the clock forward and delivers, in order, every request that comes due.
  ///
  /// ```swift
  /// await clock.advance(by: 60 * 60)   // an hour
  /// ```
  ///
  /// - Parameter seconds: How far; negative values, NaN and infinity count as zero.
  public func advance(by seconds: TimeInterval) async {
    await advance(to: now.addingTimeInterval(seconds.isFinite ? max(0, seconds) : 0))
  }

  /// Moves the clock to a date and delivers, in order, every request that comes due by then.
  ///
  /// ```swift
  /// await clock.advance(to: tomorrowAtNine)
  /// ```
  ///
  /// - Parameter date: The new time; a date before ``now`` moves nothing but still delivers what
  ///   is due now.
  public func advance(to date: Date) async {
    await arm()
    for _ in 0..<Self.maximumDeliveriesPerAdvance {
      guard let index = nextDue(by: date), let due = armed[index].due else { break }
      let request = armed[index].request
      now = max(now, due)
      if request.trigger?.repeats == true {
        armed[index].due = self.due(of: request, after: due)
      } else {
        armed[index].due = nil
      }
      await deliver(request)
      await arm()
    }
    now = max(now, date)
  }

  /// When a pending request comes due next, as the clock has armed it; `nil` if never or not
  /// pending.
  ///
  /// ```swift
  /// #expect(clock.nextDueDate(of: "tea") == clock.now.addingTimeInterval(60))
  /// ```
  ///
  /// - Parameter identifier: The request's identifier.
  /// - Returns: The due date.
  public func nextDueDate(of identifier: String) async -> Date? {
    await arm()
    return armed.first { $0.request.identifier == identifier }?.due
  }

  // MARK: Arming

  /// Arms the requests newly pending, and forgets those no longer pending.
  private func arm() async {
    let pending = await center.pendingNotificationRequests()
    armed.removeAll { entry in !pending.contains { $0 === entry.request } }
    for request in pending where !armed.contains(where: { $0.request === request }) {
      armed.append(Armed(request: request, due: firstDue(of: request)))
    }
  }

  /// The armed request that comes due first, by `date`; the earliest-armed among equals.
  private func nextDue(by date: Date) -> Int? {
    var best: Int?
    for index in armed.indices {
      guard let due = armed[index].due, due <= date else { continue }
      if let current = best, let bestDue = armed[current].due, bestDue <= due { continue }
      best = index
    }
    return best
  }

  /// When a request armed now first comes due.
  private func firstDue(of request: UNNotificationRequest) -> Date? {
    guard let trigger = request.trigger else { return now }
    return due(of: request, after: now, first: true, trigger: trigger)
  }

  /// When a request comes due after `date`.
  private func due(of request: UNNotificationRequest, after date: Date) -> Date? {
    guard let trigger = request.trigger else { return nil }
    return due(of: request, after: date, first: false, trigger: trigger)
  }

  private func due(
    of request: UNNotificationRequest, after date: Date, first: Bool,
    trigger: UNNotificationTrigger
  ) -> Date? {
    switch trigger {
    case let interval as UNTimeIntervalNotificationTrigger:
      let seconds = interval.timeInterval
      guard seconds.isFinite, seconds > 0 else { return nil }
      return date.addingTimeInterval(seconds)
    case let calendarTrigger as UNCalendarNotificationTrigger:
      let components = calendarTrigger.dateComponents
      var calendar = components.calendar ?? self.calendar
      if let timeZone = components.timeZone { calendar.timeZone = timeZone }
      return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    default:
      return nil
    }
  }

  // MARK: Delivering

  /// Delivers (or presents) one notification of the request, dated now.
  private func deliver(_ request: UNNotificationRequest) async {
    let notification: UNNotification
    do {
      notification = try InstanceHelper.create(
        UNNotification.self, properties: ["request": request, "date": now])
    } catch {
      reportIssue(
        "NotificationClock could not deliver \(request.identifier): \(error)", at: location)
      return
    }
    deliveries.append(notification)
    let application = application ?? .shared
    // In the foreground, active or not (NotificationPresentation).
    let inForeground = self.application.map { $0.applicationState != .background } ?? false
    await withPerTestSingletons(application: application, center: center) {
      _ = await NotificationPresentation.present(
        notification, center: center, appIsInForeground: inForeground
      ) { self.recordCall?($0) }
    }
  }

  private static let gregorianUTC: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()
}
