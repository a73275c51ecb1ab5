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

  /// The app, made by the driver at each launch (a new process, a new app delegate), with the
  /// app's notification service extension, whose image downloads come from `images`.
  init(_ lifecycle: LifecycleDriver.Lifecycle, images: StubURLSession? = nil) {
    let service: @MainActor () -> UNNotificationServiceExtension = {
      let service = NotificationService()
      if let images { service.session = images.session }
      return service
    }
    switch lifecycle {
    case .legacy:
      driver = LifecycleDriver(
        appDelegate: LegacyAppDelegate(), lifecycle: .legacy, serviceExtension: service,
        serviceExtensionTimeLimit: .seconds(10))
    case .scenes:
      driver = LifecycleDriver(
        appDelegate: AppDelegate(), lifecycle: .scenes, serviceExtension: service,
        serviceExtensionTimeLimit: .seconds(10), makeSceneDelegate: { _ in SceneDelegate() })
    }
  }

  /// The router of the app's current run.
  var router: AppRouter {
    (driver.appDelegate as? any AppRouting)?.router ?? AppRouter()
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
  case notRunning, active, background, suspended, interrupted, sceneDisconnected, forceQuit

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
      // An earlier run, which the system ended in the background: iOS keeps the categories it
      // registered, and shows their actions on notifications while the app is not running.
      await driver.launch()
      await driver.suspend()
      await driver.terminate()
    case .active: await driver.launch()
    case .background:
      await driver.launch()
      await driver.moveToBackground()
    case .suspended:
      await driver.launch()
      await driver.suspend()
    case .interrupted:  // an incoming call, or Control Center
      await driver.launch()
      await driver.beginInterruption()
    case .sceneDisconnected:
      await driver.launch()
      await driver.disconnectScene()
    case .forceQuit:  // the user swiped the app away in the app switcher
      await driver.launch()
      await driver.forceQuit()
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
