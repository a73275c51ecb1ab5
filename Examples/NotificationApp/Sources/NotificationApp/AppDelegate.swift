import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// The app delegate, as the apps this package stands for write theirs: it registers for remote
/// notifications and keeps the device token, refreshes an article on a silent push, publishes a
/// quick action and handles it, opens its own URLs, and makes its scenes' configuration.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
  public var window: UIWindow?

  /// The device token as the server wants it: lowercase hex.
  public private(set) var deviceToken: String?
  /// Why registering for remote notifications failed, if it did.
  public private(set) var registrationError: (any Error)?
  /// The articles silent pushes asked the app to refresh, oldest first.
  public private(set) var refreshedArticleIDs: [String] = []
  /// The URLs the app was asked to open.
  public private(set) var openedURLs: [URL] = []
  /// The persistent identifiers of the sessions the user closed.
  public private(set) var discardedSessionIDs: [String] = []
  /// Where the app goes: a quick action or a launch from a notification leads here.
  public private(set) var routes: [Route] = []

  public static let inboxShortcut = "com.example.NotificationApp.inbox"

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    application.registerForRemoteNotifications()
    application.shortcutItems = [
      UIApplicationShortcutItem(type: Self.inboxShortcut, localizedTitle: "Inbox")
    ]
    if let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any],
      let articleID = payload["articleId"] as? String
    {
      routes.append(.article(id: articleID))
    }
    if let shortcut = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
      return !handle(shortcut)  // false: UIKit then skips performActionFor
    }
    return true
  }

  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    self.deviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
  }

  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {
    registrationError = error
  }

  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1,
      let articleID = userInfo["articleId"] as? String
    else {
      completionHandler(.noData)
      return
    }
    refreshedArticleIDs.append(articleID)
    if let badge = aps["badge"] as? Int {
      application.applicationIconBadgeNumber = badge
    }
    completionHandler(.newData)
  }

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    discardedSessionIDs += sceneSessions.map(\.persistentIdentifier).sorted()
  }

  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(handle(shortcutItem))
  }

  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    guard url.scheme == "myapp" else { return false }
    openedURLs.append(url)
    return true
  }

  private func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
    guard shortcutItem.type == Self.inboxShortcut else { return false }
    routes.append(.inbox)
    return true
  }
}
