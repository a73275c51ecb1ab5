import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

/// Every event iOS plays into the app, from every state, with both life cycles: the app must
/// take the same routes, open the same URLs, record the same analytics and leave the same
/// notifications, whether UIKit calls `LegacyAppDelegate` or `AppDelegate` and `SceneDelegate`.
@MainActor
@Suite struct LifecycleEventTests {
  @Test(arguments: AppEvent.allCases, AppState.allCases)
  func everyEventDoesTheSameWithBothLifeCycles(_ event: AppEvent, _ state: AppState) async throws
  {
    let outcome = try await expectSameOutcome { lifecycle in
      let app = AppUnderTest(lifecycle)
      await app.bring(to: state)
      try await app.play(event)
      return await app.outcome
    }
    #expect(outcome.routes == event.expectedRoutes)
    #expect(outcome.openedURLs == event.expectedOpenedURLs)
    #expect(outcome.delivered == (event == .foregroundNotification ? ["comet"] : []))
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aLinkOnAColdLaunchIsOpenedOnce(_ lifecycle: LifecycleDriver.Lifecycle) async throws {
    let app = AppUnderTest(lifecycle)
    await app.driver.open(try #require(URL(string: "myapp://article/42")))
    #expect(
      app.router.analytics == [
        "launched", "route article(id: \"42\") from url", "active",
      ])
    #expect(app.driver.application.applicationState == .active)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aTapThatLaunchesTheAppRoutesOnceThoughIOSHandsItOverTwice(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    // The response is in launchOptions[.remoteNotification] (legacy) or the connection options'
    // notificationResponse (scenes), and it reaches the center's delegate as well.
    let app = AppUnderTest(lifecycle)
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await app.driver.tap(try payload.notification(identifier: "comet"))
    #expect(app.router.routes == [.article(id: "2025-comet")])
    #expect(
      app.router.analytics == [
        "launched", "route article(id: \"2025-comet\") from notification", "active",
      ])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aBackgroundActionLaunchesTheAppInTheBackground(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let app = AppUnderTest(lifecycle)
    await app.bring(to: .notRunning)
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await app.driver.tap(try payload.notification(identifier: "comet"), action: .action("MARK_READ"))
    #expect(app.router.analytics == ["launched", "mark read comet"])
    #expect(app.driver.application.applicationState == .background)
    #expect(app.driver.scene == nil)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aNotificationWhileActiveIsPresentedAndListed(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let app = AppUnderTest(lifecycle)
    await app.driver.launch()
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    let options = await app.driver.receive(try payload.notification(identifier: "comet"))
    #expect(options == [.banner, .list, .sound])
    #expect(app.router.analytics.last == "foreground notification comet")
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func theAsyncSilentPushAndTheCompletionHandlerOneAnswerAlike(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async {
    // AppDelegate implements only the async form, LegacyAppDelegate only the other.
    let app = AppUnderTest(lifecycle)
    let result = await app.driver.receiveSilentPush([
      "aps": ["content-available": 1, "badge": 4], "articleId": "2025-comet",
    ])
    #expect(result == .newData)
    #expect(app.driver.application.applicationIconBadgeNumber == 4)
  }
}

extension AppEvent {
  var expectedRoutes: [Route] {
    switch self {
    case .notificationTap: [.article(id: "2025-comet")]
    case .textReply: [.reply(threadID: "science", text: "On my way")]
    case .url: [.article(id: "42")]
    case .universalLink: [.article(id: "7")]
    case .inboxQuickAction: [.inbox]
    case .iconTap, .markReadAction, .websiteQuickAction, .silentPush, .foregroundNotification,
      .backgroundAndBack, .sceneDisconnectedAndReconnected:
      []
    }
  }

  var expectedOpenedURLs: [URL] {
    self == .websiteQuickAction ? [URL(string: "https://example.com")].compactMap { $0 } : []
  }
}
