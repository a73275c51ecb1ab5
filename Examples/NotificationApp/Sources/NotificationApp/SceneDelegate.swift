import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile  // Facsimile's UIKit models where UIKit does not exist
#endif

/// The Xcode template's scene delegate, building its window in code (seed 002), and the app's
/// entry points after the move to scenes: the URLs, universal links and quick actions a scene
/// connects with or receives, and the foreground and background.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  public private(set) var openedURLs: [URL] = []

  /// The app's router, which the app delegate keeps.
  private var router: AppRouter? {
    (UIApplication.shared.delegate as? any AppRouting)?.router
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    // What launched (or reconnected) the scene: UIKit does not also call openURLContexts,
    // continue or performActionFor for it. A notification response here (notificationResponse)
    // also reaches the center's delegate, which routes it.
    openedURLs += connectionOptions.urlContexts.map(\.url)
    for context in connectionOptions.urlContexts {
      router?.open(context.url, from: "url")
    }
    for activity in connectionOptions.userActivities {
      router?.continueActivity(activity)
    }
    if let shortcutItem = connectionOptions.shortcutItem {
      router?.perform(shortcutItem)
    }
    // The article the scene showed before the system ended the app (or reclaimed the scene):
    // UIKit keeps what stateRestorationActivity(for:) answered in the session.
    if connectionOptions.urlContexts.isEmpty, connectionOptions.userActivities.isEmpty,
      connectionOptions.notificationResponse == nil,
      let activity = session.stateRestorationActivity
    {
      router?.restore(from: activity)
    }
  }

  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    router?.stateRestorationActivity()
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    router?.record("active")
  }

  public func sceneDidEnterBackground(_ scene: UIScene) {
    router?.record("background")
  }

  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    openedURLs += URLContexts.map(\.url)
    for context in URLContexts {
      router?.open(context.url, from: "url")
    }
  }

  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    router?.continueActivity(userActivity)
  }

  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(router?.perform(shortcutItem) ?? false)
  }
}
