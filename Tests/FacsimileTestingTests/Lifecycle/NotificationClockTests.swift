import FacsimileTesting
import Foundation
import Testing

/// A center delegate that answers `willPresent` with fixed options and records what it is shown.
private final class PresentingDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  private let lock = NSLock()
  private var shown: [String] = []
  let options: UNNotificationPresentationOptions

  init(options: UNNotificationPresentationOptions) {
    self.options = options
  }

  var presented: [String] { lock.withLock { shown } }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    lock.withLock { shown.append(notification.request.identifier) }
    completionHandler(options)
  }
}

/// A notification center on a clock only the test moves: each trigger kind, repeating triggers,
/// removals, and the difference between an active app and one that is not.
@MainActor
@Suite struct NotificationClockTests {
  private let center = UNUserNotificationCenter.fabricated()

  private func add(_ identifier: String, _ trigger: UNNotificationTrigger?) {
    let content = UNMutableNotificationContent()
    content.title = identifier
    center.add(
      UNNotificationRequest(identifier: identifier, content: content, trigger: trigger),
      withCompletionHandler: nil)
  }

  private var delivered: [String] {
    get async { await center.deliveredNotifications().map(\.request.identifier) }
  }

  private var pending: [String] {
    get async { await center.pendingNotificationRequests().map(\.identifier) }
  }

  @Test func aTimeIntervalTriggerDeliversOnceWhenItsIntervalHasPassed() async throws {
    let clock = NotificationClock(center: center)
    add("tea", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    await clock.advance(by: 59)
    #expect(await delivered.isEmpty)
    await clock.advance(by: 1)
    #expect(await delivered == ["tea"])
    #expect(await pending.isEmpty)
    #expect(clock.deliveries.map(\.date) == [NotificationClock.defaultStart + 60])
    await clock.advance(by: 600)
    #expect(clock.deliveries.count == 1)
  }

  @Test func aRepeatingTimeIntervalTriggerDeliversEveryIntervalAndStaysPending() async throws {
    let clock = NotificationClock(center: center)
    add("stretch", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
    await clock.advance(by: 150)
    let start = NotificationClock.defaultStart
    #expect(clock.deliveries.map(\.date) == [start + 60, start + 120])
    #expect(await delivered == ["stretch"])  // one entry per identifier: the latest
    #expect(await pending == ["stretch"])
    #expect(await clock.nextDueDate(of: "stretch") == start + 180)
  }

  @Test func aCalendarTriggerDeliversAtTheNextMatchingDate() async throws {
    let clock = NotificationClock(center: center, timeZone: .gmt)  // Monday 08:00 UTC
    add(
      "stand-up",
      UNCalendarNotificationTrigger(
        dateMatching: DateComponents(hour: 9, minute: 30), repeats: false))
    await clock.advance(by: 60 * 60)
    #expect(await delivered.isEmpty)
    await clock.advance(by: 30 * 60)
    #expect(await delivered == ["stand-up"])
    #expect(clock.deliveries.first?.date == NotificationClock.defaultStart + 90 * 60)
    #expect(await pending.isEmpty)
  }

  @Test func aRepeatingCalendarTriggerDeliversEveryMatchingDate() async throws {
    let clock = NotificationClock(center: center, timeZone: .gmt)
    add(
      "daily", UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9), repeats: true))
    await clock.advance(by: 3 * 24 * 60 * 60)
    let nine = NotificationClock.defaultStart + 60 * 60
    #expect(clock.deliveries.map(\.date) == [nine, nine + 86_400, nine + 2 * 86_400])
    #expect(await pending == ["daily"])
  }

