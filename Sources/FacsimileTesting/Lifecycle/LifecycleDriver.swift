public import Facsimile

/// Plays iOS's part in an app's life: launches it, taps its notifications, opens its URLs and
/// universal links, chooses its quick actions, delivers its silent pushes and foreground
/// notifications, moves it to the background and back, and disconnects and reconnects its scene,
/// calling the app's own `UIApplicationDelegate`, `UISceneDelegate`/`UIWindowSceneDelegate` and
/// `UNUserNotificationCenterDelegate` in the order iOS calls them, for the app delegate life
/// cycle and for the scene life cycle.
///
/// ```swift
/// @Test(arguments: LifecycleDriver.Lifecycle.allCases)
/// func aLinkOpensTheArticleOnAColdLaunch(_ lifecycle: LifecycleDriver.Lifecycle) async throws {
///   let driver = LifecycleDriver(
///     appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
///     lifecycle: lifecycle)
///   await driver.open(try #require(URL(string: "myapp://article/42")))
///   #expect(driver.router?.routes == [.article(id: "42")])
/// }
/// ```
///
/// Each event does what iOS does in the app's state at that moment: a URL that arrives while the
/// app is not running launches it (the URL is in `launchOptions`, or in the scene's
/// `connectionOptions`); while it is in the background, the app comes to the foreground and gets
/// the URL (`application(_:open:options:)`, or `scene(_:openURLContexts:)`); while it is active,
/// it gets the URL at once. Docs/Fidelity.md lists every rule beside Apple's documentation that
/// states it, and says what was chosen where Apple documents nothing.
///
/// The driver keeps an application (``application``) and a notification center
/// (``userNotificationCenter``) of its own, or the test's per-test singletons if the test has
/// them (`.perTestSingletons`; so make one driver per test, or per run of `expectSameOutcome`,
/// which gives each run singletons of its own); while it calls the app, `UIApplication.shared` and
/// `UNUserNotificationCenter.current()` are those, so app code that reads the singletons reads
/// the driver's. It posts the app and scene notifications to ``notificationCenter`` (a
/// `NotificationCenterRecorder` unless given), and records what it did in ``steps``.
///
/// Completion handlers are awaited: an event returns when the delegate has answered, at once or
/// later. A handler the delegate releases uncalled counts as answered; one it keeps and never
/// calls keeps the event waiting, as it keeps iOS waiting (give the test a time limit).
@MainActor
public final class LifecycleDriver {
  /// The life cycle UIKit gives the app.
  public let lifecycle: Lifecycle

  /// The app's delegate, as `UIApplicationMain` holds it.
  public let appDelegate: any UIApplicationDelegate

  /// The app's application: `UIApplication.shared` while the driver calls the app.
  public let application: UIApplication

  /// The app's notification center: `UNUserNotificationCenter.current()` while the driver calls
  /// the app. Its delegate gets notification responses and foreground notifications.
  public let userNotificationCenter: UNUserNotificationCenter

  /// Where the app and scene notifications are posted (`didFinishLaunchingNotification`,
  /// `UIScene.didActivateNotification`, ...), in iOS's order.
  public let notificationCenter: any NotificationCenterProtocol

  /// The clock of ``userNotificationCenter``: advancing it delivers the requests that come due,
  /// presenting them through `willPresent` while the app is active.
  public let clock: NotificationClock

  /// Every delegate method the driver called and every notification it posted, oldest first.
  public private(set) var steps: [Step] = []

  /// Whether the app's process is running: launched and not terminated.
  public private(set) var isRunning = false

  /// The connected scene, for the scene life cycle; `nil` before launch, while disconnected,
  /// and always for the app delegate life cycle.
  public private(set) var scene: UIWindowScene?

  /// The scene configuration the app's Info.plist declares (its `UIApplicationSceneManifest`):
  /// what a new session holds before the app delegate's
  /// `application(_:configurationForConnecting:options:)` answers.
  public let sceneConfiguration: UISceneConfiguration

  /// The session of the app's scene, once one connected: it outlives a disconnected scene.
  private var session: UISceneSession?

