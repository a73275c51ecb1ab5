public import Facsimile

/// Plays iOS's part in an app's life: launches it, taps its notifications, opens its URLs and
/// universal links, chooses its quick actions, delivers its pushes (through its notification
/// service extension) and foreground notifications, interrupts it, moves it to the background and
/// back, suspends it, disconnects and reconnects its scene, ends it (the system, or the user in
/// the app switcher) and launches it again, calling the app's own `UIApplicationDelegate`,
/// `UISceneDelegate`/`UIWindowSceneDelegate` and `UNUserNotificationCenterDelegate` in the order
/// iOS calls them, for the app delegate life cycle and for the scene life cycle.
///
/// ```swift
/// @Test(arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
/// func aLinkOpensTheArticleOnAColdLaunch(_ lifecycle: LifecycleDriver.Lifecycle) async throws {
///   let driver = LifecycleDriver(
///     appDelegate: lifecycle == .legacy ? LegacyAppDelegate() : AppDelegate(),
///     lifecycle: lifecycle, makeSceneDelegate: { _ in SceneDelegate() })
///   await driver.open(try #require(URL(string: "myapp://article/42")))
///   let router = try #require((driver.appDelegate as? any AppRouting)?.router)
///   #expect(router.routes == [.article(id: "42")])
/// }
/// ```
///
/// Each event does what iOS does in the app's state at that moment: a URL that arrives while the
/// app is not running launches it (the URL is in `launchOptions`, or in the scene's
/// `connectionOptions`); while it is in the background, the app comes to the foreground and gets
/// the URL (`application(_:open:options:)`, or `scene(_:openURLContexts:)`); while it is active,
/// it gets the URL at once. Docs/Fidelity.md lists every rule beside the source that states it,
/// and says what was chosen where no source says anything.
///
/// The driver keeps an application (``application``) and a notification center
/// (``userNotificationCenter``) of its own: the test's per-test singletons if the test has them
/// (`.perTestSingletons`) and no other driver took them first, new ones otherwise, so two drivers
/// never share them. While it calls the app, `UIApplication.shared` and
/// `UNUserNotificationCenter.current()` are those, so app code that reads the singletons reads
/// the driver's. It posts the app and scene notifications to ``notificationCenter`` (a
/// `NotificationCenterRecorder` unless given), and records what it did in ``steps``. A misuse is
/// reported at the line of the event that met it.
///
/// Completion handlers are awaited: an event returns when the delegate has answered, at once or
/// later. The driver never waits for an answer before going on as iOS goes on (an app becomes
/// active whatever its delegate does with `didReceive`'s handler), so a delegate that answers only
/// once the app is active is answered. A handler the delegate releases uncalled counts as
/// answered; one it keeps and does not call within the driver's ``patience`` (five seconds) is an
/// issue at the event's line, and the event carries on with the released handler's answer: the
/// driver never waits for ever, where iOS would.
@MainActor
public final class LifecycleDriver {
  /// The life cycle UIKit gives the app.
  public let lifecycle: Lifecycle

  /// The app's delegate, as `UIApplicationMain` holds it: a new one for each launch, from the
  /// initializer's `appDelegate:`, as each launch is a new process.
  public private(set) var appDelegate: any UIApplicationDelegate

  /// The app's application: `UIApplication.shared` while the driver calls the app. What the
  /// system keeps for an app between launches (its badge, its quick actions, its scene sessions)
  /// stays on it when the app is terminated and launched again.
  public let application: UIApplication

  /// The app's notification center: `UNUserNotificationCenter.current()` while the driver calls
  /// the app. Its delegate gets notification responses and foreground notifications. Its
  /// categories, pending requests, delivered notifications and badge outlive a termination, as
  /// the system keeps them; its delegate does not.
  public let userNotificationCenter: UNUserNotificationCenter

  /// Where the app and scene notifications are posted (`didFinishLaunchingNotification`,
  /// `UIScene.didActivateNotification`, ...), in iOS's order.
  public let notificationCenter: any NotificationCenterProtocol

  /// The clock of ``userNotificationCenter``: advancing it delivers the requests that come due,
  /// presenting them through `willPresent` while the app is in the foreground.
  public let clock: NotificationClock

  /// Every delegate method the driver called and every notification it posted, oldest first.
  public private(set) var steps: [Step] = []

  /// Whether the app's process is running: launched and not terminated.
  public private(set) var isRunning = false

