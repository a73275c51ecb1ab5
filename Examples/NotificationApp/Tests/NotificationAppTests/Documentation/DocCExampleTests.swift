import FacsimileTesting
import Foundation
import Testing
import XCTest

@testable import NotificationApp

// The ```swift examples of the lifecycle driver's DocC comments (LifecycleDriver, its events,
// steps and methods, expectSameOutcome, the host application), as a user pastes them.
// DocumentationSnippetTests fails if one is not found here (or elsewhere in this package), line
// for line.

@MainActor
@Suite struct LifecycleDriverDocCTests {
  @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aLinkOpensTheArticleOnAColdLaunch(_ lifecycle: LifecycleDriver.Lifecycle) async throws {
    let driver = LifecycleDriver(
      appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
      lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.open(try #require(URL(string: "myapp://article/42")))
    let router = try #require((driver.appDelegate as? any AppRouting)?.router)
    #expect(router.routes == [.article(id: "42")])
  }

  @Test @MainActor func aLinkOpensTheArticleFromTheBackground() async throws {
    let url = try #require(URL(string: "myapp://article/42"))
    let routes = await expectSameOutcome { lifecycle in  // legacy, then scenes
      let driver = LifecycleDriver(
        appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
        lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
      await driver.launch()
      await driver.moveToBackground()
      await driver.open(url)
      return (driver.appDelegate as? any AppRouting)?.router.routes
    }
    #expect(routes == [.article(id: "42")])  // the legacy run's, the same as the scenes run's
  }

  @Test func theDriverIsMadeAndLaunched() async throws {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    #expect(driver.application.applicationState == .active)
    let link = try #require(URL(string: "myapp://article/42"))
    await driver.open(link, sourceApplication: "com.apple.mobilesafari")
    #expect(driver.steps.contains(.call(.sceneOpenURLContexts)))
    #expect(!driver.steps.contains(.call(.applicationOpenURL)))
    #expect("\(LifecycleDriver.Method.sceneOpenURLContexts)" == "scene(_:openURLContexts:)")
  }

  @Test func theStepsEndWithBecomingActive() async {
    let driver = LifecycleDriver(appDelegate: LegacyAppDelegate(), lifecycle: .legacy)
    await driver.launch()  // the app delegate life cycle
    #expect(driver.steps.suffix(2) == [
      .call(.applicationDidBecomeActive), .post(UIApplication.didBecomeActiveNotification),
    ])
  }

  @Test func aDisconnectedSceneComesBack() async {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    await driver.disconnectScene()
    await driver.reconnectScene()  // a new scene and scene delegate, the same session
    await driver.disconnectScene()
    await driver.reconnectScene()
    #expect(driver.scene?.activationState == .foregroundActive)
  }

  @Test func linksActivitiesAndQuickActionsArrive() async throws {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.openUniversalLink(try #require(URL(string: "https://example.com/articles/7")))
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/articles/7")
    await driver.continueUserActivity(activity)
    let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
    let handled = await driver.performQuickAction(item)
    #expect(handled == false)  // the scene delegate does not know the type "inbox"
  }

  @Test func notificationsArriveAndAreTapped() async throws {
    let driver = LifecycleDriver(appDelegate: LegacyAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await driver.tap(try payload.notification())
    await driver.tap(try payload.notification(), action: .textReply("REPLY", text: "On my way"))
    let options = await driver.receive(try payload.notification())
    #expect(options == [.banner, .list, .sound])
    let result = await driver.receiveSilentPush(["aps": ["content-available": 1]])
    #expect(result == .noData)
    let notification = try payload.notification()
    await driver.tap(notification)  // the default action
    await driver.tap(notification, action: .action("MARK_READ"))
    await driver.tap(notification, action: .textReply("REPLY", text: "On my way"))
  }

  @Test func theAppLeavesIsInterruptedAndComesBack() async {
    let driver = LifecycleDriver(appDelegate: LegacyAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    await driver.beginInterruption()  // an incoming call
    #expect(driver.application.applicationState == .inactive)
    await driver.endInterruption()  // declined: active again, without a trip to the background
    await driver.endInterruption()
    await driver.moveToBackground()
    #expect(driver.application.applicationState == .background)
    await driver.moveToForeground()
    await driver.suspend()
    #expect(driver.isSuspended)
  }

  @Test func theSystemEndsTheAppAndTheUserSwipesItAway() async {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    await driver.moveToBackground()  // the scene's stateRestorationActivity(for:) is asked
    await driver.suspend()
    await driver.terminate()  // suspended: nothing is called
    await driver.launch()  // a new process, the same session
    await driver.forceQuit()
    await driver.launch()  // application(_:didDiscardSceneSessions:), then a new session
    #expect((driver.appDelegate as? AppDelegate)?.discardedSessionIDs.count == 1)
  }

  @Test func theHostIsTheDriverOfTheHostApplication() async {
    await withHostApplication {
      LifecycleDriver(appDelegate: LegacyAppDelegate(), lifecycle: .legacy)
    } _: { _ in
      await LifecycleDriver.host?.moveToBackground()
      #expect(UIApplication.shared.applicationState == .background)
    }
  }
}

/// The XCTest form of the host application, as withHostApplication's DocC shows it.
final class SceneDelegateHostedXCTests: XCTestCase {
  @MainActor
  func testTheSceneShowsAWindow() async throws {
    try await withHostApplication {
      LifecycleDriver(
        appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    } _: { _ in
      let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
      XCTAssertTrue(scene.delegate is SceneDelegate)
    }
  }
}

// The examples of the driver's patience, the notification clock, the per-test singletons and
// presentedContent.

@MainActor
@Suite struct LifecycleDocCMoreTests {
  @Test func aSlowDelegateGetsMorePatience() async throws {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    driver.patience = .seconds(30)  // a delegate that answers after a slow stub
    #expect(driver.clock.patience == .seconds(30))
  }

  @Test(.perTestSingletons) func theClockDeliversWhatComesDue() async throws {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Tea"
    let clock = NotificationClock(center: center, timeZone: TimeZone(identifier: "Europe/Paris"))
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    try await center.add(UNNotificationRequest(identifier: "tea", content: content, trigger: trigger))
    await clock.advance(by: 59)   // nothing yet
    await clock.advance(by: 1)    // delivered
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["tea"])
  }

  @Test(.perTestSingletons) func theClockSaysWhenARequestComesDue() async throws {
    let center = UNUserNotificationCenter.current()
    let clock = NotificationClock(center: center)
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    let content = UNMutableNotificationContent()
    try await center.add(UNNotificationRequest(identifier: "tea", content: content, trigger: trigger))
    #expect(await clock.nextDueDate(of: "tea") == clock.now.addingTimeInterval(60))
  }

  @Test(.perTestSingletons) func aClockOfTheApplication() async throws {
    let center = UNUserNotificationCenter.current()
    let application = UIApplication.shared
    let clock = NotificationClock(
      center: center, application: application, timeZone: TimeZone(identifier: "UTC"))
    clock.patience = .seconds(1)
    clock.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt  // the user lands in Tokyo
    ReadingReminder.schedule(articleID: "42")
    await clock.advance(by: 60 * 60)   // an hour
    #expect(await center.deliveredNotifications().count == 1)
    let tomorrowAtNine = clock.calendar.date(
      bySettingHour: 9, minute: 0, second: 0, of: clock.now.addingTimeInterval(24 * 60 * 60))
      ?? clock.now
    await clock.advance(to: tomorrowAtNine)
    #expect(clock.now == tomorrowAtNine)
  }

  @Test(.perTestSingletons) @MainActor func remindersAreScheduled() async throws {
    let center = UNUserNotificationCenter.current()   // this test's own center
    let router = NotificationRouter()
    center.delegate = router
    ReadingReminder.schedule(articleID: "42")          // calls .current() itself
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["reminder-42"])
  }

  @Test func theSingletonsOfABlock() async {
    let router = NotificationRouter()
    let pending = await withPerTestSingletons {
      UNUserNotificationCenter.current().delegate = router
      ReadingReminder.schedule(articleID: "42")
      return await UNUserNotificationCenter.current().pendingNotificationRequests()
    }
    #expect(pending.map(\.identifier) == ["reminder-42"])
  }

  @Test func theExtensionAttachesThePhoto() async throws {
    let png = NotificationServiceTests.png
    let request = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
      .notification().request
    let stub = StubURLSession()
    stub.respond(toPath: "/coit-tower.png", with: .data(png, headers: ["Content-Type": "image/png"]))
    let service = NotificationService()
    service.session = stub.session
    let content = await service.presentedContent(for: request, timeLimit: .seconds(2))
    #expect(content.attachments.count == 1)
  }

  @Test func theExtensionRunsOnAPayload() async throws {
    let stub = StubURLSession()
    stub.respond(toPath: "/coit-tower.png", with: .failure(URLError(.notConnectedToInternet)))
    let service = NotificationService()
    service.session = stub.session
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
    let content = try await service.presentedContent(for: payload)
    #expect(content.attachments.isEmpty)  // the download failed: the text goes out alone
  }
}

/// The clock's constants, read off the main actor.
@Test func theClocksConstantsFromAnyContext() {
  let limit = NotificationClock.maximumDeliveriesPerAdvance  // from any context
  let start = NotificationClock.defaultStart  // from any context
  #expect(limit == 10_000)
  #expect(start == Date(timeIntervalSince1970: 1_767_600_000))
}

@Test(.perTestSingletons) func addsTheReminder() async {
  ReadingReminder.schedule(articleID: "42")
  #expect(await UNUserNotificationCenter.current().pendingNotificationRequests().count == 1)
}

@Suite(.perTestSingletons) struct ReminderTests {
  @Test func cancelsTheReminder() async {
    ReadingReminder.schedule(articleID: "42")
    ReadingReminder.cancel(articleID: "42")
    #expect(await UNUserNotificationCenter.current().pendingNotificationRequests().isEmpty)
  }
}

final class ReminderXCTests: XCTestCase {
  override func invokeTest() {
    withPerTestSingletons { super.invokeTest() }
  }
}

extension ReminderXCTests {
  func testTheReminderIsThisTestsOwn() async {
    ReadingReminder.schedule(articleID: "42")
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    XCTAssertEqual(pending.map(\.identifier), ["reminder-42"])
  }
}