  /// The center delegate as the app left it when launching ended (iOS delivers the response
  /// that launched the app only to a delegate set before `didFinishLaunching` returns).
  private var launchCenterDelegate: (any UNUserNotificationCenterDelegate)?

  private let makeSceneDelegate: (@MainActor (AnyClass) -> (any UISceneDelegate)?)?
  private let location: CallerLocation

  /// Makes a driver for an app that is not running yet.
  ///
  /// ```swift
  /// let driver = LifecycleDriver(appDelegate: AppDelegate(), lifecycle: .scenes)
  /// await driver.launch()
  /// ```
  ///
  /// - Parameters:
  ///   - appDelegate: The app's delegate; the driver makes it the application's delegate, as
  ///     `UIApplicationMain` does.
  ///   - lifecycle: Whether UIKit gives the app the scene life cycle or the app delegate one.
  ///   - sceneConfiguration: For ``Lifecycle/scenes``, the configuration of the Info.plist's scene
  ///     manifest (name, `delegateClass`); by default `Default Configuration` with no delegate
  ///     class, which the app delegate's `application(_:configurationForConnecting:options:)`
  ///     then names.
  ///   - notificationCenter: Where the app and scene notifications go; a new
  ///     `NotificationCenterRecorder` unless given.
  ///   - makeSceneDelegate: Makes the scene delegate of the class a scene configuration names,
  ///     as UIKit does with `init()`: `{ _ in SceneDelegate() }`. Swift lets a library make an
  ///     object of a class it knows only at run time through a `required` initializer alone, and
  ///     `UIResponder` has none (as on iOS, where a subclass need not write one), so a scene life
  ///     cycle whose configuration names a delegate class needs it; without it the driver reports
  ///     the missing maker at the line that made the driver, and connects the scene with no
  ///     delegate.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    appDelegate: any UIApplicationDelegate, lifecycle: Lifecycle,
    sceneConfiguration: UISceneConfiguration? = nil,
    notificationCenter: any NotificationCenterProtocol = NotificationCenterRecorder(),
    makeSceneDelegate: (@MainActor (AnyClass) -> (any UISceneDelegate)?)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.appDelegate = appDelegate
    self.lifecycle = lifecycle
    self.application = UIApplication.Scope.current?.application ?? .fabricate()
    self.userNotificationCenter = UNUserNotificationCenter.scoped ?? .fabricated()
    self.notificationCenter = notificationCenter
    self.sceneConfiguration =
      sceneConfiguration
      ?? UISceneConfiguration(
        name: "Default Configuration", sessionRole: .windowApplication)
    self.makeSceneDelegate = makeSceneDelegate
    self.location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.clock = NotificationClock(
      center: userNotificationCenter, application: application, fileID: fileID,
      filePath: filePath, line: line, column: column)
    application.delegate = appDelegate
    set(UIApplication.State.background, forKey: "applicationState", of: application)
    clock.recordCall = { [weak self] in self?.record($0) }
  }

  /// Whether the app is in the foreground and active: `applicationState == .active`.
  public var isActive: Bool { isRunning && application.applicationState == .active }

  /// The connected scene's delegate, for the scene life cycle.
  public var sceneDelegate: (any UISceneDelegate)? { scene?.delegate }

  // MARK: Recording

  /// Calls a delegate method, recording it.
  func call<Result>(_ method: String, _ body: () -> Result) -> Result {
    record(method)
    return body()
  }

  /// Records a delegate method about to be called.
  func record(_ method: String) {
    steps.append(.call(method))
  }

  /// Calls a delegate method that answers through a completion handler, recording it, and waits
  /// for the answer.
  func call<Value: Sendable>(
    _ method: String, ifDropped fallback: Value,
    _ body: (_ handler: @escaping (Value) -> Void) -> Void
  ) async -> Value {
    steps.append(.call(method))
    return await CompletionAnswer.wait(ifDropped: fallback, body)
  }

  /// Posts a notification to ``notificationCenter``, recording it.
  func post(_ name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    steps.append(.post(name))
    notificationCenter.post(name: name, object: object, userInfo: userInfo)
  }

  /// Runs `body` with the driver's application and center as the singletons.
  func withSingletons<Result>(_ body: () async -> Result) async -> Result {
    await withPerTestSingletons(application: application, center: userNotificationCenter, body)
  }

  /// Sets a key the app cannot set (a state), reporting the one way that can fail.
  func set(_ value: Any?, forKey key: String, of object: some KeyValueCodable) {
    do {
      try object.setValue(value, forKey: key)
    } catch {
      reportIssue("LifecycleDriver could not set \(key): \(error)", at: location)
    }
  }

  /// Reports a misuse of the driver at the line that made it.
  func report(_ message: String) {
    reportIssue("LifecycleDriver: \(message)", at: location)
  }

  // MARK: Scenes

  /// The scene delegate the configuration names, made as the initializer's `makeSceneDelegate`
  /// says.
  func makeDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
    guard let delegateClass = configuration.delegateClass else { return nil }
    guard let makeSceneDelegate else {
      report(
        "the scene configuration names \(delegateClass), which Swift cannot make from its class "
          + "(UIResponder has no required initializer); pass makeSceneDelegate: { _ in "
          + "\(delegateClass)() } to make it as UIKit does")
      return nil
    }
    return makeSceneDelegate(delegateClass)
  }

  /// Records the scene's new activation state and the application state that follows from it.
  func setActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
    set(state, forKey: "activationState", of: scene)
    switch state {
    case .foregroundActive: setApplicationState(.active)
    case .foregroundInactive: setApplicationState(.inactive)
    case .background, .unattached: setApplicationState(.background)
    }
  }

  func setApplicationState(_ state: UIApplication.State) {
    set(state, forKey: "applicationState", of: application)
  }

  /// Connects `scene` to the application, or takes it away (keeping its session open).
  func setConnected(_ scene: UIWindowScene, _ connected: Bool) {
    var scenes = application.connectedScenes
    if connected { scenes.insert(scene) } else { scenes.remove(scene) }
    set(scenes, forKey: "connectedScenes", of: application)
    set(application.openSessions.union([scene.session]), forKey: "openSessions", of: application)
  }

  /// The session a new scene connects with: the open one after a disconnection, or a new one
  /// configured by the app delegate.
  func sessionForConnecting(options: UIScene.ConnectionOptions) -> UISceneSession {
    if let session { return session }
    let session = UISceneSession.fabricate(configuration: sceneConfiguration)
    let configuration = call("application(_:configurationForConnecting:options:)") {
      appDelegate.application(application, configurationForConnecting: session, options: options)
    }
    set(configuration.copy(), forKey: "configuration", of: session)
    self.session = session
    return session
  }

  /// Makes the scene for a session: of the configuration's `sceneClass` when that is a
  /// `UIWindowScene` subclass, a `UIWindowScene` otherwise.
  func makeScene(
    session: UISceneSession, options: UIScene.ConnectionOptions
  ) -> UIWindowScene {
    if let sceneClass = session.configuration.sceneClass as? UIWindowScene.Type,
      sceneClass != UIWindowScene.self
    {
      // Made through its key table, as any object the engine makes: a subclass of yours
      // declares one to be made here.
      func make<Scene: UIWindowScene>(_: Scene.Type) throws -> Scene {
        try InstanceHelper.create(Scene.self, properties: ["session": session])
      }
      do {
        return try make(sceneClass)
      } catch {
        report("cannot make the scene class \(sceneClass): \(error)")
      }
    }
    return UIWindowScene(session: session, connectionOptions: options)
  }

  /// Forgets the connected scene (it disconnected).
  func forgetScene() {
    scene = nil
  }

  /// Remembers the connected scene.
  func remember(_ scene: UIWindowScene) {
    self.scene = scene
  }

  /// Marks the process as running, from the first launch method on.
  func markRunning() {
    isRunning = true
  }

  /// Keeps the center delegate as launching left it.
  func keepLaunchCenterDelegate() {
    launchCenterDelegate = userNotificationCenter.delegate
  }

  /// The center delegate a response goes to: the one launching left, for the response that
  /// launched the app; the current one otherwise.
  func centerDelegate(forLaunch: Bool) -> (any UNUserNotificationCenterDelegate)? {
    forLaunch ? launchCenterDelegate : userNotificationCenter.delegate
  }
}
