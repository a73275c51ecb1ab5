public import Facsimile

extension LifecycleDriver {
  // MARK: The user and the system

  /// The user taps the app's icon: a cold launch if the app is not running, a return to the
  /// foreground if it is in the background, nothing if it is active.
  ///
  /// ```swift
  /// await driver.launch()
  /// #expect(driver.application.applicationState == .active)
  /// ```
  public func launch() async {
    _ = await handle(.icon)
  }

  /// Another app (or Safari, or the system) opens one of the app's URLs.
  ///
  /// Not running: the app launches with the URL in `launchOptions` (`.url`,
  /// `.sourceApplication`, `.annotation`) and then gets `application(_:open:options:)` if both
  /// launch methods returned `true`; with scenes, the URL is in the connection options'
  /// `urlContexts`, and `scene(_:openURLContexts:)` is not called. In the background: the app
  /// comes to the foreground and gets the URL while inactive. Active: it gets the URL at once.
  ///
  /// ```swift
  /// await driver.open(URL(string: "myapp://article/42")!, sourceApplication: "com.apple.mobilesafari")
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - sourceApplication: The bundle identifier of the app that opened it, if iOS tells.
  ///   - annotation: The property list the opening app attached, if any.
  public func open(_ url: URL, sourceApplication: String? = nil, annotation: Any? = nil) async {
    _ = await handle(.url(url, sourceApplication: sourceApplication, annotation: annotation))
  }

  /// The user follows a universal link to the app: an `NSUserActivityTypeBrowsingWeb` activity
  /// whose `webpageURL` is the link, continued as ``continueUserActivity(_:)`` continues any
  /// activity.
  ///
  /// ```swift
  /// await driver.openUniversalLink(URL(string: "https://example.com/articles/42")!)
  /// ```
  ///
  /// - Parameter url: The link.
  public func openUniversalLink(_ url: URL) async {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = url
    await continueUserActivity(activity)
  }

  /// iOS continues an activity in the app (a universal link, Handoff).
  ///
  /// Not running: the activity is in `launchOptions` (`.userActivityDictionary`, holding the
  /// type and the activity), then `application(_:continue:restorationHandler:)` if both launch
  /// methods returned `true`; with scenes, it is in the connection options' `userActivities`, and
  /// `scene(_:continue:)` is not called. In the background: foreground, then the activity. Active:
  /// the activity at once. The responders the app hands `restorationHandler` get
  /// `restoreUserActivityState(_:)`.
  ///
  /// - Parameter activity: The activity.
  public func continueUserActivity(_ activity: NSUserActivity) async {
    _ = await handle(.activity(activity))
  }

  /// The user chooses one of the app's Home Screen quick actions.
  ///
  /// Not running: the item is in `launchOptions` (`.shortcutItem`), then
  /// `application(_:performActionFor:completionHandler:)` unless a launch method returned `false`
  /// (it handled the action); with scenes, it is the connection options' `shortcutItem`, and
  /// `windowScene(_:performActionFor:completionHandler:)` is not called. In the background:
  /// foreground, then the action. Active: the action at once.
  ///
  /// ```swift
  /// let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
  /// let handled = await driver.performQuickAction(item)
  /// ```
  ///
  /// - Parameter item: The quick action.
  /// - Returns: What the delegate's `performActionFor` method answered, or `nil` if none was
  ///   called (the item came with the launch).
  @discardableResult
  public func performQuickAction(_ item: UIApplicationShortcutItem) async -> Bool? {
    guard case .performed(let performed) = await handle(.shortcut(item)) else { return nil }
    return performed
  }

  /// The user taps a notification, chooses one of its actions, or replies to it.
  ///
  /// The default action and actions registered with `.foreground` open the app: launched (with
  /// `launchOptions[.remoteNotification]` for a remote notification; with scenes, the connection
  /// options' `notificationResponse`), or brought to the foreground, or already active. Other
  /// actions run in the background: the app is launched in the background if it is not running,
  /// and stays where it is otherwise. Either way the center's delegate gets
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` (on a cold launch, only if the
  /// app set the delegate before `application(_:didFinishLaunchingWithOptions:)` returned), with
  /// the scene as the response's `targetScene`. The notification leaves the delivered list.
  ///
  /// ```swift
  /// let notification = try PushPayload(resource: "alert", in: .module).notification()
  /// await driver.tap(notification)
  /// await driver.tap(notification, action: .textReply("REPLY", text: "On my way"))
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification, delivered by ``clock`` or made by the test.
  ///   - action: What the user chose; the default action unless given.
  public func tap(_ notification: UNNotification, action: NotificationAction = .default) async {
    let response: UNNotificationResponse
    do {
      switch action {
      case .default, .action:
        response = try UNNotificationResponse.fabricate(
          notification: notification, actionIdentifier: action.identifier)
      case .textReply(let identifier, let text):
        response = try InstanceHelper.create(
          UNTextInputNotificationResponse.self,
          properties: [
            "notification": notification, "actionIdentifier": identifier, "userText": text,
          ])
      }
    } catch {
      report("could not make the response to \(notification.request.identifier): \(error)")
      return
    }
    userNotificationCenter.removeDeliveredNotifications(
      withIdentifiers: [notification.request.identifier])
    let opensApp = await opensApp(notification, action)
    _ = await handle(.response(response, opensApp: opensApp))
  }

