import FacsimileTesting
import Foundation

/// What the recording delegates saw: each call with the application's state (and the scene's)
/// at that moment, and the arguments worth checking.
@MainActor
final class CallLog {
  var calls: [String] = []
  var launchOptions: [[UIApplication.LaunchOptionsKey: Any]?] = []
  var connectionOptions: [UIScene.ConnectionOptions] = []
  var openedURLs: [(URL, [UIApplication.OpenURLOptionsKey: Any])] = []
  var urlContexts: [UIOpenURLContext] = []
  var activities: [NSUserActivity] = []
  nonisolated let responseBox = ResponseBox()
  var responses: [UNNotificationResponse] { responseBox.responses }
  var sceneDelegates: [ObjectIdentifier] = []
  var restored: [NSUserActivity] = []
  var discardedSessions: [Set<UISceneSession>] = []
  /// What each scene connected with in its session's `stateRestorationActivity`.
  var restorationAtConnection: [NSUserActivity?] = []
  /// The activity the scene delegate answers `stateRestorationActivity(for:)` with.
  var stateToSave: NSUserActivity?
  /// What `willPresent` answers.
  var presentation: UNNotificationPresentationOptions = [.banner]
  /// The notifications `willPresent` was asked about.
  nonisolated let presentedBox = NotificationBox()
  var presented: [UNNotification] { presentedBox.notifications }
}

/// The notifications the center's delegate was asked about, on any thread.
final class NotificationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UNNotification] = []

  var notifications: [UNNotification] { lock.withLock { stored } }

  func append(_ notification: UNNotification) {
    lock.withLock { stored.append(notification) }
  }
}

/// The responses the center's delegate got, which it gets on any thread.
final class ResponseBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UNNotificationResponse] = []

  var responses: [UNNotificationResponse] { lock.withLock { stored } }

  func append(_ response: UNNotificationResponse) {
    lock.withLock { stored.append(response) }
  }
}

/// An app delegate that records every call, with the application's state.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  let log: CallLog
  var finishLaunching = true
  var setsCenterDelegate = true
  var restorer: UIResponder?

  /// An app delegate writing to `log`: each launch of a driver makes a new one, writing to one
  /// log.
  init(log: CallLog = CallLog()) {
    self.log = log
    super.init()
  }

  private func record(_ method: String, _ application: UIApplication) {
    log.calls.append("\(method) \(application.applicationState.name)")
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    record("willFinishLaunching", application)
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    record("didFinishLaunching", application)
    log.launchOptions.append(launchOptions)
    if setsCenterDelegate { UNUserNotificationCenter.current().delegate = self }
    return finishLaunching
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    record("didBecomeActive", application)
  }

  func applicationWillTerminate(_ application: UIApplication) {
    record("willTerminate", application)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    record("didDiscardSceneSessions", application)
    log.discardedSessions.append(sceneSessions)
  }

  func applicationWillResignActive(_ application: UIApplication) {
    record("willResignActive", application)
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    record("didEnterBackground", application)
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    record("willEnterForeground", application)
  }

  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool {
    record("open", app)
    log.openedURLs.append((url, options))
    return true
  }

  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    record("continue", application)
    log.activities.append(userActivity)
    restorationHandler(restorer.map { [$0] })
    return true
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    record("performActionFor", application)
    Task { completionHandler(true) }  // answers later: the driver waits
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    record("didReceiveRemoteNotification", application)
    return .newData
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    record("configurationForConnecting", application)
    let configuration = UISceneConfiguration(name: "Main", sessionRole: .windowApplication)
    configuration.delegateClass = RecordingSceneDelegate.self
    return configuration
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    log.responseBox.append(response)
    MainActor.assumeIsolated { record("didReceive", UIApplication.shared) }
    completionHandler()
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    log.presentedBox.append(notification)
    let options = MainActor.assumeIsolated {
      record("willPresent", UIApplication.shared)
      return log.presentation
    }
    completionHandler(options)
  }
}

/// A scene delegate that records every call in its app delegate's log, with the scene's state.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  private var log: CallLog? { (UIApplication.shared.delegate as? RecordingAppDelegate)?.log }

  private func record(_ method: String, _ scene: UIScene) {
    log?.calls.append("\(method) \(scene.activationState.name)")
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    record("willConnectTo", scene)
    log?.connectionOptions.append(connectionOptions)
    log?.sceneDelegates.append(ObjectIdentifier(self))
    log?.restorationAtConnection.append(session.stateRestorationActivity)
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    record("stateRestorationActivity", scene)
    return log?.stateToSave
  }

  func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) {
    record("restoreInteractionState", scene)
    log?.restored.append(stateRestorationActivity)
  }

  func sceneDidDisconnect(_ scene: UIScene) { record("didDisconnect", scene) }
  func sceneDidBecomeActive(_ scene: UIScene) { record("didBecomeActive", scene) }
  func sceneWillResignActive(_ scene: UIScene) { record("willResignActive", scene) }
  func sceneWillEnterForeground(_ scene: UIScene) { record("willEnterForeground", scene) }
  func sceneDidEnterBackground(_ scene: UIScene) { record("didEnterBackground", scene) }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    record("openURLContexts", scene)
    log?.urlContexts += URLContexts
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    record("continue", scene)
    log?.activities.append(userActivity)
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    record("performActionFor", windowScene)
    completionHandler(false)
  }
}

/// A responder the legacy app hands `restorationHandler`.
final class RestoringResponder: UIResponder {
  var restored: [NSUserActivity] = []
  override func restoreUserActivityState(_ activity: NSUserActivity) {
    restored.append(activity)
  }
}

extension UIApplication.State {
  var name: String {
    switch self {
    case .active: "active"
    case .inactive: "inactive"
    case .background: "background"
    }
  }
}

extension UIScene.ActivationState {
  var name: String {
    switch self {
    case .unattached: "unattached"
    case .foregroundActive: "active"
    case .foregroundInactive: "inactive"
    case .background: "background"
    }
  }
}

/// A driver of the recording app delegate and scene delegate, and the log they share: each
/// launch makes a new app delegate (configured by `configure`), as a new process does.
@MainActor
func recordingDriver(
  _ lifecycle: LifecycleDriver.Lifecycle,
  _ configure: @escaping (RecordingAppDelegate) -> Void = { _ in },
  serviceExtension: (@MainActor () -> UNNotificationServiceExtension)? = nil,
  serviceExtensionTimeLimit: Duration = .seconds(5),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> (LifecycleDriver, CallLog) {
  let log = CallLog()
  let driver = LifecycleDriver(
    appDelegate: {
      let appDelegate = RecordingAppDelegate(log: log)
      configure(appDelegate)
      return appDelegate
    }(), lifecycle: lifecycle, serviceExtension: serviceExtension,
    serviceExtensionTimeLimit: serviceExtensionTimeLimit,
    makeSceneDelegate: { _ in RecordingSceneDelegate() }, fileID: fileID, filePath: filePath,
    line: line, column: column)
  return (driver, log)
}

/// A remote notification with an alert, its `articleId` and category.
func pushNotification(
  _ identifier: String, category: String = "", mutable: Bool = false, sound: Bool = false
) throws -> UNNotification {
  var aps: Fixture = ["alert": "Hello", "category": .string(category)]
  if mutable { aps = aps.merging(["mutable-content": 1]) }
  if sound { aps = aps.merging(["sound": "default"]) }
  return try PushPayload(["aps": .fixture(aps), "articleId": .string(identifier)])
    .notification(identifier: identifier)
}
