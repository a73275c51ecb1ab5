import FacsimileCore
public import Foundation

/// The object that receives the app's launch, its device token, its silent pushes, its quick
/// actions and the URLs it is asked to open, and that configures its scenes.
///
/// Apple declares every member `optional` (an Objective-C feature Swift on Linux lacks); here each
/// has a default that does what UIKit does when the method is missing, so an app delegate
/// implements only what it needs, and a test calls any method directly:
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
///
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///   ) -> Bool {
///     application.registerForRemoteNotifications()
///     return true
///   }
/// }
/// ```
///
/// As with any protocol default, a method must be declared in the class that adopts the protocol
/// (or be an `override` of one declared there) to be called through the protocol.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's main window, for apps without scenes.
  var window: UIWindow? { get set }

  /// Tells the delegate that launching has begun.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched, or `nil`.
  /// - Returns: `false` if the app cannot handle a URL or activity it was launched with.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Tells the delegate that launching is almost done.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched, or `nil`.
  /// - Returns: `false` if the app cannot handle a URL or activity it was launched with.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Tells the delegate that the app became active.
  ///
  /// - Parameter application: The app.
  func applicationDidBecomeActive(_ application: UIApplication)

  /// Tells the delegate that the app is about to become inactive.
  ///
  /// - Parameter application: The app.
  func applicationWillResignActive(_ application: UIApplication)

  /// Tells the delegate that the app entered the background.
  ///
  /// - Parameter application: The app.
  func applicationDidEnterBackground(_ application: UIApplication)

  /// Tells the delegate that the app is about to enter the foreground.
  ///
  /// - Parameter application: The app.
  func applicationWillEnterForeground(_ application: UIApplication)

  /// Tells the delegate that the app is about to terminate.
  ///
  /// - Parameter application: The app.
  func applicationWillTerminate(_ application: UIApplication)

  /// Tells the delegate the device token that registration for remote notifications gave.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The token to send to the server that sends the pushes.
  func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  )

  /// Tells the delegate that registration for remote notifications failed.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error)

  /// Tells the delegate that a remote notification arrived that asks the app to fetch data (a
  /// silent push, `content-available: 1`).
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  ///   - completionHandler: Call it once, with what the fetch found.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

  /// The `async` form of
  /// ``application(_:didReceiveRemoteNotification:fetchCompletionHandler:)``.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  /// - Returns: What the fetch found.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult

  /// Asks the delegate for the configuration of a scene about to connect.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session of the scene.
  ///   - options: Why the scene is connecting.
  /// - Returns: The configuration UIKit makes the scene with.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Tells the delegate that the user closed scenes, whose sessions are gone.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// Asks the delegate to perform a Home Screen quick action, for apps without scenes.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Call it with whether the action succeeded.
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)

  /// The `async` form of ``application(_:performActionFor:completionHandler:)``.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  /// - Returns: Whether the action succeeded.
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool

  /// Asks the delegate to open a URL, for apps without scenes.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: Who asked, and how.
  /// - Returns: Whether the app opened it.
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool

  /// Asks the delegate to continue an activity (a universal link, Handoff), for apps without
  /// scenes.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivity: The activity.
  ///   - restorationHandler: Call it with the responders that restore the activity, if any.
  /// - Returns: Whether the app continued the activity.
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool
}

extension UIApplicationDelegate {
  /// `nil`, and setting it does nothing: Apple's property is optional. Declare
  /// `var window: UIWindow?` in the delegate to keep a window.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Returns `true`, as UIKit does when the method is missing.
  ///
  /// ```swift
  /// _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns `true`, as UIKit does when the method is missing.
  ///
  /// ```swift
  /// _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameter application: The app.
  public func applicationDidBecomeActive(_ application: UIApplication) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameter application: The app.
  public func applicationWillResignActive(_ application: UIApplication) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameter application: The app.
  public func applicationDidEnterBackground(_ application: UIApplication) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameter application: The app.
  public func applicationWillEnterForeground(_ application: UIApplication) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameter application: The app.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The token.
  public func application(
    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why registration failed.
  public func application(
    _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}

  /// Answers with what the delegate's `async` form returns, so a delegate that implements either
  /// form answers this call, as UIKit calls whichever form a delegate implements. A delegate that
  /// implements neither answers ``UIBackgroundFetchResult/noData``.
  ///
  /// The `async` form runs in a `Task` on the main actor, so `completionHandler` is called after
  /// this method returns, as Swift calls it for an `async` implementation on iOS.
  ///
  /// ```swift
  /// delegate.application(application, didReceiveRemoteNotification: payload.userInfo) { result in }
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  ///   - completionHandler: Called once, with what the fetch found.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    DelegateForwarding.completionHandlerDefault(
      "application(_:didReceiveRemoteNotification:)", of: self, unimplemented: .noData,
      completionHandler: completionHandler
    ) {
      await self.application(application, didReceiveRemoteNotification: userInfo)
    }
  }

  /// Answers with what the delegate's completion-handler form hands its handler, so a delegate
  /// that implements either form answers this call. A delegate that implements neither answers
  /// ``UIBackgroundFetchResult/noData``; so does one that releases the handler without calling
  /// it. A second call of the handler is ignored; a handler kept and never called leaves this
  /// waiting, as it leaves iOS waiting until the system gives up.
  ///
  /// ```swift
  /// let result = await delegate.application(application, didReceiveRemoteNotification: info)
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  /// - Returns: What the fetch found.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    await DelegateForwarding.asyncDefault(
      "application(_:didReceiveRemoteNotification:)", of: self, unimplemented: .noData
    ) { handler in
      self.application(
        application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: handler)
    }
  }

  /// Returns the session's own configuration, as UIKit makes scenes from the Info.plist when the
  /// method is missing.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session.
  ///   - options: Why the scene is connecting.
  /// - Returns: `connectingSceneSession.configuration`.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }

  /// Does nothing: Apple's method is optional.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  /// Answers with what the delegate's `async` form returns, so a delegate that implements either
  /// form performs the action, as UIKit calls whichever form a delegate implements. A delegate
  /// that implements neither answers `false`: it did not perform the action.
  ///
  /// The `async` form runs in a `Task` on the main actor, so `completionHandler` is called after
  /// this method returns, as Swift calls it for an `async` implementation on iOS.
  ///
  /// ```swift
  /// delegate.application(application, performActionFor: item) { succeeded in print(succeeded) }
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Called once, with whether the action succeeded.
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    DelegateForwarding.completionHandlerDefault(
      "application(_:performActionFor:)", of: self, unimplemented: false,
      completionHandler: completionHandler
    ) {
      await self.application(application, performActionFor: shortcutItem)
    }
  }

  /// Answers with what the delegate's completion-handler form hands its handler, so a delegate
  /// that implements either form performs the action. A delegate that implements neither
  /// answers `false`; so does one that releases the handler without calling it. A second call of
  /// the handler is ignored.
  ///
  /// ```swift
  /// let performed = await delegate.application(application, performActionFor: item)
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  /// - Returns: Whether the action succeeded.
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    await DelegateForwarding.asyncDefault(
      "application(_:performActionFor:)", of: self, unimplemented: false
    ) { handler in
      self.application(application, performActionFor: shortcutItem, completionHandler: handler)
    }
  }

  /// Returns `false`: Apple's method is optional, and a URL nobody opens is not opened.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: Who asked, and how.
  /// - Returns: `false`.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool { false }
}
