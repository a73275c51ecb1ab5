import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

/// The app delegate, driven the way UIKit drives it, against an application of each test's own
/// (`UIApplication.fabricate`), so tests running in parallel never share one.
@MainActor
@Suite struct AppDelegateTests {
  @Test func launchingRegistersForPushesAndPublishesTheQuickActions() throws {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)

    #expect(appDelegate.application(application, didFinishLaunchingWithOptions: nil))

    #expect(application.isRegisteredForRemoteNotifications)
    #expect(appDelegate.deviceToken == "000102030405060708090a0b0c0d0e0f" + "101112131415161718191a1b1c1d1e1f")
    #expect(
      application.shortcutItems?.map(\.type) == [AppRouter.inboxShortcut, AppRouter.websiteShortcut])
  }

  @Test func aRegistrationThatFailsIsKept() throws {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    try application.setValue(nil, forKey: "deviceToken")  // no push entitlement

    _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)

    #expect(appDelegate.deviceToken == nil)
    #expect((appDelegate.registrationError as NSError?)?.code == 3000)
    #expect(!application.isRegisteredForRemoteNotifications)
  }

  @Test func aLegacyLaunchFromAQuickActionHandlesItAndSkipsPerformActionFor() throws {
    let appDelegate = LegacyAppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    let item = UIApplicationShortcutItem(type: AppRouter.inboxShortcut, localizedTitle: "Inbox")

    #expect(!appDelegate.application(application, didFinishLaunchingWithOptions: [.shortcutItem: item]))
    #expect(appDelegate.router.routes == [.inbox])
  }

  @Test func aSilentPushRefreshesTheArticleAndSetsTheBadge() async throws {
    let payload = PushPayload([
      "aps": ["content-available": 1, "badge": 4], "articleId": "2025-comet",
    ])
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate, applicationState: .background)

    let result = await withCheckedContinuation { continuation in
      // AppDelegate implements only the async form; this one reaches it.
      appDelegate.application(application, didReceiveRemoteNotification: payload.userInfo) {
        continuation.resume(returning: $0)
      }
    }
    let asynchronously = await appDelegate.application(
      application, didReceiveRemoteNotification: PushPayload(["aps": ["alert": "Hi"]]).userInfo)

    #expect(result == .newData)
    #expect(asynchronously == .noData)
    #expect(appDelegate.router.analytics == ["refresh 2025-comet"])
    #expect(application.applicationIconBadgeNumber == 4)
  }

  @Test func scenesAreConfiguredAndDiscardedSessionsForgotten() throws {
    let appDelegate = AppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    let session = UISceneSession.fabricate(persistentIdentifier: "main")
    let options = UIScene.ConnectionOptions.fabricate(urls: [])

    let configuration = appDelegate.application(
      application, configurationForConnecting: session, options: options)
    appDelegate.application(application, didDiscardSceneSessions: [session])

    #expect(configuration.name == "Default Configuration")
    #expect(configuration.delegateClass == SceneDelegate.self)
    #expect(appDelegate.discardedSessionIDs == ["main"])
  }

  @Test func quickActionsAndURLsAreHandledByTheLegacyAppDelegate() throws {
    let appDelegate = LegacyAppDelegate()
    let application = UIApplication.fabricate(delegate: appDelegate)
    var handled: [Bool] = []
    for type in [AppRouter.inboxShortcut, "com.example.unknown"] {
      let item = UIApplicationShortcutItem(type: type, localizedTitle: "Action")
      appDelegate.application(application, performActionFor: item) { handled.append($0) }
    }
    let mine = try #require(URL(string: "myapp://article/1"))
    let theirs = try #require(URL(string: "https://example.org"))

    #expect(handled == [true, false])
    #expect(appDelegate.application(application, open: mine, options: [.sourceApplication: "x"]))
    #expect(!appDelegate.application(application, open: theirs))
    #expect(appDelegate.router.routes == [.inbox, .article(id: "1")])
  }
}

/// ExternalLinks takes its application as a parameter: each test hands it one of its own.
@MainActor
@Suite struct ExternalLinksTests {
  @Test func anArticleOpensInTheBrowser() throws {
    let application = UIApplication.fabricate()
    let links = ExternalLinks(application: application)
    let article = try #require(URL(string: "https://example.com/articles/42"))

    #expect(links.openArticleInBrowser(id: "42"))
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [article])
  }

  @Test func withoutABrowserNothingOpens() throws {
    let application = UIApplication.fabricate()
    try application.setValue([String](), forKey: "openableURLSchemes")

    #expect(!ExternalLinks(application: application).openArticleInBrowser(id: "42"))
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [])
  }

  @Test func notificationSettingsOpenInSettings() async throws {
    let application = UIApplication.fabricate()
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    #expect(await ExternalLinks(application: application).openNotificationSettings())
    #expect(try application.value(forKey: "requestedURLs") as? [URL] == [settings])
  }
}
