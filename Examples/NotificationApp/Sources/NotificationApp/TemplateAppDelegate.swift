import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile  // Facsimile's models of UIKit
#endif

/// The app delegate of Xcode's app template, as many apps keep it: the Info.plist's scene
/// manifest names the scene delegate (`UISceneDelegateClassName`), and
/// `application(_:configurationForConnecting:options:)` answers with that configuration's name
/// only, so UIKit loads the rest from the Info.plist.
public final class TemplateAppDelegate: UIResponder, UIApplicationDelegate, AppRouting {
  /// Where the app goes, and what it tells analytics.
  public let router = AppRouter()

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // Override point for customization after application launch.
    router.record("launched")
    return true
  }

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    // Called when a new scene session is being created.
    // Use this method to select a configuration to create the new scene with.
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}
