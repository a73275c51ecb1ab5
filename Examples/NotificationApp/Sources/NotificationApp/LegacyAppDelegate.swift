import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// The app delegate before the move to the scene life cycle (no `UIApplicationSceneManifest`, no
/// `application(_:configurationForConnecting:options:)`): it gets the launch options, the URLs,
/// the universal links, the quick actions and the foreground and background itself. Kept beside
/// `AppDelegate` while the migration is tested: both must take the app to the same places.
public final class LegacyAppDelegate: UIResponder, UIApplicationDelegate, AppRouting {
  public var window: UIWindow?

  /// Where the app goes, and what it tells analytics.
  public let router = AppRouter()
  /// The notification center's delegate (held here: the center holds it weakly).
  public private(set) lazy var notificationRouter = NotificationRouter(appRouter: router)

  /// The device token as the server wants it: lowercase hex.
  public private(set) var deviceToken: String?

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    router.record("launched")
    window = UIWindow(frame: .zero)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    application.registerForRemoteNotifications()
    application.shortcutItems = AppRouter.shortcutItems
    let center = UNUserNotificationCenter.current()
    center.delegate = notificationRouter  // before launching ends, or a launch's tap is lost
    center.setNotificationCategories(AppRouter.categories)
    // A notification that launched the app (launchOptions[.remoteNotification]) also reaches
    // the center's delegate, which routes it: routing it here too would take it twice.
    if let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
      return !router.perform(shortcutItem)  // false: UIKit then skips performActionFor
    }
    return true  // a URL or an activity comes next, to open and continue below
  }

  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {
    self.deviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
  }

  public func applicationDidBecomeActive(_ application: UIApplication) {
    router.record("active")
  }

  public func applicationDidEnterBackground(_ application: UIApplication) {
    router.record("background")
  }

  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    let result = router.refresh(with: userInfo)
    if let badge = (userInfo["aps"] as? [String: Any])?["badge"] as? Int {
      application.applicationIconBadgeNumber = badge
    }
    completionHandler(result)
  }

  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    router.open(url, from: "url")
  }

  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    router.continueActivity(userActivity)
  }

  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(router.perform(shortcutItem))
  }
}
