import Facsimile

// iOS's rules, as Docs/Fidelity.md ("The app's life, as the lifecycle driver plays it") lists
// them with Apple's sources: which delegate method gets each event, with which arguments, in
// which order, for each life cycle and each state the app is in.

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
  enum Answer {
    case none
    case performed(Bool)
    case fetched(UIBackgroundFetchResult)
  }

  /// Plays one event in the app's current state.
  func handle(_ event: Event) async -> Answer {
    await withSingletons {
      if !isRunning {
        return await launch(for: event)
      }
      if event.opensApp, !isForeground {
        return await enterForeground(for: event)
      }
      return await deliver(event, launching: false)
    }
  }

  /// Whether the app (legacy) or its scene (scenes) is in the foreground.
  var isForeground: Bool {
    switch lifecycle {
    case .legacy: application.applicationState != .background
    case .scenes:
      scene.map { [.foregroundActive, .foregroundInactive].contains($0.activationState) } ?? false
    }
  }

  // MARK: Launch

  /// Launches the process for an event: in the foreground for the events that open the app, in
  /// the background for the others.
  func launch(for event: Event) async -> Answer {
    markRunning()
    let inForeground = event.opensApp
    // Legacy: inactive from the start of a foreground launch. Scenes: the app is in the
    // background until a scene enters the foreground.
    setApplicationState(lifecycle == .legacy && inForeground ? .inactive : .background)
    let options = lifecycle == .legacy ? launchOptions(for: event) : nil
    let willFinish = call("application(_:willFinishLaunchingWithOptions:)") {
      appDelegate.application(application, willFinishLaunchingWithOptions: options)
    }
    let didFinish = call("application(_:didFinishLaunchingWithOptions:)") {
      appDelegate.application(application, didFinishLaunchingWithOptions: options)
    }
    keepLaunchCenterDelegate()
    post(
      UIApplication.didFinishLaunchingNotification, object: application,
      userInfo: options.map {
        Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) })
      })

    switch lifecycle {
    case .legacy:
      var answer = Answer.none
      switch event {
      case .icon: break
      case .url, .activity, .shortcut:
        // Either launch method answering false means the app handled (or refused) it.
        if willFinish && didFinish { answer = await deliver(event, launching: true) }
      case .response, .silentPush:
        answer = await deliver(event, launching: true)
      }
      if inForeground { becomeActiveLegacy() }
      return answer
    case .scenes:
      guard inForeground else { return await deliver(event, launching: true) }
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

  /// Hands an event to the method that takes it in the app's life cycle; the app is where the
  /// event needs it (launched, in the foreground for the events that open it).
  func deliver(_ event: Event, launching: Bool) async -> Answer {
    switch event {
    case .icon:
      return .none
    case .silentPush(let userInfo):
      // The completion-handler form, the selector UIKit calls, as for every method with two
      // forms: its default reaches the async form, so whichever the delegate implements answers.
      let result = await call(
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ifDropped: .noData
      ) { handler in
        appDelegate.application(
          application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: handler)
      }
      return .fetched(result)
    case .response(let response, _):
      if lifecycle == .scenes { response.targetSceneObject = scene }
      guard let delegate = centerDelegate(forLaunch: launching) else { return .none }
      await call(
        "userNotificationCenter(_:didReceive:withCompletionHandler:)", ifDropped: ()
      ) { handler in
        delegate.userNotificationCenter(userNotificationCenter, didReceive: response) {
          handler(())
        }
      }
      return .none
    case .url, .activity, .shortcut:
      switch lifecycle {
      case .legacy: return await deliverToAppDelegate(event)
      case .scenes: return await deliverToScene(event)
      }
    }
  }

  /// URLs, activities and quick actions, for the app delegate life cycle.
  private func deliverToAppDelegate(_ event: Event) async -> Answer {
    switch event {
    case .url(let url, let sourceApplication, let annotation):
      var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
      options[.sourceApplication] = sourceApplication
      options[.annotation] = annotation
      _ = call("application(_:open:options:)") {
        appDelegate.application(application, open: url, options: options)
      }
      return .none
    case .activity(let activity):
      _ = call("application(_:continue:restorationHandler:)") {
        appDelegate.application(application, continue: activity) { restorers in
          for restorer in restorers ?? [] { restorer.restoreUserActivityState(activity) }
        }
      }
      return .none
    case .shortcut(let item):
      let performed = await call(
        "application(_:performActionFor:completionHandler:)", ifDropped: false
      ) { handler in
        appDelegate.application(application, performActionFor: item, completionHandler: handler)
      }
      return .performed(performed)
    case .icon, .response, .silentPush:
      return .none
    }
  }

  /// URLs, activities and quick actions, for the scene life cycle: to the connected scene.
  private func deliverToScene(_ event: Event) async -> Answer {
    guard let scene, let delegate = scene.delegate else { return .none }
    switch event {
    case .url(let url, let sourceApplication, let annotation):
      let context = UIOpenURLContext.fabricate(
        url: url, sourceApplication: sourceApplication, annotation: annotation)
      call("scene(_:openURLContexts:)") { delegate.scene(scene, openURLContexts: [context]) }
      return .none
    case .activity(let activity):
      call("scene(_:continue:)") { delegate.scene(scene, continue: activity) }
      return .none
    case .shortcut(let item):
      guard let windowDelegate = delegate as? any UIWindowSceneDelegate else { return .none }
      let performed = await call(
        "windowScene(_:performActionFor:completionHandler:)", ifDropped: false
      ) { handler in
        windowDelegate.windowScene(scene, performActionFor: item, completionHandler: handler)
      }
      return .performed(performed)
    case .icon, .response, .silentPush:
      return .none
    }
  }

  // MARK: Foreground and background

  /// Brings the app (legacy) or its scene (scenes) to the foreground and delivers the event on
  /// the way, while inactive.
  func enterForeground(for event: Event) async -> Answer {
    switch lifecycle {
    case .legacy:
      call("applicationWillEnterForeground(_:)") {
        appDelegate.applicationWillEnterForeground(application)
      }
      post(UIApplication.willEnterForegroundNotification, object: application)
      setApplicationState(.inactive)
      let answer = await deliver(event, launching: false)
      becomeActiveLegacy()
      return answer
    case .scenes:
      guard let scene else { return await connectAndEnterForeground(for: event, launching: false) }
      return await enterForeground(scene, delivering: event, launching: false)
    }
  }

  /// The app delegate's side of becoming active.
  func becomeActiveLegacy() {
    setApplicationState(.active)
    call("applicationDidBecomeActive(_:)") { appDelegate.applicationDidBecomeActive(application) }
    post(UIApplication.didBecomeActiveNotification, object: application)
  }

  /// Connects a scene (a new session, or the open one after a disconnection) with the event in
  /// its connection options, and brings it to the foreground.
  func connectAndEnterForeground(for event: Event, launching: Bool) async -> Answer {
    let options = connectionOptions(for: event)
    let session = sessionForConnecting(options: options)
    let scene = makeScene(session: session, options: options)
    scene.delegate = makeDelegate(for: session.configuration)
    remember(scene)
    setConnected(scene, true)
    if case .response(let response, _) = event { response.targetSceneObject = scene }
    call("scene(_:willConnectTo:options:)") {
      scene.delegate?.scene(scene, willConnectTo: session, options: options)
    }
    post(UIScene.willConnectNotification, object: scene)
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
  /// delivered here), active.
  func enterForeground(
    _ scene: UIWindowScene, delivering event: Event, launching: Bool
  ) async -> Answer {
    call("sceneWillEnterForeground(_:)") { scene.delegate?.sceneWillEnterForeground(scene) }
    post(UIScene.willEnterForegroundNotification, object: scene)
    post(UIApplication.willEnterForegroundNotification, object: application)
    setActivationState(.foregroundInactive, of: scene)
    let answer = await deliver(event, launching: launching)
    setActivationState(.foregroundActive, of: scene)
    call("sceneDidBecomeActive(_:)") { scene.delegate?.sceneDidBecomeActive(scene) }
    post(UIScene.didActivateNotification, object: scene)
    post(UIApplication.didBecomeActiveNotification, object: application)
    return answer
  }

  /// Moves the app (legacy) or its scene (scenes) to the background: resign active, then enter
  /// the background.
  func enterBackground() {
    switch lifecycle {
    case .legacy:
      guard application.applicationState != .background else { return }
      call("applicationWillResignActive(_:)") {
        appDelegate.applicationWillResignActive(application)
      }
      post(UIApplication.willResignActiveNotification, object: application)
      setApplicationState(.background)
      call("applicationDidEnterBackground(_:)") {
        appDelegate.applicationDidEnterBackground(application)
      }
      post(UIApplication.didEnterBackgroundNotification, object: application)
    case .scenes:
      guard let scene, isForeground else { return }
      call("sceneWillResignActive(_:)") { scene.delegate?.sceneWillResignActive(scene) }
      post(UIScene.willDeactivateNotification, object: scene)
      post(UIApplication.willResignActiveNotification, object: application)
      setActivationState(.foregroundInactive, of: scene)
      setActivationState(.background, of: scene)
      call("sceneDidEnterBackground(_:)") { scene.delegate?.sceneDidEnterBackground(scene) }
      post(UIScene.didEnterBackgroundNotification, object: scene)
      post(UIApplication.didEnterBackgroundNotification, object: application)
    }
  }

  /// Disconnects the scene (after it enters the background), keeping its session open.
  func disconnect() {
    guard let scene else { return }
    enterBackground()
    call("sceneDidDisconnect(_:)") { scene.delegate?.sceneDidDisconnect(scene) }
    post(UIScene.didDisconnectNotification, object: scene)
    setActivationState(.unattached, of: scene)
    setConnected(scene, false)
    // The session outlives its scene, and no longer points at it: a new scene may take it.
    scene.session.detach(from: scene)
    forgetScene()
  }
}