  /// Whether the app is suspended: in the background, running no code, until an event wakes it.
  public private(set) var isSuspended = false

  /// Whether an interruption (an incoming call, Control Center) holds the app inactive in the
  /// foreground, between ``beginInterruption(fileID:filePath:line:column:)`` and
  /// ``endInterruption(fileID:filePath:line:column:)``.
  public private(set) var isInterrupted = false

  /// The connected scene, for the scene life cycle; `nil` before launch, while disconnected,
  /// after a termination, and always for the app delegate life cycle.
  public private(set) var scene: UIWindowScene?

  /// The scene configuration the app's Info.plist declares (its `UIApplicationSceneManifest`):
  /// what a new session holds before the app delegate's
  /// `application(_:configurationForConnecting:options:)` answers, and what an answer of the same
  /// name and role gets its scene and delegate classes from.
  public let sceneConfiguration: UISceneConfiguration

  /// How long the app's notification service extension has for a push before
  /// `serviceExtensionTimeWillExpire()`, as given; a limit over 30 seconds runs as 30 seconds,
  /// the most iOS gives an extension.
  public let serviceExtensionTimeLimit: Duration

  /// How long an event waits for a completion handler the app's delegate has not called yet:
  /// five seconds unless set; the ``clock``'s too.
  ///
  /// iOS waits for a delegate's handler as long as the app runs; a test that waited as long
  /// would hang. So when the patience runs out, the driver reports an issue at the event's line
  /// naming the delegate method and what iOS would do, and the event carries on with the answer
  /// of a handler released uncalled (`[]` for `willPresent`, `false` for a quick action,
  /// `.noData` for a silent push); a later call of the handler is ignored. A delegate that
  /// answers only after something the test does next (an `endInterruption()`, another event)
  /// is met this way: the test cannot do it while the event waits.
  ///
  /// ```swift
  /// driver.patience = .seconds(30)  // a delegate that answers after a slow stub
  /// ```
  ///
  /// It starts at five seconds, or at the number of seconds in the environment variable
  /// `FACSIMILE_PATIENCE` (more than 0, at most 3,600), for a run that is slow throughout: tests
  /// under a sanitizer, on a busy machine.
  ///
  /// Zero (or less) gives up on any handler not called by the time the event waits for it; a
  /// duration longer than the clock counts never gives up, and a handler kept and never called
  /// then keeps the event waiting for ever. The app's own waits (a delegate's `async` default
  /// awaiting its completion-handler form) are not the driver's, and wait as on iOS.
  public var patience: Duration = Patience.standard {
    didSet { clock.patience = patience }
  }

  /// Makes the app delegate of each launch.
  private let makeAppDelegate: @MainActor () -> any UIApplicationDelegate

  /// How many times the app's process was launched.
  private(set) var launches = 0

  /// The session of the app's scene, once one connected: it outlives a disconnected scene and a
  /// terminated process, and is discarded by a force-quit.
  private var session: UISceneSession?

  /// Sessions the user discarded while the app was not running, for the next launch.
  private var discardedSessions: Set<UISceneSession> = []

  /// Whether the user force-quit the app and has not opened it since: the system then launches
  /// it for no silent push.
  private var wasForceQuit = false

  /// The center delegate as the app left it when launching ended (iOS delivers the response
  /// that launched the app only to a delegate set before `didFinishLaunching` returns).
  private var launchCenterDelegate: (any UNUserNotificationCenterDelegate)?

  /// What the service extension made of each push it ran on, by request identifier: what
  /// Notification Center shows, and what a tap hands the app.
  private var extensionOutputs: [String: UNNotification] = [:]

  private let makeSceneDelegate: (@MainActor (AnyClass) -> (any UISceneDelegate)?)?
  private let makeServiceExtension: (@MainActor () -> UNNotificationServiceExtension)?

  /// Where the test made the driver.
  let location: CallerLocation

  /// Where the events under way were called, innermost last: where a misuse is reported.
  private var eventLocations: [CallerLocation] = []

  /// The watch that tells a test reaching the process-wide center while this driver runs.
  private nonisolated let processWideCenterWatch: ProcessWideCenterWatch?