  @Test func aCalendarTriggerUsesItsComponentsTimeZone() async throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let clock = NotificationClock(center: center)
    var components = DateComponents(hour: 9)
    components.timeZone = newYork  // 09:00 in New York is 14:00 UTC in January
    add(
      "opening", UNCalendarNotificationTrigger(dateMatching: components, repeats: false))
    await clock.advance(by: 6 * 60 * 60)
    #expect(clock.deliveries.first?.date == NotificationClock.defaultStart + 6 * 60 * 60)
  }

  @Test func aRequestWithoutATriggerIsDeliveredOnTheNextAdvance() async throws {
    let clock = NotificationClock(center: center)
    add("now", nil)
    await clock.advance(by: 0)
    #expect(await delivered == ["now"])
  }

  @Test func removedRequestsNeverFireAndAReAddedOneStartsAgain() async throws {
    let clock = NotificationClock(center: center)
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    add("a", trigger)
    add("b", trigger)
    add("c", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
    await clock.advance(by: 30)
    center.removePendingNotificationRequests(withIdentifiers: ["a"])
    add("b", trigger)  // replaced: due 60 s from now
    await clock.advance(by: 30)
    #expect(await delivered == ["c"])
    center.removeAllPendingNotificationRequests()
    await clock.advance(by: 30)
    #expect(await delivered == ["c"])
    #expect(clock.deliveries.count == 1)
  }

  @Test func aRequestRemovedByADeliveryBeforeItIsNeverDelivered() async throws {
    // A delegate presenting the first one removes the second, as an app may.
    let clock = NotificationClock(center: center)
    add("first", UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false))
    add("second", UNTimeIntervalNotificationTrigger(timeInterval: 20, repeats: false))
    await clock.advance(by: 10)
    center.removePendingNotificationRequests(withIdentifiers: ["second"])
    await clock.advance(by: 100)
    #expect(await delivered == ["first"])
  }

  @Test func whileTheAppIsActiveTheDelegateDecidesHowANotificationShows() async throws {
    let application = UIApplication.fabricate(applicationState: .active)
    let listing = PresentingDelegate(options: [.banner, .list])
    center.delegate = listing
    let clock = NotificationClock(center: center, application: application)
    add("listed", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    await clock.advance(by: 60)
    #expect(listing.presented == ["listed"])
    #expect(await delivered == ["listed"])

    let quiet = PresentingDelegate(options: [.sound])
    center.delegate = quiet
    add("quiet", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    add("again", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
    await clock.advance(by: 60)
    #expect(quiet.presented == ["quiet", "again"])
    #expect(await delivered == ["listed"])  // not listed: shown (or not) and gone
    #expect(await pending == ["again"])  // a repeating one stays
    withExtendedLifetime((listing, quiet)) {}
  }

  @Test func whileTheAppIsInactiveANotificationGoesToWillPresent() async throws {
    // Inactive is "running in the foreground" (UIApplication.State.inactive), and willPresent
    // takes "a notification that arrived while the app was running in the foreground".
    let application = UIApplication.fabricate(applicationState: .inactive)
    let delegate = PresentingDelegate(options: [.list])
    center.delegate = delegate
    let clock = NotificationClock(center: center, application: application)
    add("shown", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
    await clock.advance(by: 60)
    #expect(delegate.presented == ["shown"])
    #expect(await delivered == ["shown"])
  }

  @Test func whileTheAppIsInTheBackgroundANotificationIsDeliveredWithoutTheDelegate()
    async throws
  {
    let application = UIApplication.fabricate(applicationState: .background)
    let delegate = PresentingDelegate(options: [])
    center.delegate = delegate
    let clock = NotificationClock(center: center, application: application)
    add("quiet", UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
    await clock.advance(by: 120)
    #expect(delegate.presented.isEmpty)
    #expect(await delivered == ["quiet"])
    #expect(clock.deliveries.count == 2)
  }

  @Test func triggersThatNeverComeDueDoNotFire() async throws {
    let clock = NotificationClock(center: center)
    add("zero", UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false))
    add("negative", UNTimeIntervalNotificationTrigger(timeInterval: -5, repeats: true))
    add("push", try InstanceHelper.create(UNPushNotificationTrigger.self))
    add(
      "never",
      UNCalendarNotificationTrigger(dateMatching: DateComponents(month: 13), repeats: false))
    await clock.advance(by: 400 * 24 * 60 * 60)
    #expect(await delivered.isEmpty)
    #expect(Set(await pending) == ["zero", "negative", "push", "never"])
  }

  @Test(.volume) func oneAdvanceMakesAtMostTheLimitOfDeliveries() async throws {
    let clock = NotificationClock(center: center)
    add("rapid", UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: true))
    await clock.advance(by: 1_000_000)
    #expect(clock.deliveries.count == NotificationClock.maximumDeliveriesPerAdvance)
    #expect(clock.now == NotificationClock.defaultStart + 1_000_000)
  }

  @Test func aDeliveredNotificationTappedThroughTheDriverReachesDidReceive() async throws {
    let router = RecordingCenterDelegate()
    let driver = LifecycleDriver(appDelegate: CenterSettingAppDelegate(router), lifecycle: .legacy)
    await driver.launch()
    await driver.moveToBackground()
    let content = UNMutableNotificationContent()
    content.title = "Stand-up"
    driver.userNotificationCenter.add(
      UNNotificationRequest(
        identifier: "stand-up", content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)),
      withCompletionHandler: nil)
    await driver.clock.advance(by: 300)
    let notification = try #require(
      await driver.userNotificationCenter.deliveredNotifications().first)
    await driver.tap(notification)
    #expect(router.received == ["stand-up"])
    #expect(driver.isActive)
    #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
  }

  @Test func theDriversClockPresentsThroughWillPresentWhileActive() async throws {
    let router = RecordingCenterDelegate()
    let driver = LifecycleDriver(appDelegate: CenterSettingAppDelegate(router), lifecycle: .legacy)
    await driver.launch()
    driver.userNotificationCenter.add(
      UNNotificationRequest(
        identifier: "now", content: UNMutableNotificationContent(), trigger: nil),
      withCompletionHandler: nil)
    await driver.clock.advance(by: 0)
    #expect(router.presented == ["now"])
    #expect(
      driver.steps.last == .call(.userNotificationCenterWillPresent))
  }
}

/// A center delegate that records responses and presentations.
private final class RecordingCenterDelegate: NSObject, UNUserNotificationCenterDelegate,
  @unchecked Sendable
{
  private let lock = NSLock()
  private var responses: [String] = []
  private var shown: [String] = []

  var received: [String] { lock.withLock { responses } }
  var presented: [String] { lock.withLock { shown } }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    lock.withLock { responses.append(response.notification.request.identifier) }
    completionHandler()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    lock.withLock { shown.append(notification.request.identifier) }
    completionHandler([.list])
  }
}

/// An app delegate that makes a given object the center's delegate when launching.
private final class CenterSettingAppDelegate: UIResponder, UIApplicationDelegate {
  let centerDelegate: RecordingCenterDelegate

  init(_ centerDelegate: RecordingCenterDelegate) {
    self.centerDelegate = centerDelegate
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = centerDelegate
    return true
  }
}
