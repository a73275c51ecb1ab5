import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// The app delegate after the move to the scene life cycle (the Info.plist has a
/// `UIApplicationSceneManifest`): it launches the process (registers for remote notifications,
/// publishes the quick actions, becomes the notification center's delegate), refreshes articles
/// on silent pushes, and names the scene delegate. URLs, universal links, quick actions and the
/// foreground and background go to `SceneDelegate`.
public final class AppDelegate: UIResponder, UIApplicationDelegate, AppRouting {
  /// Where the app goes, and what it tells analytics.
  public let router = AppRouter()
  /// The notification center's delegate (held here: the center holds it weakly).
  public private(set) lazy var notificationRouter = NotificationRouter(appRouter: router)

  /// The device token as the server wants it: lowercase hex.
  public private(set) var deviceToken: String?
  /// Why registering for remote notifications failed, if it did.
  public private(set) var registrationError: (any Error)?
  /// The persistent identifiers of the sessions the user closed.
  public private(set) var discardedSessionIDs: [String] = []

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // With scenes, launchOptions is nil: a URL, an activity, a quick action or a notification
    // response that launched the app comes in the scene's connection options.
    router.record("launched")
    application.registerForRemoteNotifications()
    application.shortcutItems = AppRouter.shortcutItems
    let center = UNUserNotificationCenter.current()
    center.delegate = notificationRouter  // before launching ends, or a launch's tap is lost
    center.setNotificationCategories(AppRouter.categories)
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

  // Only the async form: UIKit calls whichever form a delegate implements.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    let result = router.refresh(with: userInfo)
    if let badge = (userInfo["aps"] as? [String: Any])?["badge"] as? Int {
      application.applicationIconBadgeNumber = badge
    }
    return result
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
}
