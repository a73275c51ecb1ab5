import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

/// What the app did: the routes it took, the URLs it asked iOS to open, the analytics it
/// recorded, and the notifications left in Notification Center. The same events must give the
/// same outcome with either life cycle.
struct Outcome: Equatable {
  var routes: [Route] = []
  var openedURLs: [URL] = []
  var analytics: [String] = []
  var delivered: [String] = []
}

/// The app as iOS runs it with one life cycle or the other: `LegacyAppDelegate` without a scene
/// manifest, or `AppDelegate` and its `SceneDelegate` with one.
@MainActor
struct AppUnderTest {
  let driver: LifecycleDriver
  let router: AppRouter

  init(_ lifecycle: LifecycleDriver.Lifecycle) {
    switch lifecycle {
    case .legacy:
      let appDelegate = LegacyAppDelegate()
      router = appDelegate.router
      driver = LifecycleDriver(appDelegate: appDelegate, lifecycle: .legacy)
    case .scenes:
      let appDelegate = AppDelegate()
      router = appDelegate.router
      driver = LifecycleDriver(
        appDelegate: appDelegate, lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
    }
  }

  /// What the app has done so far.
  var outcome: Outcome {
    get async {
      Outcome(
        routes: router.routes,
        openedURLs: (try? driver.application.value(forKey: "requestedURLs") as? [URL]) ?? [],
        analytics: router.analytics,
        delivered: await driver.userNotificationCenter.deliveredNotifications()
          .map(\.request.identifier))
    }
  }
}

/// Where the app is when an event happens.
enum AppState: String, CaseIterable, Sendable, CustomStringConvertible {
  case notRunning, active, background, sceneDisconnected

  var description: String { rawValue }
}

/// The events iOS plays into the app.
enum AppEvent: String, CaseIterable, Sendable, CustomStringConvertible {
  case iconTap, notificationTap, markReadAction, textReply, url, universalLink
  case inboxQuickAction, websiteQuickAction, silentPush, foregroundNotification
  case backgroundAndBack, sceneDisconnectedAndReconnected

  var description: String { rawValue }
}

extension AppUnderTest {
  static let articleURL = URL(string: "myapp://article/42")
  static let universalLink = URL(string: "https://example.com/articles/7")

  /// Brings the app to a state the way a user does.
  func bring(to state: AppState) async {
    switch state {
    case .notRunning:
      // The categories an earlier run registered: iOS keeps them, and shows their actions on
      // notifications that arrive while the app is not running.
      driver.userNotificationCenter.setNotificationCategories(AppRouter.categories)
    case .active: await driver.launch()
    case .background:
      await driver.launch()
      await driver.moveToBackground()
    case .sceneDisconnected:
      await driver.launch()
      await driver.disconnectScene()
    }
  }

  /// Plays one event.
  func play(_ event: AppEvent) async throws {
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    switch event {
    case .iconTap:
      await driver.launch()
    case .notificationTap:
      await driver.tap(try payload.notification(identifier: "comet"))
    case .markReadAction:
      await driver.tap(try payload.notification(identifier: "comet"), action: .action("MARK_READ"))
    case .textReply:
      await driver.tap(
        try payload.notification(identifier: "comet"),
        action: .textReply("REPLY", text: "On my way"))
    case .url:
      await driver.open(
        try #require(Self.articleURL), sourceApplication: "com.apple.mobilesafari",
        annotation: ["campaign": "spring"])
    case .universalLink:
      await driver.openUniversalLink(try #require(Self.universalLink))
    case .inboxQuickAction:
      await driver.performQuickAction(AppRouter.shortcutItems[0])
    case .websiteQuickAction:
      await driver.performQuickAction(AppRouter.shortcutItems[1])
    case .silentPush:
      await driver.receiveSilentPush(["aps": ["content-available": 1], "articleId": "2025-comet"])
    case .foregroundNotification:
      await driver.receive(try payload.notification(identifier: "comet"))
    case .backgroundAndBack:
      await driver.moveToBackground()
      await driver.moveToForeground()
    case .sceneDisconnectedAndReconnected:
      await driver.disconnectScene()
      await driver.reconnectScene()
    }
  }
}
