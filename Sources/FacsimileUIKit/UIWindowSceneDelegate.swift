import FacsimileCore

/// The delegate of a window scene: a ``UISceneDelegate`` that also owns the scene's main window.
///
/// Apple declares these members `optional`; here each has a default. The default ``window``
/// reads `nil` and ignores writes, so a delegate that needs a window declares its own stored
/// property, as Xcode's template does:
///
/// ```swift
/// class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
///
///   func scene(
///     _ scene: UIScene, willConnectTo session: UISceneSession,
///     options connectionOptions: UIScene.ConnectionOptions
///   ) {
///     guard let windowScene = (scene as? UIWindowScene) else { return }
///     window = UIWindow(windowScene: windowScene)
///     window?.rootViewController = UIViewController()
///     window?.makeKeyAndVisible()
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }

  /// Asks the delegate to perform a Home Screen quick action the user chose.
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Call it with whether the action succeeded.
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)

  /// The `async` form of ``windowScene(_:performActionFor:completionHandler:)``.
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The quick action.
  /// - Returns: Whether the action succeeded.
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool
}

extension UIWindowSceneDelegate {
  /// `nil`, and setting it does nothing: Apple's property is optional. Declare
  /// `var window: UIWindow?` in the delegate to keep a window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Answers with what the delegate's `async` form returns, so a delegate that implements either
  /// form performs the action, as UIKit calls whichever form a delegate implements. A delegate
  /// that implements neither answers `false`: it did not perform the action.
  ///
  /// The `async` form runs in a `Task` on the main actor, so `completionHandler` is called after
  /// this method returns, as Swift calls it for an `async` implementation on iOS.
  ///
  /// ```swift
  /// delegate.windowScene(scene, performActionFor: item) { succeeded in print(succeeded) }
  /// ```
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Called once, with whether the action succeeded.
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    DelegateForwarding.completionHandlerDefault(
      "windowScene(_:performActionFor:)", of: self, unimplemented: false,
      completionHandler: completionHandler
    ) {
      await self.windowScene(windowScene, performActionFor: shortcutItem)
    }
  }

  /// Answers with what the delegate's completion-handler form hands its handler, so a delegate
  /// that implements either form performs the action. A delegate that implements neither
  /// answers `false`; so does one that releases the handler without calling it. A second call of
  /// the handler is ignored.
  ///
  /// ```swift
  /// let performed = await delegate.windowScene(scene, performActionFor: item)
  /// ```
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The quick action.
  /// - Returns: Whether the action succeeded.
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    await DelegateForwarding.asyncDefault(
      "windowScene(_:performActionFor:)", of: self, unimplemented: false
    ) { handler in
      self.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: handler)
    }
  }
}
