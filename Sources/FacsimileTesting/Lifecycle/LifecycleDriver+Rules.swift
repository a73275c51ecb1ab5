import Facsimile

// iOS's rules, as Docs/Fidelity.md ("The app's life, as the lifecycle driver plays it") lists
// them with their sources: which delegate method gets each event, with which arguments, in which
// order, for each life cycle and each state the app is in.
//
// A delegate method that answers through a completion handler is asked (`ask`), and its answer
// awaited only once what iOS does next is done: iOS goes on (an app becomes active) whatever the
// delegate does with the handler, so a delegate that answers only once the app is active (after
// `didBecomeActiveNotification`, which the driver posts later in the same event) is answered.

extension LifecycleDriver {
  /// Something that happens to the app.
  enum Event {
    /// The user taps the app's icon.
    case icon
    /// Another app, or the system, opens one of the app's URLs.
    case url(URL, sourceApplication: String?, annotation: Any?)
    /// A universal link or Handoff continues an activity in the app.
    case activity(NSUserActivity)
    /// The user chooses a Home Screen quick action.
    case shortcut(UIApplicationShortcutItem)
    /// The user responds to a notification; `opensApp` for the default action and foreground
    /// actions.
    case response(UNNotificationResponse, opensApp: Bool)
    /// A remote notification with `content-available: 1` arrives.
    case silentPush([AnyHashable: Any])

    /// Whether iOS brings the app to the foreground for it.
    var opensApp: Bool {
      switch self {
      case .icon, .url, .activity, .shortcut: true
      case .response(_, let opensApp): opensApp
      case .silentPush: false
      }
    }
  }

  /// What a delivery answered, for the events whose delegate method answers.
  enum Answer: Sendable {
    case none
    case performed(Bool)
    case fetched(UIBackgroundFetchResult)
  }

  /// Plays one event in the app's current state.
  func handle(_ event: Event) async -> Answer {
    if !isRunning {
      // A force-quit app is launched for no silent push until the user opens it again.
      if case .silentPush = event, !launchesForSilentPushes { return .none }
      return await launch(for: event)
    }
    // An event wakes a suspended app, in the background; nothing is called for that.
    setSuspended(false)
    if event.opensApp, !isForeground {
      return await enterForeground(for: event)
    }
    return await deliver(event, launching: false).value()
  }

  /// Whether the app (legacy) or its scene (scenes) is in the foreground, active or not.
  var isForeground: Bool {
    guard isRunning else { return false }
    switch lifecycle {
    case .legacy: return application.applicationState != .background
    case .scenes:
      return scene.map { [.foregroundActive, .foregroundInactive].contains($0.activationState) }
        ?? false
    }
  }

  // MARK: Launch

