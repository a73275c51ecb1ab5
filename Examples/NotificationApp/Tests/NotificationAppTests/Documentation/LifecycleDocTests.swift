import FacsimileTesting
import Foundation
import Testing
import XCTest

@testable import NotificationApp

// The Swift snippets of Docs/Lifecycle.md, the README's lifecycle examples and Docs/Porting.md's
// migration section, as a user pastes them. DocumentationSnippetTests fails if one is not found
// here (or in the app's sources), line for line.

@Suite struct LifecycleDocTests {
  @Test @MainActor func aLinkOpensTheArticleWithBothLifeCycles() async throws {
    let url = try #require(URL(string: "myapp://article/42"))
    let routes = await expectSameOutcome { lifecycle in  // legacy, then scenes: the same?
      let legacy = LegacyAppDelegate(), scenes = AppDelegate()
      let driver = LifecycleDriver(
        appDelegate: lifecycle == .legacy ? legacy : scenes, lifecycle: lifecycle,
        makeSceneDelegate: { _ in SceneDelegate() })
      await driver.open(url)  // not running: launchOptions, or the scene's connectionOptions
      await driver.moveToBackground()
      await driver.open(url)  // in the background: application(_:open:options:), or openURLContexts
      return (lifecycle == .legacy ? legacy.router : scenes.router).routes
    }
    #expect(routes == [.article(id: "42"), .article(id: "42")])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aTapThatLaunchesTheAppOpensTheArticleOnce(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let legacy = LegacyAppDelegate(), scenes = AppDelegate()
    let driver = LifecycleDriver(
      appDelegate: lifecycle == .legacy ? legacy : scenes, lifecycle: lifecycle,
      makeSceneDelegate: { _ in SceneDelegate() })
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await driver.tap(try payload.notification())  // in the launch, and to didReceive
    let router = lifecycle == .legacy ? legacy.router : scenes.router
    #expect(router.routes == [.article(id: "2025-comet")])
    #expect(driver.application.applicationState == .active)
  }

  @Test @MainActor func aSceneLaunchFromTheIconInIOSOrder() async {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    #expect(driver.steps == [
      .call(.applicationWillFinishLaunching),
      .call(.applicationDidFinishLaunching),
      .post(UIApplication.didFinishLaunchingNotification),
      .call(.applicationConfigurationForConnecting),
      .call(.sceneWillConnect), .post(UIScene.willConnectNotification),
      .call(.sceneWillEnterForeground), .post(UIScene.willEnterForegroundNotification),
      .post(UIApplication.willEnterForegroundNotification),
      .call(.sceneDidBecomeActive), .post(UIScene.didActivateNotification),
      .post(UIApplication.didBecomeActiveNotification),
    ])
    #expect(driver.scene?.activationState == .foregroundActive)
    #expect(driver.sceneDelegate is SceneDelegate)  // the class AppDelegate's configuration names
  }

  @Test @MainActor func aDisconnectedSceneComesBackForALink() async throws {
    let appDelegate = AppDelegate()
    let driver = LifecycleDriver(
      appDelegate: appDelegate, lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    await driver.disconnectScene()  // the system reclaims the scene; the session stays
    await driver.openUniversalLink(try #require(URL(string: "https://example.com/articles/7")))
    #expect(appDelegate.router.routes == [.article(id: "7")])  // from the new scene's options
  }

  @Test(.perTestSingletons) @MainActor
  func aReminderFiresAnHourLaterAndItsTapOpensTheArticle() async throws {
    let appDelegate = AppDelegate()
    let driver = LifecycleDriver(
      appDelegate: appDelegate, lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    ReadingReminder.schedule(articleID: "42")  // calls UNUserNotificationCenter.current()
    await driver.moveToBackground()
    await driver.clock.advance(by: 60 * 60)  // no waiting: the test moves the clock
    let reminder = try #require(await driver.userNotificationCenter.deliveredNotifications().first)
    await driver.tap(reminder)
    #expect(appDelegate.router.routes == [.article(id: "42")])
  }

  @Test(.perTestSingletons) @MainActor func theWebsiteOpensInTheBrowser() throws {
    #expect(ExternalLinks().openWebsite())  // ExternalLinks() talks to UIApplication.shared
    let opened = try UIApplication.shared.value(forKey: "requestedURLs") as? [URL]
    #expect(opened?.map(\.absoluteString) == ["https://example.com"])  // this test's own
  }

  @Test(.perTestSingletons) @MainActor func aCancelledReminderNeverComes() async {
    ReadingReminder.schedule(articleID: "42")
    ReadingReminder.cancel(articleID: "42")
    let clock = NotificationClock(center: UNUserNotificationCenter.current())
    await clock.advance(by: ReadingReminder.delay)
    #expect(await UNUserNotificationCenter.current().deliveredNotifications().isEmpty)
  }

  @Test(.perTestSingletons) @MainActor func aReminderWhileActiveIsPresented() async throws {
    let driver = LifecycleDriver(appDelegate: LegacyAppDelegate(), lifecycle: .legacy)
    await driver.launch()
    ReadingReminder.schedule(articleID: "42")
    await driver.clock.advance(by: ReadingReminder.delay)
    #expect(driver.steps.last == .call(.userNotificationCenterWillPresent))
  }

  @Test(.perTestSingletons) @MainActor
  func theDigestComesAtEightWhereverTheUserIs() async throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let clock = NotificationClock(center: UNUserNotificationCenter.current(), timeZone: tokyo)
    MorningDigest.schedule()  // DateComponents(hour: 8), no time zone: the device's
    await clock.advance(by: 24 * 60 * 60)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tokyo
    #expect(clock.deliveries.map { calendar.component(.hour, from: $0.date) } == [8])

    clock.timeZone = try #require(TimeZone(identifier: "America/New_York"))  // a flight
    await clock.advance(by: 24 * 60 * 60)
    calendar.timeZone = clock.timeZone
    #expect(clock.deliveries.last.map { calendar.component(.hour, from: $0.date) } == 8)
  }
}

/// Docs/Lifecycle.md's XCTest form of the per-test singletons.
final class ReadingReminderXCTests: XCTestCase {
  override func invokeTest() {
    withPerTestSingletons { super.invokeTest() }
  }

  func testTheReminderIsScheduledInThisTestsCenter() async {
    ReadingReminder.schedule(articleID: "42")
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    XCTAssertEqual(pending.map(\.identifier), ["reminder-42"])
  }
}
