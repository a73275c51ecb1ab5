import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
  import UserNotifications
#else
  import Facsimile  // Facsimile's models of UIKit and UserNotifications
#endif

/// An app delegate whose notification taps are routed once the app's window is up
/// (``WindowReadyRouter``), with either life cycle: without a scene manifest UIKit never asks it
/// for a configuration; with one, it names ``SceneDelegate``.
public final class WindowFirstAppDelegate: UIResponder, UIApplicationDelegate, AppRouting {
  public let router = AppRouter()
  /// The notification center's delegate (held here: the center holds it weakly).
  public let notificationRouter: WindowReadyRouter

  /// An app delegate that hears the app become active from `notificationCenter`.
  public init(notificationCenter: any NotificationCenterProtocol = NotificationCenter.default) {
    notificationRouter = WindowReadyRouter(appRouter: router, notificationCenter: notificationCenter)
    super.init()
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = notificationRouter
    return true
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
}
