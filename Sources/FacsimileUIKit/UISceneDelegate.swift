public import Foundation

/// The object that responds to a scene's life-cycle events.
///
/// Apple declares every method `optional` (an Objective-C feature Swift on Linux lacks); here
/// each has a default implementation that does nothing, so a delegate implements only what it
/// needs, and a test calls any method directly:
///
/// ```swift
/// class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
///
///   func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
///     guard let url = URLContexts.first?.url else { return }
///     print(url)
///   }
/// }
///
/// SceneDelegate().sceneDidBecomeActive(scene)  // the default: does nothing
/// ```
///
/// As with any protocol default, a method must be declared in the class that adopts the
/// protocol (or be an `override` of one declared there) to be called through the protocol.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Tells the delegate that the scene is being added to the app; the place to attach a window.
  ///
  /// - Parameters:
  ///   - scene: The scene being connected.
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene is connecting.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// Tells the delegate that the scene was removed from the app.
  ///
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)

  /// Tells the delegate that the scene became active and is receiving events.
  ///
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)

  /// Tells the delegate that the scene is about to stop receiving events.
  ///
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)

  /// Tells the delegate that the scene is about to come to the foreground.
  ///
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)

  /// Tells the delegate that the scene went to the background.
  ///
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)

  /// Asks the delegate to open URLs.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs, with their options.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

  /// Asks the delegate for an activity that captures the scene's state, for restoration.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The activity, or `nil` to save no state.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

  /// Tells the delegate to restore the scene's state from an activity.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - stateRestorationActivity: The activity saved earlier.
  func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)

  /// Tells the delegate that the scene is about to continue an activity of the given type.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

  /// Tells the delegate to continue an activity.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

  /// Tells the delegate that an activity could not be continued.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  ///   - error: Why it failed.
  func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error)

  /// Tells the delegate that an activity was updated.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, willConnectTo: scene.session, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene being connected.
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene is connecting.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.sceneDidDisconnect(scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.sceneDidBecomeActive(scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  public func sceneDidBecomeActive(_ scene: UIScene) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.sceneWillResignActive(scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  public func sceneWillResignActive(_ scene: UIScene) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.sceneWillEnterForeground(scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  public func sceneWillEnterForeground(_ scene: UIScene) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.sceneDidEnterBackground(scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  public func sceneDidEnterBackground(_ scene: UIScene) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, openURLContexts: [UIOpenURLContext.fabricate(url: url)])
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs, with their options.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

  /// Returns `nil`: Apple's method is optional.
  ///
  /// ```swift
  /// let activity = delegate.stateRestorationActivity(for: scene)
  /// ```
  ///
  /// - Parameter scene: The scene.
  /// - Returns: `nil`.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, restoreInteractionStateWith: activity)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - stateRestorationActivity: The activity saved earlier.
  public func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, willContinueUserActivityWithType: "com.example.article")
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, continue: activity)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, didFailToContinueUserActivityWithType: "com.example", error: error)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  ///   - error: Why it failed.
  public func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error
  ) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// ```swift
  /// delegate.scene(scene, didUpdate: activity)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
