public import Facsimile

/// A clock for a notification center that only the test moves: advancing it delivers each
/// pending request whose trigger comes due, as iOS delivers scheduled local notifications.
///
/// ```swift
/// let clock = NotificationClock(center: center, timeZone: TimeZone(identifier: "Europe/Paris"))
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
///   (in the components' calendar and time zone, or the clock's ``calendar`` in its
///   ``timeZone``, the device's), a request with no trigger at once (on the next advance, even
///   by zero). A `UNPushNotificationTrigger` never comes due: pushes come from a server
///   (``LifecycleDriver/receive(_:fileID:filePath:line:column:)``).
/// - A calendar date that does not exist is waited for: day 31 fires in the next month that has
///   a 31st, 29 February in the next leap year, each at the trigger's time. A time a clock skips
///   (daylight saving) fires at the next time that exists, and one it repeats fires once.
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
/// Nothing waits for real time, except for a `willPresent` handler the app has not called yet,
/// for no longer than ``patience``. One advance delivers at most ``maximumDeliveriesPerAdvance``
/// notifications, so a trigger that repeats every second cannot hang a test; what is left is
/// delivered by the next advance, each notification still dated when it came due. A date a
/// notification cannot hold (after 506713-02-07) is never delivered: the advance that reaches it
/// reports one issue naming the requests, and stops them. A `LifecycleDriver` has a clock for
/// its center and application, ``LifecycleDriver/clock``. Invalid triggers that iOS refuses to
/// make (an interval of zero or less) never come due; a repeating interval under 60 seconds,
/// which iOS also refuses, fires as given.
///
/// The cost of an advance grows with the requests armed and delivered, not with their product:
/// the armed requests are kept in order of due date.
@MainActor
public final class NotificationClock {
  /// The most deliveries one advance makes, so a trigger that repeats every instant cannot hang
  /// a test.
  ///
  /// ```swift
  /// let limit = NotificationClock.maximumDeliveriesPerAdvance  // from any context
  /// ```
  nonisolated public static let maximumDeliveriesPerAdvance = 10_000

  /// Where a clock starts unless told: Monday 5 January 2026, 08:00 UTC.
  ///
  /// ```swift
  /// let start = NotificationClock.defaultStart  // from any context
  /// ```
  nonisolated public static let defaultStart = Date(timeIntervalSince1970: 1_767_600_000)

  /// The center whose pending requests the clock delivers.
  public let center: UNUserNotificationCenter

  /// The application whose state decides between presenting (in the foreground) and delivering
  /// quietly.
  public let application: UIApplication?

  /// The device's time zone: calendar triggers whose components name none fire at their
  /// wall-clock time in it. `TimeZone.current` (the machine's) unless given; a test that checks
  /// a date pins it, so that it passes on every machine.
  ///
  /// Setting it moves the device, as a trip does: armed calendar triggers that name no time
  /// zone come due at their next wall-clock time in the new zone.
  ///
  /// ```swift
  /// clock.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt  // the user lands in Tokyo
  /// ```
  public var timeZone: TimeZone {
    didSet {
      guard timeZone != oldValue else { return }
      rearmFloatingCalendarTriggers()
    }
  }

  /// The calendar of calendar triggers whose components name none, in the clock's
  /// ``timeZone``: Gregorian unless given.
  public var calendar: Calendar {
    var calendar = baseCalendar
    calendar.timeZone = timeZone
    return calendar
  }

  /// How long a delivery waits for `willPresent`'s completion handler: five seconds unless set
  /// (a ``LifecycleDriver``'s clock has the driver's ``LifecycleDriver/patience``).
  ///
  /// When it runs out, the advance reports an issue at its line, naming the method and what iOS
  /// would do, and the notification arrives as with a handler released uncalled: not shown, not
  /// listed. A later call of the handler is ignored. Zero or less gives up on any handler not
  /// called by the time the delivery waits for it; a duration longer than the clock counts never
  /// gives up.
  ///
  /// ```swift
  /// clock.patience = .seconds(1)
  /// ```
  ///
  /// It starts as a driver's does: five seconds, or `FACSIMILE_PATIENCE` seconds.
  public var patience: Duration = Patience.standard