  /// A silent push arrives (`content-available: 1`): the app delegate's
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, or its `async` form,
  /// whichever the app implements. A running app stays where it is; one that is not running is
  /// launched in the background (with `launchOptions[.remoteNotification]`; with scenes, no
  /// scene connects).
  ///
  /// ```swift
  /// let result = await driver.receiveSilentPush(["aps": ["content-available": 1]])
  /// ```
  ///
  /// - Parameter userInfo: The push's payload.
  /// - Returns: What the app answered.
  @discardableResult
  public func receiveSilentPush(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
    guard case .fetched(let result) = await handle(.silentPush(userInfo)) else { return .noData }
    return result
  }

  /// A notification arrives: while the app is active, the center's delegate decides with
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` how it shows, and it goes to
  /// the delivered list only if the answer includes `.list`; otherwise it goes to the delivered
  /// list, and the app is not told.
  ///
  /// ```swift
  /// let options = await driver.receive(try payload.notification())
  /// ```
  ///
  /// - Parameter notification: The notification.
  /// - Returns: The delegate's answer, or `nil` if the app was not active (not asked).
  @discardableResult
  public func receive(_ notification: UNNotification) async -> UNNotificationPresentationOptions? {
    await withSingletons {
      await NotificationPresentation.present(
        notification, center: userNotificationCenter, appIsActive: isActive
      ) { record($0) }
    }
  }

  // MARK: Transitions

  /// The user leaves the app: it resigns active and enters the background (with scenes, its
  /// scene does, and the app delegate's foreground and background methods are not called).
  ///
  /// ```swift
  /// await driver.moveToBackground()
  /// #expect(driver.application.applicationState == .background)
  /// ```
  public func moveToBackground() async {
    await withSingletons { enterBackground() }
  }

  /// The user returns to the app: it enters the foreground and becomes active (with scenes, its
  /// scene does; a disconnected scene connects again). Launches the app if it is not running.
  public func moveToForeground() async {
    await launch()
  }

  /// The system disconnects the app's scene to reclaim its resources: it enters the background
  /// first if it is not there, then `sceneDidDisconnect(_:)`; its session stays open. For the
  /// app delegate life cycle, which has no scene, the app just enters the background.
  ///
  /// ```swift
  /// await driver.disconnectScene()
  /// await driver.reconnectScene()   // a new scene and scene delegate, the same session
  /// ```
  public func disconnectScene() async {
    await withSingletons {
      switch lifecycle {
      case .legacy: enterBackground()
      case .scenes: disconnect()
      }
    }
  }

  /// The user returns to the app after its scene disconnected: a new scene (and a new scene
  /// delegate) connects with the same session, without asking the app delegate for its
  /// configuration again, and enters the foreground. For the app delegate life cycle, the app
  /// returns to the foreground.
  public func reconnectScene() async {
    await launch()
  }

  // MARK: Helpers

  /// Whether choosing `action` on the notification opens the app: the default action does; a
  /// custom action does if its category, as registered with the center, gives it `.foreground`.
  private func opensApp(
    _ notification: UNNotification, _ action: NotificationAction
  ) async -> Bool {
    if case .default = action { return true }
    let categoryIdentifier = notification.request.content.categoryIdentifier
    let category = await userNotificationCenter.notificationCategories()
      .first { $0.identifier == categoryIdentifier }
    guard let registered = category?.actions.first(where: { $0.identifier == action.identifier })
    else {
      report(
        "\"\(action.identifier)\" is not an action of the category \"\(categoryIdentifier)\" "
          + "the app registered (setNotificationCategories); iOS shows only registered actions. "
          + "It runs as a background action.")
      return false
    }
    return registered.options.contains(.foreground)
  }
}
