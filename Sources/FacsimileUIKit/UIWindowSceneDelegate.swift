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
}

extension UIWindowSceneDelegate {
  /// `nil`, and setting it does nothing: Apple's property is optional. Declare
  /// `var window: UIWindow?` in the delegate to keep a window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Calls `completionHandler` with `false` at once: Apple's method is optional, and a delegate
  /// that does not implement it does not perform the action.
  ///
  /// ```swift
  /// delegate.windowScene(scene, performActionFor: item) { succeeded in print(succeeded) }
  /// ```
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Called with `false`.
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }
}
