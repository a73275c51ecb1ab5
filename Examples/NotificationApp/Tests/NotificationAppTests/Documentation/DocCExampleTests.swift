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
