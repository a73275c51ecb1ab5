import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile  // Facsimile's UIKit models where UIKit does not exist
#endif

/// The Xcode template's scene delegate, building its window in code (seed 002), and opening the
/// URLs the scene is given.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  public private(set) var openedURLs: [URL] = []

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    openedURLs += connectionOptions.urlContexts.map(\.url)
  }

  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    openedURLs += URLContexts.map(\.url)
  }
}