  /// Launches the process for an event: in the foreground for the events that open the app, in
  /// the background for the others.
  func launch(for event: Event) async -> Answer {
    startProcess()
    let inForeground = event.opensApp
    if inForeground { setForceQuit(false) }  // the user opened it
    // Legacy: inactive from the start of a foreground launch. Scenes: the app is in the
    // background until a scene enters the foreground.
    setApplicationState(lifecycle == .legacy && inForeground ? .inactive : .background)
    let options = lifecycle == .legacy ? launchOptions(for: event) : nil
    let willFinish = call(.applicationWillFinishLaunching) {
      appDelegate.application(application, willFinishLaunchingWithOptions: options)
    }
    let didFinish = call(.applicationDidFinishLaunching) {
      appDelegate.application(application, didFinishLaunchingWithOptions: options)
    }
    keepLaunchCenterDelegate()
    post(
      UIApplication.didFinishLaunchingNotification, object: application,
      userInfo: options.map {
        Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) })
      })
    // Sessions the user discarded while the app was not running: "shortly after
    // application:didFinishLaunchingWithOptions" (Xcode's app template).
    let discarded = takeDiscardedSessions()
    if !discarded.isEmpty {
      call(.applicationDidDiscardSceneSessions) {
        appDelegate.application(application, didDiscardSceneSessions: discarded)
      }
    }

    switch lifecycle {
    case .legacy:
      var pending = PendingAnswer.answered(Answer.none)
      switch event {
      case .icon: break
      case .url, .activity, .shortcut:
        // Either launch method answering false means the app handled (or refused) it.
        if willFinish && didFinish { pending = await deliver(event, launching: true) }
      case .response, .silentPush:
        pending = await deliver(event, launching: true)
      }
      if inForeground { becomeActiveLegacy() }
      return await pending.value()
    case .scenes:
      guard inForeground else { return await deliver(event, launching: true).value() }
      return await connectAndEnterForeground(for: event, launching: true)
    }
  }

  /// The launch options the app delegate life cycle gets for an event; `nil` for a tap on the
  /// icon.
  func launchOptions(for event: Event) -> [UIApplication.LaunchOptionsKey: Any]? {
    switch event {
    case .icon:
      return nil
    case .url(let url, let sourceApplication, let annotation):
      var options: [UIApplication.LaunchOptionsKey: Any] = [.url: url]
      options[.sourceApplication] = sourceApplication
      options[.annotation] = annotation
      return options
    case .activity(let activity):
      let dictionary: [String: Any] = [
        UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
        "UIApplicationLaunchOptionsUserActivityKey": activity,
      ]
      return [.userActivityDictionary: dictionary]
    case .shortcut(let item):
      return [.shortcutItem: item]
    case .response(let response, _):
      guard response.notification.request.trigger is UNPushNotificationTrigger else { return nil }
      return [.remoteNotification: response.notification.request.content.userInfo]
    case .silentPush(let userInfo):
      return [.remoteNotification: userInfo]
    }
  }

  // MARK: Delivery

  /// Hands an event to the method that takes it in the app's life cycle (the app is where the
  /// event needs it: launched, in the foreground for the events that open it), and returns its
  /// answer, to await once what iOS does next is done.
  func deliver(_ event: Event, launching: Bool) async -> PendingAnswer<Answer> {
    switch event {
    case .icon:
      return .answered(.none)
    case .silentPush(let userInfo):
      // The completion-handler form, the selector UIKit calls, as for every method with two
      // forms: its default reaches the async form, so whichever the delegate implements answers.
      // Nothing follows a silent push, so it is awaited here.
      let result = await ask(
        .applicationDidReceiveRemoteNotification, ifDropped: UIBackgroundFetchResult.noData
      ) { handler in
        appDelegate.application(
          application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: handler)
      }.value()
      return .answered(.fetched(result))
    case .response(let response, _):
      if lifecycle == .scenes { response.targetSceneObject = scene }
      guard let delegate = centerDelegate(forLaunch: launching) else { return .answered(.none) }
      let center = userNotificationCenter
      return ask(.userNotificationCenterDidReceive, ifDropped: Answer.none) { handler in
        delegate.userNotificationCenter(center, didReceive: response) { handler(.none) }
      }
    case .url, .activity, .shortcut:
      switch lifecycle {
      case .legacy: return deliverToAppDelegate(event)
      case .scenes: return deliverToScene(event)
      }
    }
  }

  /// URLs, activities and quick actions, for the app delegate life cycle.
  private func deliverToAppDelegate(_ event: Event) -> PendingAnswer<Answer> {
    switch event {
    case .url(let url, let sourceApplication, let annotation):
      var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
      options[.sourceApplication] = sourceApplication
      options[.annotation] = annotation
      _ = call(.applicationOpenURL) {
        appDelegate.application(application, open: url, options: options)
      }
      return .answered(.none)
    case .activity(let activity):
      _ = call(.applicationContinueUserActivity) {
        appDelegate.application(application, continue: activity) { restorers in
          for restorer in restorers ?? [] { restorer.restoreUserActivityState(activity) }
        }
      }
      return .answered(.none)
    case .shortcut(let item):
      return ask(.applicationPerformActionForShortcutItem, ifDropped: Answer.performed(false)) {
        handler in
        appDelegate.application(application, performActionFor: item) {
          handler(.performed($0))
        }
      }
    case .icon, .response, .silentPush:
      return .answered(.none)
    }
  }

  /// URLs, activities and quick actions, for the scene life cycle: to the connected scene.
  private func deliverToScene(_ event: Event) -> PendingAnswer<Answer> {
    guard let scene, let delegate = scene.delegate else { return .answered(.none) }
    switch event {
    case .url(let url, let sourceApplication, let annotation):
      let context = UIOpenURLContext.fabricate(
        url: url, sourceApplication: sourceApplication, annotation: annotation)
      call(.sceneOpenURLContexts) { delegate.scene(scene, openURLContexts: [context]) }
      return .answered(.none)
    case .activity(let activity):
      call(.sceneContinueUserActivity) { delegate.scene(scene, continue: activity) }
      return .answered(.none)
    case .shortcut(let item):
      guard let windowDelegate = delegate as? any UIWindowSceneDelegate else {
        return .answered(.none)
      }
      return ask(.windowScenePerformActionForShortcutItem, ifDropped: Answer.performed(false)) {
        handler in
        windowDelegate.windowScene(scene, performActionFor: item) { handler(.performed($0)) }
      }
    case .icon, .response, .silentPush:
      return .answered(.none)
    }
  }

  // MARK: Foreground and background

  /// Brings the app (legacy) or its scene (scenes) to the foreground and delivers the event on
  /// the way, while inactive.
  func enterForeground(for event: Event) async -> Answer {
    switch lifecycle {
    case .legacy:
      call(.applicationWillEnterForeground) {
        appDelegate.applicationWillEnterForeground(application)
      }
      post(UIApplication.willEnterForegroundNotification, object: application)
      setApplicationState(.inactive)
      let pending = await deliver(event, launching: false)
      becomeActiveLegacy()
      return await pending.value()
    case .scenes:
      guard let scene else { return await connectAndEnterForeground(for: event, launching: false) }
      return await enterForeground(scene, delivering: event, launching: false)
    }
  }

  /// The app delegate's side of becoming active.
  func becomeActiveLegacy() {
    setApplicationState(.active)
    call(.applicationDidBecomeActive) { appDelegate.applicationDidBecomeActive(application) }
    post(UIApplication.didBecomeActiveNotification, object: application)
  }

  /// A scene's side of becoming active.
  func becomeActive(_ scene: UIWindowScene) {
    setActivationState(.foregroundActive, of: scene)
    call(.sceneDidBecomeActive) { scene.delegate?.sceneDidBecomeActive(scene) }
    post(UIScene.didActivateNotification, object: scene)
    post(UIApplication.didBecomeActiveNotification, object: application)
  }

  /// Connects a scene (a new session, or the open one after a disconnection or a termination)
  /// with the event in its connection options, and brings it to the foreground. A session that
  /// carries a state restoration activity hands it to the new scene's delegate.
  func connectAndEnterForeground(for event: Event, launching: Bool) async -> Answer {
    let options = connectionOptions(for: event)
    let session = sessionForConnecting(options: options)
    let scene = makeScene(session: session, options: options)
    scene.delegate = makeDelegate(for: session.configuration)
    remember(scene)
    setConnected(scene, true)
    if case .response(let response, _) = event { response.targetSceneObject = scene }
    call(.sceneWillConnect) {
      scene.delegate?.scene(scene, willConnectTo: session, options: options)
    }
    post(UIScene.willConnectNotification, object: scene)
    if let activity = session.stateRestorationActivity {
      call(.sceneRestoreInteractionState) {
        scene.delegate?.scene(scene, restoreInteractionStateWith: activity)
      }
    }
    // URLs, activities and quick actions came in the connection options; a notification
    // response also goes to the center's delegate.
    let delivered: Event
    if case .response = event { delivered = event } else { delivered = .icon }
    return await enterForeground(scene, delivering: delivered, launching: launching)
  }

  /// The connection options a scene connects with for an event.
  func connectionOptions(for event: Event) -> UIScene.ConnectionOptions {
    var properties: [String: Any] = [:]
    switch event {
    case .icon, .silentPush: break
    case .url(let url, let sourceApplication, let annotation):
      let context = UIOpenURLContext.fabricate(
        url: url, sourceApplication: sourceApplication, annotation: annotation)
      properties["urlContexts"] = Set([context])
      properties["sourceApplication"] = sourceApplication
    case .activity(let activity):
      properties["userActivities"] = Set([activity])
    case .shortcut(let item):
      properties["shortcutItem"] = item
    case .response(let response, _):
      properties["notificationResponse"] = response
    }
    do {
      return try InstanceHelper.create(UIScene.ConnectionOptions.self, properties: properties)
    } catch {
      report("could not make the connection options: \(error)")
      return UIScene.ConnectionOptions.fabricate(urls: [])
    }
  }

  /// A scene's way to the foreground: will enter the foreground, inactive (the event is
  /// delivered here), active; then the event's answer.
  func enterForeground(
    _ scene: UIWindowScene, delivering event: Event, launching: Bool
  ) async -> Answer {
    call(.sceneWillEnterForeground) { scene.delegate?.sceneWillEnterForeground(scene) }
    post(UIScene.willEnterForegroundNotification, object: scene)
    post(UIApplication.willEnterForegroundNotification, object: application)
    setActivationState(.foregroundInactive, of: scene)
    let pending = await deliver(event, launching: launching)
    becomeActive(scene)
    return await pending.value()
  }

  /// Moves the app (legacy) or its scene (scenes) to the background: resign active (unless an
  /// interruption already made it inactive), then enter the background. A scene's delegate is
  /// then asked for the activity that restores the scene's state, which its session keeps.
  func enterBackground() {
    defer { setInterrupted(false) }
    switch lifecycle {
    case .legacy:
      guard isForeground else { return }
      if application.applicationState == .active {
        call(.applicationWillResignActive) {
          appDelegate.applicationWillResignActive(application)
        }
        post(UIApplication.willResignActiveNotification, object: application)
      }
      setApplicationState(.background)
      call(.applicationDidEnterBackground) {
        appDelegate.applicationDidEnterBackground(application)
      }
      post(UIApplication.didEnterBackgroundNotification, object: application)
    case .scenes:
      guard let scene, isForeground else { return }
      if scene.activationState == .foregroundActive { resignActive(scene) }
      setActivationState(.background, of: scene)
      call(.sceneDidEnterBackground) { scene.delegate?.sceneDidEnterBackground(scene) }
      post(UIScene.didEnterBackgroundNotification, object: scene)
      post(UIApplication.didEnterBackgroundNotification, object: application)
      let activity = call(.sceneStateRestorationActivity) {
        scene.delegate?.stateRestorationActivity(for: scene)
      }
      // "If you provide that object, the system puts a copy of it in this property."
      set(
        activity.map { $0.copy() as? NSUserActivity ?? $0 }, forKey: "stateRestorationActivity",
        of: scene.session)
    }
  }

  /// The app (legacy) or its scene (scenes) stops being active and stays in the foreground.
  func resignActive() {
    switch lifecycle {
    case .legacy:
      call(.applicationWillResignActive) { appDelegate.applicationWillResignActive(application) }
      post(UIApplication.willResignActiveNotification, object: application)
      setApplicationState(.inactive)
    case .scenes:
      if let scene { resignActive(scene) }
    }
  }

  /// A scene stops being active and stays in the foreground.
  private func resignActive(_ scene: UIWindowScene) {
    call(.sceneWillResignActive) { scene.delegate?.sceneWillResignActive(scene) }
    post(UIScene.willDeactivateNotification, object: scene)
    post(UIApplication.willResignActiveNotification, object: application)
    setActivationState(.foregroundInactive, of: scene)
  }

  /// The app (legacy) or its scene (scenes), inactive in the foreground, becomes active again.
  func becomeActiveAgain() {
    switch lifecycle {
    case .legacy: becomeActiveLegacy()
    case .scenes: if let scene { becomeActive(scene) }
    }
  }

  /// Disconnects the scene (after it enters the background), keeping its session open.
  func disconnect() {
    guard let scene else { return }
    enterBackground()
    call(.sceneDidDisconnect) { scene.delegate?.sceneDidDisconnect(scene) }
    post(UIScene.didDisconnectNotification, object: scene)
    setActivationState(.unattached, of: scene)
    setConnected(scene, false)
    // The session outlives its scene, and no longer points at it: a new scene may take it.
    scene.session.detach(from: scene)
    forgetScene()
  }

  /// Ends the process: from the foreground, the app goes to the background first; a running app
  /// is told (`applicationWillTerminate(_:)`), a suspended one is not.
  func end(discardingSession: Bool) {
    enterBackground()
    if !isSuspended {
      call(.applicationWillTerminate) { appDelegate.applicationWillTerminate(application) }
      post(UIApplication.willTerminateNotification, object: application)
    }
    endProcess(discardingSession: discardingSession)
  }
}