  /// Makes a driver for an app that is not running yet.
  ///
  /// ```swift
  /// let driver = LifecycleDriver(
  ///   appDelegate: AppDelegate(), lifecycle: .scenes, makeSceneDelegate: { _ in SceneDelegate() })
  /// await driver.launch()
  /// ```
  ///
  /// - Parameters:
  ///   - appDelegate: The app's delegate; the driver makes it the application's delegate, as
  ///     `UIApplicationMain` does. The expression is evaluated now and again at each launch after
  ///     a termination (a new process has a new app delegate), so write the expression that makes
  ///     it, `AppDelegate()`, and read the new one from ``appDelegate``; an expression that gives
  ///     the same object back (a variable) is reported when the app launches again.
  ///   - lifecycle: Whether UIKit gives the app the scene life cycle or the app delegate one.
  ///   - sceneConfiguration: For ``Lifecycle/scenes``, the configuration of the Info.plist's scene
  ///     manifest (name, `delegateClass`); by default `Default Configuration` with no delegate
  ///     class. An answer from `application(_:configurationForConnecting:options:)` with its name
  ///     and role takes the classes it does not set from it, as
  ///     `UISceneConfiguration(name:sessionRole:)` loads them from the Info.plist on iOS.
  ///   - notificationCenter: Where the app and scene notifications go; a new
  ///     `NotificationCenterRecorder` unless given.
  ///   - serviceExtension: Makes the app's notification service extension for each push
  ///     (`{ NotificationService() }`): a push with `"mutable-content": 1` and an alert goes
  ///     through it before it is delivered, presented or tapped. `nil`: the app has none.
  ///   - serviceExtensionTimeLimit: How long the extension has before
  ///     `serviceExtensionTimeWillExpire()`; the system gives about 30 seconds (and never more: a
  ///     longer limit runs as 30 seconds), a test gives what its stubs need.
  ///   - makeSceneDelegate: Makes the scene delegate of the class a scene configuration names,
  ///     as UIKit does with `init()`: `{ _ in SceneDelegate() }`. Swift lets a library make an
  ///     object of a class it knows only at run time through a `required` initializer alone, and
  ///     `UIResponder` has none (as on iOS, where a subclass need not write one), so a scene life
  ///     cycle whose configuration names a delegate class needs it; without it the driver reports
  ///     the missing maker, and connects the scene with no delegate.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public init(
    appDelegate: @autoclosure @escaping @MainActor () -> any UIApplicationDelegate,
    lifecycle: Lifecycle,
    sceneConfiguration: UISceneConfiguration? = nil,
    notificationCenter: any NotificationCenterProtocol = NotificationCenterRecorder(),
    serviceExtension: (@MainActor () -> UNNotificationServiceExtension)? = nil,
    serviceExtensionTimeLimit: Duration = .seconds(30),
    makeSceneDelegate: (@MainActor (AnyClass) -> (any UISceneDelegate)?)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = CallerLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let singletons = DriverSingletons.claim()
    self.makeAppDelegate = appDelegate
    self.appDelegate = appDelegate()
    self.lifecycle = lifecycle
    self.application = singletons?.application ?? .fabricate()
    self.userNotificationCenter = singletons?.center ?? .fabricated()
    self.notificationCenter = notificationCenter
    self.sceneConfiguration =
      sceneConfiguration
      ?? UISceneConfiguration(
        name: "Default Configuration", sessionRole: .windowApplication)
    self.makeServiceExtension = serviceExtension
    self.serviceExtensionTimeLimit = serviceExtensionTimeLimit
    self.makeSceneDelegate = makeSceneDelegate
    self.location = location
    self.clock = NotificationClock(
      center: userNotificationCenter, application: application, fileID: fileID,
      filePath: filePath, line: line, column: column)
    // A driver with singletons of its own tells the test that reaches the process-wide center
    // instead: without `.perTestSingletons` that is not this driver's.
    self.processWideCenterWatch =
      singletons == nil ? ProcessWideCenterWatch(driverMadeAt: location) : nil
    application.delegate = self.appDelegate
    set(UIApplication.State.background, forKey: "applicationState", of: application)
    clock.recordCall = { [weak self] in self?.record($0) }
  }

  deinit {
    processWideCenterWatch?.stop()
  }

  /// Whether the app is in the foreground and active: `applicationState == .active`.
  public var isActive: Bool { isRunning && application.applicationState == .active }

  /// The connected scene's delegate, for the scene life cycle.
  public var sceneDelegate: (any UISceneDelegate)? { scene?.delegate }

  // MARK: Recording

  /// Calls a delegate method, recording it.
  func call<Result>(_ method: Method, _ body: () -> Result) -> Result {
    record(method)
    return body()
  }

  /// Records a delegate method about to be called.
  func record(_ method: Method) {
    steps.append(.call(method))
  }

  /// Calls a delegate method that answers through a completion handler, recording it, and
  /// returns its answer to await once what iOS does next is done (``value(of:)``).
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - fallback: The answer of a handler released uncalled, and of one the driver's patience
  ///     gives up on.
  ///   - description: The fallback, as a report reads it.
  ///   - body: Calls the method with the handler.
  /// - Returns: The answer, to await.
  func ask<Value: Sendable>(
    _ method: Method, ifDropped fallback: Value, described description: String,
    _ body: (_ handler: @escaping @Sendable (Value) -> Void) -> Void
  ) -> DelegateAnswer<Value> {
    record(method)
    return DelegateAnswer(
      answer: CompletionAnswer.ask(ifDropped: fallback, body),
      wait: Patience.Wait(
        method: method.name, fallback: fallback, fallbackDescription: description,
        onIOS: method.whileItsHandlerIsKept))
  }

  /// Awaits a delegate's answer for no longer than ``patience``: one not given by then is
  /// reported at the line of the event under way, and the fallback answers.
  func value<Value: Sendable>(of answer: DelegateAnswer<Value>) async -> Value {
    guard let wait = answer.wait else { return await answer.answer.value() }
    return await eventPatience.value(of: answer.answer, wait)
  }

  /// The driver's patience, reporting at the line of the event under way.
  var eventPatience: Patience {
    Patience(duration: patience, setting: "driver.patience") { [weak self] in
      self?.report($0)
    }
  }

  /// Posts a notification to ``notificationCenter``, recording it.
  func post(_ name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    steps.append(.post(name))
    notificationCenter.post(name: name, object: object, userInfo: userInfo)
  }

  /// Runs one event called at `location`, with the driver's application and center as the
  /// singletons: a misuse met on the way is reported there.
  func event<Result>(
    at location: CallerLocation, _ body: () async -> Result
  ) async -> Result {
    eventLocations.append(location)
    defer { eventLocations.removeLast() }
    return await withScopedSingletons(
      application: application, center: userNotificationCenter,
      claim: DriverSingletons(claimed: true), body)
  }

  /// Sets a key the app cannot set (a state), reporting the one way that can fail.
  func set(_ value: Any?, forKey key: String, of object: some KeyValueCodable) {
    do {
      try object.setValue(value, forKey: key)
    } catch {
      report("could not set \(key): \(error)")
    }
  }

  /// Reports a misuse of the driver at the line of the event under way, or at the line that
  /// made the driver.
  func report(_ message: String) {
    reportIssue("LifecycleDriver: \(message)", at: eventLocations.last ?? location)
  }

  // MARK: The process

  /// Starts the app's process: a new app delegate after the first launch (a new process), made
  /// the application's delegate.
  func startProcess() {
    launches += 1
    if launches > 1 {
      let previous = appDelegate
      appDelegate = makeAppDelegate()
      if appDelegate === previous {
        report(
          "the app launched again, in a new process, with the app delegate of its last run: "
            + "the appDelegate: expression gave the same \(type(of: previous)) back, so what it "
            + "kept in memory carries over, which it does not on iOS. Write the expression that "
            + "makes it (appDelegate: \(type(of: previous))()), and read the new one from "
            + "driver.appDelegate")
      }
      application.delegate = appDelegate
    }
    isRunning = true
    isSuspended = false
    isInterrupted = false
  }

  /// Ends the app's process: what lived in its memory goes (the scene, the delegates); what the
  /// system keeps stays (sessions unless `discardingSession`, the center's requests,
  /// notifications and categories, the badge).
  func endProcess(discardingSession: Bool) {
    if let scene {
      setConnected(scene, false)
      set(UIScene.ActivationState.unattached, forKey: "activationState", of: scene)
      scene.session.detach(from: scene)
    }
    scene = nil
    if discardingSession, let session {
      discardedSessions.insert(session)
      set(
        application.openSessions.subtracting([session]), forKey: "openSessions", of: application)
      self.session = nil
    }
    userNotificationCenter.delegate = nil
    launchCenterDelegate = nil
    isRunning = false
    isSuspended = false
    isInterrupted = false
    setApplicationState(.background)
  }

  /// Takes the sessions discarded while the app was not running, for the launch that tells it.
  func takeDiscardedSessions() -> Set<UISceneSession> {
    defer { discardedSessions = [] }
    return discardedSessions
  }

  /// Marks the app force-quit (or opened by the user again).
  func setForceQuit(_ forceQuit: Bool) {
    wasForceQuit = forceQuit
  }

  /// Whether the system launches the app for a silent push: not after a force-quit, until the
  /// user opens the app again.
  var launchesForSilentPushes: Bool { !wasForceQuit }

  /// Suspends the app, or wakes it.
  func setSuspended(_ suspended: Bool) {
    isSuspended = suspended
  }

  /// Marks an interruption as begun or ended.
  func setInterrupted(_ interrupted: Bool) {
    isInterrupted = interrupted
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

  /// The session a new scene connects with: the open one after a disconnection or a
  /// termination, or a new one configured by the app delegate.
  func sessionForConnecting(options: UIScene.ConnectionOptions) -> UISceneSession {
    if let session { return session }
    let session = UISceneSession.fabricate(configuration: sceneConfiguration)
    let answer = call(.applicationConfigurationForConnecting) {
      appDelegate.application(application, configurationForConnecting: session, options: options)
    }
    set(configuration(answeredWith: answer), forKey: "configuration", of: session)
    self.session = session
    return session
  }

  /// The configuration UIKit makes the scene with: a copy of the app delegate's answer, whose
  /// unset classes come from the Info.plist's configuration when the answer names it (its name
  /// and role), as `UISceneConfiguration(name:sessionRole:)` loads them on iOS. One that ends up
  /// with no delegate class is reported: the scene would connect with no delegate, and what it
  /// was opened with would go nowhere.
  func configuration(answeredWith answer: UISceneConfiguration) -> UISceneConfiguration {
    let configuration = answer.copy() as? UISceneConfiguration ?? answer
    let manifest = sceneConfiguration
    let namesManifest = answer.name == manifest.name && answer.role == manifest.role
    if namesManifest {
      if configuration.delegateClass == nil {
        configuration.delegateClass = manifest.delegateClass
      }
      if configuration.sceneClass == nil { configuration.sceneClass = manifest.sceneClass }
    }
    guard configuration.delegateClass == nil else { return configuration }
    let answered = answer.name.map { "\"\($0)\"" } ?? "no name"
    let plist = manifest.name.map { "\"\($0)\"" } ?? "no name"
    if namesManifest {
      report(
        "application(_:configurationForConnecting:options:) answered the configuration "
          + "\(answered) with no delegate class, and the Info.plist's configuration of that "
          + "name (the driver's sceneConfiguration:) names none either: the scene connects with "
          + "no delegate, and what it was opened with goes nowhere. Give the driver your "
          + "Info.plist's configuration, with its UISceneDelegateClassName: sceneConfiguration: "
          + "a UISceneConfiguration named \(plist) whose delegateClass is your scene delegate's "
          + "class")
    } else {
      report(
        "application(_:configurationForConnecting:options:) answered a configuration named "
          + "\(answered) with no delegate class, and the Info.plist declares no configuration of "
          + "that name and role (the driver's sceneConfiguration: is named \(plist), role "
          + "\(manifest.role.rawValue)): the scene connects with no delegate, and what it was "
          + "opened with goes nowhere. Answer with the Info.plist's name, or set delegateClass")
    }
    return configuration
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

  // MARK: Notifications

  /// Keeps the center delegate as launching left it.
  func keepLaunchCenterDelegate() {
    launchCenterDelegate = userNotificationCenter.delegate
  }

  /// The center delegate a response goes to: the one launching left, for the response that
  /// launched the app; the current one otherwise.
  func centerDelegate(forLaunch: Bool) -> (any UNUserNotificationCenterDelegate)? {
    forLaunch ? launchCenterDelegate : userNotificationCenter.delegate
  }

  /// The app's service extension, for a push it runs on: a new one for each push, as the system
  /// makes one.
  func serviceExtension() -> UNNotificationServiceExtension? {
    makeServiceExtension?()
  }

  /// Remembers what the service extension made of a push.
  func rememberShown(_ notification: UNNotification) {
    extensionOutputs[notification.request.identifier] = notification
  }

  /// What the service extension made of a push, if it ran on one with that identifier.
  func shownByExtension(_ identifier: String) -> UNNotification? {
    extensionOutputs[identifier]
  }
}
