import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

/// The end of the app's life and what follows, with both life cycles: the system ending it, the
/// user swiping it away, a relaunch, state restoration, an incoming call, and pushes through the
/// app's notification service extension. Docs/Lifecycle.md shows these tests.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EndOfLifeTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])

  @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func theArticleOnScreenComesBackAfterTheSystemEndsTheApp(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let driver = LifecycleDriver(
      appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),  // at each launch
      lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.open(try #require(URL(string: "myapp://article/42")))
    await driver.moveToBackground()  // scenes: stateRestorationActivity(for:), kept in the session
    await driver.suspend()
    await driver.terminate()  // the system reclaims memory: a suspended app is told nothing
    await driver.launch()  // the icon: a new process, a new app delegate
    let router = try #require((driver.appDelegate as? any AppRouting)?.router)
    #expect(router.routes == (lifecycle == .scenes ? [.article(id: "42")] : []))
  }

  @Test @MainActor func aPhotoPushShowsItsPhotoInEveryLifeCycleAndItsTapOpensTheApp()
    async throws
  {
    let images = StubURLSession()
    images.respond(
      toPath: "/coit-tower.png", with: .data(Self.png, headers: ["Content-Type": "image/png"]))
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
    let attachments = try await expectSameOutcome { lifecycle in
      let driver = LifecycleDriver(
        appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
        lifecycle: lifecycle,
        serviceExtension: {  // the app's NotificationService, for each mutable-content push
          let service = NotificationService()
          service.session = images.session
          return service
        }, makeSceneDelegate: { _ in SceneDelegate() })
      await driver.receive(try payload.notification())  // not running: to Notification Center
      let shown = try #require(await driver.userNotificationCenter.deliveredNotifications().first)
      await driver.tap(shown)  // launches the app with what the extension made
      return shown.request.content.attachments.map(\.identifier)
    }
    #expect(attachments == ["image"])
  }

  @Test(arguments: AppState.allCases) @MainActor
  func aPhotoPushArrivesThroughTheExtensionFromEveryState(_ state: AppState) async throws {
    let images = StubURLSession()
    images.respond(
      toPath: "/coit-tower.png", with: .data(Self.png, headers: ["Content-Type": "image/png"]))
    let payload = try PushPayload(resource: "photo", in: .module, subdirectory: "Fixtures")
    let outcome = try await expectSameOutcome { lifecycle in
      let app = AppUnderTest(lifecycle, images: images)
      await app.bring(to: state)
      await app.driver.receive(try payload.notification(identifier: "photo"))
      await app.driver.tap(try payload.notification(identifier: "photo"))  // what was shown
      #expect(app.driver.steps.filter { $0 == .call(.serviceExtensionDidReceive) }.count == 1)
      return app.router.routes
    }
    #expect(outcome == [.inbox])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aMarkReadActionOnAColdLaunchUsesTheCategoriesTheLastRunRegistered(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let app = AppUnderTest(lifecycle)
    await app.driver.launch()  // registers AppRouter.categories
    await app.driver.terminate()
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await app.driver.tap(
      try payload.notification(identifier: "comet"), action: .action(AppRouter.markReadAction))
    #expect(app.router.analytics == ["launched", "mark read comet"])  // in the background
    #expect(app.driver.application.applicationState == .background)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aCallDuringAnArticleLeavesItWithoutATripToTheBackground(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let app = AppUnderTest(lifecycle)
    await app.driver.open(try #require(URL(string: "myapp://article/42")))
    await app.driver.beginInterruption()  // an incoming call: inactive, still in the foreground
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await app.driver.receive(try payload.notification(identifier: "comet"))  // to willPresent
    await app.driver.endInterruption()  // declined
    #expect(
      app.router.analytics == [
        "launched", "route article(id: \"42\") from url", "active",
        "foreground notification comet", "active",
      ])
  }

  @Test @MainActor func aSwipeInTheAppSwitcherDiscardsTheSceneAndTheNextLaunchSaysSo()
    async throws
  {
    let driver = LifecycleDriver(
      appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    let session = try #require(driver.scene?.session)
    await driver.forceQuit()  // from the app switcher
    await driver.launch()
    let appDelegate = try #require(driver.appDelegate as? AppDelegate)
    #expect(appDelegate.discardedSessionIDs == [session.persistentIdentifier])
    #expect(await driver.receiveSilentPush(["aps": ["content-available": 1]]) == .noData)
  }

  @Test @MainActor func theTemplatesConfigurationConnectsTheInfoPlistsSceneDelegate()
    async throws
  {
    let driver = LifecycleDriver(
      appDelegate: TemplateAppDelegate(), lifecycle: .scenes,
      sceneConfiguration: .infoPlist,  // "Default Configuration", SceneDelegate
      makeSceneDelegate: { _ in SceneDelegate() })
    let url = try #require(URL(string: "myapp://article/42"))
    await driver.open(url)  // in the connection options, for the Info.plist's SceneDelegate
    #expect((driver.sceneDelegate as? SceneDelegate)?.openedURLs == [url])
  }
}