  /// The clock's time, moved only by ``advance(by:fileID:filePath:line:column:)`` and
  /// ``advance(to:fileID:filePath:line:column:)``.
  public private(set) var now: Date

  /// Every notification the clock delivered or presented, oldest first.
  public private(set) var deliveries: [UNNotification] = []

  private let baseCalendar: Calendar
  private var queue = DueQueue()
  /// The center's last addition the clock has armed.
  private var lastSerial = 0
  /// The order of the next armed entry.
  private var nextOrder = 0
  private let location: CallerLocation

  /// Told each delegate method the clock is about to call (a lifecycle driver records them).
  var recordCall: ((LifecycleDriver.Method) -> Void)?

  /// Makes a clock for a center; the requests pending now are armed now.
  ///
  /// ```swift
  /// let clock = NotificationClock(
  ///   center: center, application: application, timeZone: TimeZone(identifier: "UTC"))
  /// ```
  ///
  /// - Parameters:
  ///   - center: The center.
  ///   - application: The app, whose `applicationState` decides how a notification arrives; `nil`
  ///     for an app that is not in the foreground.
  ///   - now: The clock's start.
  ///   - calendar: The calendar of calendar triggers that name none; Gregorian unless given.
  ///   - timeZone: The device's time zone; the given calendar's, or `TimeZone.current`, unless
  ///     given. Pin it in a test that checks a date.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    center: UNUserNotificationCenter, application: UIApplication? = nil,
    now: Date = NotificationClock.defaultStart, calendar: Calendar? = nil,
    timeZone: TimeZone? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.center = center
    self.application = application
    self.now = now
    self.baseCalendar = calendar ?? Calendar(identifier: .gregorian)
    self.timeZone = timeZone ?? calendar?.timeZone ?? .current
  }

  /// Moves the clock forward and delivers, in order, every request that comes due.
  ///
  /// ```swift
  /// await clock.advance(by: 60 * 60)   // an hour
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: How far; negative values, NaN and infinity count as zero.
  ///   - fileID: The caller's file ID, where a delegate that outlasts ``patience`` is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func advance(
    by seconds: TimeInterval, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await advance(
      to: now.addingTimeInterval(seconds.isFinite ? max(0, seconds) : 0), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Moves the clock to a date and delivers, in order, every request that comes due by then.
  ///
  /// ```swift
  /// await clock.advance(to: tomorrowAtNine)
  /// ```
  ///
  /// - Parameters:
  ///   - date: The new time; a date before ``now`` (or one that is not finite) moves nothing but
  ///     still delivers what is due now.
  ///   - fileID: The caller's file ID, where a delegate that outlasts ``patience`` is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func advance(
    to date: Date, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let waiting = Patience(duration: patience, setting: "clock.patience") {
      reportIssue("NotificationClock: \($0)", at: location)
    }
    let target = date.timeIntervalSinceReferenceDate.isFinite ? date : now
    arm()
    var undeliverable: [(request: UNNotificationRequest, date: Date, error: any Error)] = []
    var deliveredCount = 0
    while deliveredCount < Self.maximumDeliveriesPerAdvance, let entry = queue.first,
      entry.due <= max(target, now)
    {
      _ = queue.removeFirst()
      guard center.isPending(entry.request, serial: entry.serial) else { continue }
      now = max(now, entry.due)
      do {
        try await deliver(entry.request, at: entry.due, patience: waiting)
      } catch {
        undeliverable.append((entry.request, entry.due, error))
        continue  // stopped: a later date cannot be held either
      }
      deliveredCount += 1
      if entry.request.trigger?.repeats == true,
        let next = due(of: entry.request, after: entry.due), next > entry.due
      {
        var again = entry
        again.due = next
        queue.insert(again)
      }
      arm()
    }
    now = max(now, target)
    report(undeliverable)
  }

  /// When a pending request comes due next, as the clock has armed it; `nil` if never or not
  /// pending.
  ///
  /// ```swift
  /// #expect(await clock.nextDueDate(of: "tea") == clock.now.addingTimeInterval(60))
  /// ```
  ///
  /// - Parameter identifier: The request's identifier.
  /// - Returns: The due date.
  public func nextDueDate(of identifier: String) async -> Date? {
    arm()
    return queue.entries.filter {
      $0.request.identifier == identifier && center.isPending($0.request, serial: $0.serial)
    }.map(\.due).min()
  }

  // MARK: Arming

  /// Arms the requests added since the clock last looked; an addition that never comes due is
  /// not kept. When entries of requests no longer pending outnumber the rest, they are dropped.
  private func arm() {
    let (additions, lastSerial, pendingCount) = center.pendingAdditions(after: lastSerial)
    self.lastSerial = lastSerial
    for (request, serial) in additions {
      guard let due = firstDue(of: request) else { continue }
      queue.insert(Armed(request: request, serial: serial, order: nextOrder, due: due))
      nextOrder += 1
    }
    if queue.count > 2 * pendingCount + 64 {
      queue.update { center.isPending($0.request, serial: $0.serial) }
    }
  }

  /// Moves the armed calendar triggers that name no time zone to their next date in the clock's
  /// time zone, after now.
  private func rearmFloatingCalendarTriggers() {
    queue.update { entry in
      guard let trigger = entry.request.trigger as? UNCalendarNotificationTrigger,
        trigger.dateComponents.timeZone == nil
      else { return true }
      guard let due = trigger.nextDate(after: now, in: calendar) else { return false }
      entry.due = due
      return true
    }
  }

  /// When a request armed now first comes due.
  private func firstDue(of request: UNNotificationRequest) -> Date? {
    guard request.trigger != nil else { return now }
    return due(of: request, after: now)
  }

  /// When a request comes due after `date`; `nil` if never.
  private func due(of request: UNNotificationRequest, after date: Date) -> Date? {
    switch request.trigger {
    case let interval as UNTimeIntervalNotificationTrigger:
      let seconds = interval.timeInterval
      guard seconds.isFinite, seconds > 0 else { return nil }
      let due = date.addingTimeInterval(seconds)
      return due > date ? due : nil  // too small to move a date this far out: never
    case let calendarTrigger as UNCalendarNotificationTrigger:
      return calendarTrigger.nextDate(after: date, in: calendar)
    default:
      return nil
    }
  }

  // MARK: Delivering

  /// Delivers (or presents) one notification of the request, dated when it came due.
  ///
  /// - Throws: The engine's error for a date a notification cannot hold.
  private func deliver(
    _ request: UNNotificationRequest, at date: Date, patience: Patience
  ) async throws {
    let notification = try InstanceHelper.create(
      UNNotification.self, properties: ["request": request, "date": date])
    deliveries.append(notification)
    let application = application ?? .shared
    // In the foreground, active or not (NotificationPresentation).
    let inForeground = self.application.map { $0.applicationState != .background } ?? false
    await withPerTestSingletons(application: application, center: center) {
      _ = await NotificationPresentation.present(
        notification, center: center, appIsInForeground: inForeground, patience: patience
      ) { self.recordCall?($0) }
    }
  }

  /// Reports, once for the advance, the requests that came due at a date no notification can
  /// hold; they are not delivered, and not armed again.
  private func report(
    _ undeliverable: [(request: UNNotificationRequest, date: Date, error: any Error)]
  ) {
    guard let first = undeliverable.first else { return }
    let names = undeliverable.prefix(3).map { "\"\($0.request.identifier)\"" }
      .joined(separator: ", ")
    let more = undeliverable.count > 3 ? " and \(undeliverable.count - 3) more" : ""
    reportIssue(
      "NotificationClock could not deliver \(names)\(more): due \(first.date), a date a "
        + "notification cannot hold (\(first.error)); not delivered, and not armed again",
      at: location)
  }
}
