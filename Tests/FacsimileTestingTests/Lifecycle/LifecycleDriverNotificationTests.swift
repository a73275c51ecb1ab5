import FacsimileTesting
import Foundation
import Testing

/// A service extension that shouts: it hands over the title in capitals, with an attachment's
/// worth of news in the body, at once or after a pause.
private final class ShoutingService: UNNotificationServiceExtension {
  let answers: Bool

  init(answers: Bool = true) {
    self.answers = answers
    super.init()
  }

  override func didReceive(
    _ request: UNNotificationRequest,
    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    guard answers, let content = request.content.mutableCopy() as? UNMutableNotificationContent
    else { return }
    content.title = "SHOUTED"
    contentHandler(content)
  }
}

/// How an app is when a push arrives.
enum PushState: String, CaseIterable, Sendable, CustomStringConvertible {
  case notRunning, active, interrupted, background, suspended

  var description: String { rawValue }
}

/// Notifications as they arrive: through the app's service extension, with no center delegate
/// at all, while the app is inactive, and a snooze from `willPresent` (Docs/Fidelity.md, rows 19
/// and 40 to 43).
@MainActor
@Suite struct LifecycleDriverNotificationTests {
  private func bring(_ driver: LifecycleDriver, to state: PushState) async {
    switch state {
    case .notRunning: break
    case .active: await driver.launch()
    case .interrupted:
      await driver.launch()
      await driver.beginInterruption()
    case .background:
      await driver.launch()
      await driver.moveToBackground()
    case .suspended:
      await driver.launch()
      await driver.suspend()
    }
  }

  // MARK: The service extension

  @Test(arguments: LifecycleDriver.Lifecycle.allCases, PushState.allCases)
  func aMutablePushGoesThroughTheExtensionInEveryStateAndTheTapSeesItsContent(
    _ lifecycle: LifecycleDriver.Lifecycle, _ state: PushState
  ) async throws {
    let (driver, log) = recordingDriver(lifecycle, serviceExtension: { ShoutingService() })
    log.presentation = [.banner, .list]
    await bring(driver, to: state)
    let push = try pushNotification("n1", mutable: true)
    await driver.receive(push)
    #expect(driver.steps.contains(.call(.serviceExtensionDidReceive)))
    let delivered = await driver.userNotificationCenter.deliveredNotifications()
    #expect(delivered.map(\.request.content.title) == ["SHOUTED"])
    #expect(delivered.first?.request.identifier == "n1")
    if state == .active || state == .interrupted {
      #expect(log.presented.map(\.request.content.title) == ["SHOUTED"])  // willPresent
    }
    await driver.tap(push)  // the original object: the app gets what was shown
    #expect(log.responses.last?.notification.request.content.title == "SHOUTED")
    #expect(driver.steps.filter { $0 == .call(.serviceExtensionDidReceive) }.count == 1)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aTapOnAPushThatNeverArrivedRunsTheExtensionFirst(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let (driver, log) = recordingDriver(lifecycle, serviceExtension: { ShoutingService() })
    await driver.tap(try pushNotification("n1", mutable: true))
    #expect(log.responses.first?.notification.request.content.title == "SHOUTED")
    #expect(driver.steps.first == .call(.serviceExtensionDidReceive))
    if lifecycle == .scenes {
      #expect(
        log.connectionOptions.first?.notificationResponse?.notification.request.content.title
          == "SHOUTED")
    }
  }

  @Test func anExtensionThatAnswersTooLateLeavesTheOriginalContent() async throws {
    let (driver, _) = recordingDriver(
      .scenes, serviceExtension: { ShoutingService(answers: false) },
      serviceExtensionTimeLimit: .milliseconds(50))
    await driver.receive(try pushNotification("n1", mutable: true))
    let delivered = await driver.userNotificationCenter.deliveredNotifications()
    #expect(delivered.map(\.request.content.title) == [""])
    #expect(delivered.map(\.request.content.body) == ["Hello"])
    #expect(
      driver.steps == [
        .call(.serviceExtensionDidReceive), .call(.serviceExtensionTimeWillExpire),
      ])
  }

  @Test func onlyAMutableAlertPushGoesThroughTheExtension() async throws {
    let (driver, _) = recordingDriver(.legacy, serviceExtension: { ShoutingService() })
    await driver.receive(try pushNotification("plain"))
    let silent = try PushPayload(["aps": ["content-available": 1, "mutable-content": 1]])
      .notification(identifier: "silent")
    await driver.receive(silent)
    let content = UNMutableNotificationContent()
    content.title = "Local"
    content.userInfo = ["aps": ["mutable-content": 1]]
    let local = try UNNotification.fabricate(content: content, identifier: "local")
    await driver.receive(local)
    #expect(!driver.steps.contains(.call(.serviceExtensionDidReceive)))
    let titles = await driver.userNotificationCenter.deliveredNotifications()
      .map(\.request.content.title)
    #expect(!titles.contains("SHOUTED"))
  }

  @Test func eachPushGetsANewExtension() async throws {
    var made = 0
    let (driver, _) = recordingDriver(
      .legacy,
      serviceExtension: {
        made += 1
        return ShoutingService()
      })
    await driver.receive(try pushNotification("a", mutable: true))
    await driver.receive(try pushNotification("b", mutable: true))
    #expect(made == 2)
  }

  // MARK: No delegate, inactive, snooze

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func withNoCenterDelegateAtAllAForegroundNotificationShowsWithItsOwnOptions(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let (driver, _) = recordingDriver(lifecycle) { $0.setsCenterDelegate = false }
    await driver.launch()
    #expect(
      await driver.receive(try pushNotification("loud", sound: true)) == [.banner, .list, .sound])
    #expect(await driver.receive(try pushNotification("plain")) == [.banner, .list])
    #expect(!driver.steps.contains(.call(.userNotificationCenterWillPresent)))
    let delivered = await driver.userNotificationCenter.deliveredNotifications()
    #expect(delivered.map(\.request.identifier) == ["loud", "plain"])
  }

  @Test func aDelegateWithoutWillPresentSilencesTheNotification() async throws {
    final class Silent: NSObject, UNUserNotificationCenterDelegate {}
    let silent = Silent()
    let (driver, _) = recordingDriver(.legacy) { $0.setsCenterDelegate = false }
    await driver.launch()
    driver.userNotificationCenter.delegate = silent
    #expect(await driver.receive(try pushNotification("n1")) == [])
    #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
    withExtendedLifetime(silent) {}
  }

  @Test(.perTestSingletons) func aSnoozeFromWillPresentKeepsTheRequestItAdds() async throws {
    let center = UNUserNotificationCenter.current()
    let clock = NotificationClock(
      center: center, application: UIApplication.fabricate(applicationState: .active))
    let snoozer = Snoozer(center: center)
    center.delegate = snoozer
    try await center.add(
      UNNotificationRequest(
        identifier: "tea", content: UNNotificationContent(),
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
    await clock.advance(by: 60)
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["tea"])
    #expect((pending.first?.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 300)
    #expect(await clock.nextDueDate(of: "tea") == clock.now.addingTimeInterval(300))
    withExtendedLifetime(snoozer) {}
  }
}

/// A center delegate that snoozes each notification it is shown: it adds the request again,
/// with the same identifier, five minutes later.
private final class Snoozer: NSObject, UNUserNotificationCenterDelegate {
  let center: UNUserNotificationCenter

  init(center: UNUserNotificationCenter) {
    self.center = center
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let request = UNNotificationRequest(
      identifier: notification.request.identifier, content: notification.request.content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false))
    center.add(request, withCompletionHandler: nil)
    completionHandler([.banner])
  }
}
