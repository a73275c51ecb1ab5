extension LifecycleDriver {
  /// A delegate method the driver calls, named as the compiler knows it: `.sceneWillConnect`
  /// reads as `scene(_:willConnectTo:options:)` in a failure message, and a misspelled one does
  /// not compile.
  ///
  /// ```swift
  /// #expect(driver.steps.contains(.call(.sceneOpenURLContexts)))
  /// #expect(!driver.steps.contains(.call(.applicationOpenURL)))
  /// #expect("\(LifecycleDriver.Method.sceneOpenURLContexts)" == "scene(_:openURLContexts:)")
  /// ```
  ///
  /// There is one member per method the driver calls, on the app delegate
  /// (`UIApplicationDelegate`), the scene delegate (`UISceneDelegate`, `UIWindowSceneDelegate`),
  /// the notification center's delegate (`UNUserNotificationCenterDelegate`) and the app's
  /// notification service extension (`UNNotificationServiceExtension`). No initializer is public:
  /// the driver calls only these.
  public struct Method: Hashable, Sendable, CustomStringConvertible {
    /// The method's Swift name, as a selector reads: `"scene(_:willConnectTo:options:)"`.
    public let name: String

    private init(_ name: String) {
      self.name = name
    }

    /// The method's Swift name.
    public var description: String { name }

    // MARK: The app delegate

    /// `application(_:willFinishLaunchingWithOptions:)`.
    public static let applicationWillFinishLaunching = Method(
      "application(_:willFinishLaunchingWithOptions:)")
    /// `application(_:didFinishLaunchingWithOptions:)`.
    public static let applicationDidFinishLaunching = Method(
      "application(_:didFinishLaunchingWithOptions:)")
    /// `applicationDidBecomeActive(_:)` (never called with scenes).
    public static let applicationDidBecomeActive = Method("applicationDidBecomeActive(_:)")
    /// `applicationWillResignActive(_:)` (never called with scenes).
    public static let applicationWillResignActive = Method("applicationWillResignActive(_:)")
    /// `applicationDidEnterBackground(_:)` (never called with scenes).
    public static let applicationDidEnterBackground = Method("applicationDidEnterBackground(_:)")
    /// `applicationWillEnterForeground(_:)` (never called with scenes).
    public static let applicationWillEnterForeground = Method(
      "applicationWillEnterForeground(_:)")
    /// `applicationWillTerminate(_:)`.
    public static let applicationWillTerminate = Method("applicationWillTerminate(_:)")
    /// `application(_:open:options:)`.
    public static let applicationOpenURL = Method("application(_:open:options:)")
    /// `application(_:continue:restorationHandler:)`.
    public static let applicationContinueUserActivity = Method(
      "application(_:continue:restorationHandler:)")
    /// `application(_:performActionFor:completionHandler:)`.
    public static let applicationPerformActionForShortcutItem = Method(
      "application(_:performActionFor:completionHandler:)")
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, or its `async`
    /// form, whichever the delegate implements.
    public static let applicationDidReceiveRemoteNotification = Method(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    /// `application(_:configurationForConnecting:options:)`.
    public static let applicationConfigurationForConnecting = Method(
      "application(_:configurationForConnecting:options:)")
    /// `application(_:didDiscardSceneSessions:)`.
    public static let applicationDidDiscardSceneSessions = Method(
      "application(_:didDiscardSceneSessions:)")

    // MARK: The scene delegate

    /// `scene(_:willConnectTo:options:)`.
    public static let sceneWillConnect = Method("scene(_:willConnectTo:options:)")
    /// `sceneDidDisconnect(_:)`.
    public static let sceneDidDisconnect = Method("sceneDidDisconnect(_:)")
    /// `sceneDidBecomeActive(_:)`.
    public static let sceneDidBecomeActive = Method("sceneDidBecomeActive(_:)")
    /// `sceneWillResignActive(_:)`.
    public static let sceneWillResignActive = Method("sceneWillResignActive(_:)")
    /// `sceneWillEnterForeground(_:)`.
    public static let sceneWillEnterForeground = Method("sceneWillEnterForeground(_:)")
    /// `sceneDidEnterBackground(_:)`.
    public static let sceneDidEnterBackground = Method("sceneDidEnterBackground(_:)")
    /// `scene(_:openURLContexts:)`.
    public static let sceneOpenURLContexts = Method("scene(_:openURLContexts:)")
    /// `scene(_:continue:)`.
    public static let sceneContinueUserActivity = Method("scene(_:continue:)")
    /// `stateRestorationActivity(for:)`.
    public static let sceneStateRestorationActivity = Method("stateRestorationActivity(for:)")
    /// `scene(_:restoreInteractionStateWith:)`.
    public static let sceneRestoreInteractionState = Method(
      "scene(_:restoreInteractionStateWith:)")
    /// `windowScene(_:performActionFor:completionHandler:)`.
    public static let windowScenePerformActionForShortcutItem = Method(
      "windowScene(_:performActionFor:completionHandler:)")

    // MARK: The notification center's delegate and the service extension

    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    public static let userNotificationCenterWillPresent = Method(
      "userNotificationCenter(_:willPresent:withCompletionHandler:)")
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    public static let userNotificationCenterDidReceive = Method(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)")
    /// The notification service extension's `didReceive(_:withContentHandler:)`.
    public static let serviceExtensionDidReceive = Method("didReceive(_:withContentHandler:)")
    /// The notification service extension's `serviceExtensionTimeWillExpire()`.
    public static let serviceExtensionTimeWillExpire = Method("serviceExtensionTimeWillExpire()")
  }
}
