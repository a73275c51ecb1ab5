public import Facsimile

extension LifecycleDriver {
  // MARK: The user and the system

  /// The user taps the app's icon: a cold launch if the app is not running, a return to the
  /// foreground if it is in the background (or suspended), nothing if it is active.
  ///
  /// ```swift
  /// await driver.launch()
  /// #expect(driver.application.applicationState == .active)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func launch(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await event(at: location) { await handle(.icon) }
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
  /// let link = try #require(URL(string: "myapp://article/42"))
  /// await driver.open(link, sourceApplication: "com.apple.mobilesafari")
  /// ```
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - sourceApplication: The bundle identifier of the app that opened it, if iOS tells.
  ///   - annotation: The property list the opening app attached, if any.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func open(
    _ url: URL, sourceApplication: String? = nil, annotation: Any? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await event(at: location) {
      await handle(.url(url, sourceApplication: sourceApplication, annotation: annotation))
    }
  }

  /// The user follows a universal link to the app: an `NSUserActivityTypeBrowsingWeb` activity
  /// whose `webpageURL` is the link, continued as
  /// ``continueUserActivity(_:fileID:filePath:line:column:)`` continues any activity.
  ///
  /// ```swift
  /// await driver.openUniversalLink(try #require(URL(string: "https://example.com/articles/7")))
  /// ```
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func openUniversalLink(
    _ url: URL, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = url
    await continueUserActivity(
      activity, fileID: fileID, filePath: filePath, line: line, column: column)
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
  /// ```swift
  /// let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
  /// activity.webpageURL = URL(string: "https://example.com/articles/7")
  /// await driver.continueUserActivity(activity)
  /// ```
  ///
  /// - Parameters:
  ///   - activity: The activity.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func continueUserActivity(
    _ activity: NSUserActivity, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await event(at: location) { await handle(.activity(activity)) }
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
  /// - Parameters:
  ///   - item: The quick action.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the delegate's `performActionFor` method answered, or `nil` if none was
  ///   called (the item came with the launch).
  @discardableResult
  public func performQuickAction(
    _ item: UIApplicationShortcutItem, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let answer = await event(at: location) { await handle(.shortcut(item)) }
    guard case .performed(let performed) = answer else { return nil }
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
  /// The notification the app gets is the one Notification Center shows: for a push the app's
  /// service extension changed, the extension's content (the extension runs first if the push
  /// never arrived through ``receive(_:fileID:filePath:line:column:)``). A custom action's
  /// options come from the categories the app registered, in this run or an earlier one, as iOS
  /// keeps them.
  ///
  /// ```swift
  /// let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
  /// await driver.tap(try payload.notification())
  /// await driver.tap(try payload.notification(), action: .textReply("REPLY", text: "On my way"))
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification, delivered by ``clock`` or made by the test.
  ///   - action: What the user chose; the default action unless given.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func tap(
    _ notification: UNNotification, action: NotificationAction = .default,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      let shown = await shownNotification(notification)
      let response: UNNotificationResponse
      do {
        switch action {
        case .default, .action:
          response = try UNNotificationResponse.fabricate(
            notification: shown, actionIdentifier: action.identifier)
        case .textReply(let identifier, let text):
          response = try InstanceHelper.create(
            UNTextInputNotificationResponse.self,
            properties: [
              "notification": shown, "actionIdentifier": identifier, "userText": text,
            ])
        }
      } catch {
        report("could not make the response to \(shown.request.identifier): \(error)")
        return
      }
      userNotificationCenter.removeDeliveredNotifications(
        withIdentifiers: [shown.request.identifier])
      let opensApp = await opensApp(shown, action)
      _ = await handle(.response(response, opensApp: opensApp))
    }
  }

  /// A silent push arrives (`content-available: 1`): the app delegate's
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, or its `async` form,
  /// whichever the app implements. A running app stays where it is (a suspended one wakes in the
  /// background); one that is not running is launched in the background (with
  /// `launchOptions[.remoteNotification]`; with scenes, no scene connects), unless the user
  /// force-quit it and has not opened it since: then nothing happens, as iOS launches a
  /// force-quit app for no silent push.
  ///
  /// ```swift
  /// let result = await driver.receiveSilentPush(["aps": ["content-available": 1]])
  /// ```
  ///
  /// - Parameters:
  ///   - userInfo: The push's payload.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the app answered; `.noData` if it was not called.
  @discardableResult
  public func receiveSilentPush(
    _ userInfo: [AnyHashable: Any], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> UIBackgroundFetchResult {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let answer = await event(at: location) { await handle(.silentPush(userInfo)) }
    guard case .fetched(let result) = answer else { return .noData }
    return result
  }

  /// A notification arrives: a push, or a local notification the test made.
  ///
  /// A push with `"mutable-content": 1` and an alert goes through the app's service extension
  /// first, if the driver was given one (`serviceExtension:`), within
  /// ``serviceExtensionTimeLimit``; what it hands over in time (or the original content) is what
  /// arrives, in every state, and what a later tap hands the app. Then, while the app is in the
  /// foreground (active, or inactive: an interruption), the center's delegate decides with
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` how it shows (with no
  /// delegate at all it shows with its own options: a banner, listed, its sound and badge), and
  /// it goes to the delivered list only if the answer includes `.list`; otherwise it goes to the
  /// delivered list, and the app is not told.
  ///
  /// ```swift
  /// let options = await driver.receive(try payload.notification())
  /// ```
  ///
  /// - Parameters:
  ///   - notification: The notification.
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: How it showed while the app was in the foreground (the delegate's answer, or the
  ///   notification's own options with no delegate), or `nil` if the app was not (not asked).
  @discardableResult
  public func receive(
    _ notification: UNNotification, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> UNNotificationPresentationOptions? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return await event(at: location) {
      let (shown, options) = await NotificationPresentation.present(
        notification, center: userNotificationCenter, appIsInForeground: isForeground,
        serviceExtension: serviceExtensionForPresentation()
      ) { record($0) }
      if shown !== notification { rememberShown(shown) }
      return options
    }
  }

  // MARK: Transitions

  /// The user leaves the app: it resigns active and enters the background (with scenes, its
  /// scene does, and the app delegate's foreground and background methods are not called; the
  /// scene's delegate is then asked for its `stateRestorationActivity(for:)`, which the scene's
  /// session keeps).
  ///
  /// ```swift
  /// await driver.moveToBackground()
  /// #expect(driver.application.applicationState == .background)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func moveToBackground(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) { enterBackground() }
  }

  /// The user returns to the app: it enters the foreground and becomes active (with scenes, its
  /// scene does; a disconnected scene connects again). Launches the app if it is not running.
  ///
  /// ```swift
  /// await driver.moveToForeground()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func moveToForeground(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await launch(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// An interruption begins (an incoming call, the user pulls down Control Center or
  /// Notification Center): the active app resigns active and stays in the foreground, inactive
  /// (`applicationWillResignActive(_:)`; with scenes, `sceneWillResignActive(_:)`). A
  /// notification that arrives meanwhile goes to `willPresent`, as the app is still in the
  /// foreground. Nothing happens if the app is not active.
  ///
  /// ```swift
  /// await driver.beginInterruption()  // an incoming call
  /// #expect(driver.application.applicationState == .inactive)
  /// await driver.endInterruption()  // declined: active again, without a trip to the background
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func beginInterruption(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      guard isActive, !isInterrupted else { return }
      resignActive()
      setInterrupted(true)
    }
  }

  /// The interruption ends (the call is declined, Control Center closes): the app becomes active
  /// again without a trip to the background (`applicationDidBecomeActive(_:)`; with scenes,
  /// `sceneDidBecomeActive(_:)`). Nothing happens if no interruption is under way (one that
  /// ended with a move to the background is over).
  ///
  /// ```swift
  /// await driver.endInterruption()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func endInterruption(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      guard isRunning, isInterrupted, isForeground else { return }
      setInterrupted(false)
      becomeActiveAgain()
    }
  }

  /// The system suspends the app in the background: it runs no code until an event wakes it,
  /// and nothing is called either way. From the foreground, the app moves to the background
  /// first. A suspended app that the system terminates is not told
  /// (``terminate(fileID:filePath:line:column:)``).
  ///
  /// ```swift
  /// await driver.suspend()
  /// #expect(driver.isSuspended)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func suspend(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
      guard isRunning else { return }
      enterBackground()
      setSuspended(true)
    }
  }

  /// The system disconnects the app's scene to reclaim its resources: it enters the background
  /// first if it is not there, then `sceneDidDisconnect(_:)`; its session stays open. For the
  /// app delegate life cycle, which has no scene, the app just enters the background.
  ///
  /// ```swift
  /// await driver.disconnectScene()
  /// await driver.reconnectScene()  // a new scene and scene delegate, the same session
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func disconnectScene(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await event(at: location) {
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
  ///
  /// ```swift
  /// await driver.reconnectScene()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a misuse is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func reconnectScene(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await launch(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Helpers

  /// The app's service extension as a delivery uses it.
  private func serviceExtensionForPresentation() -> NotificationPresentation.ServiceExtension {
    NotificationPresentation.ServiceExtension(
      make: { [weak self] in self?.serviceExtension() }, timeLimit: serviceExtensionTimeLimit)
  }

  /// The notification as Notification Center shows it: what the service extension made of the
  /// push, running it now if the push never arrived through ``receive(_:fileID:filePath:line:column:)``.
  private func shownNotification(_ notification: UNNotification) async -> UNNotification {
    let identifier = notification.request.identifier
    if let shown = shownByExtension(identifier) { return shown }
    guard NotificationPresentation.goesThroughServiceExtension(notification),
      let service = serviceExtension()
    else { return notification }
    record(.serviceExtensionDidReceive)
    let outcome = await service.presentedOutcome(
      for: notification.request, timeLimit: serviceExtensionTimeLimit)
    if outcome.expired { record(.serviceExtensionTimeWillExpire) }
    guard let content = outcome.content, content !== notification.request.content,
      let shown = try? UNNotification.fabricate(
        content: content, identifier: identifier, date: notification.date,
        trigger: notification.request.trigger)
    else { return notification }
    rememberShown(shown)
    return shown
  }

  /// Whether choosing `action` on the notification opens the app: the default action does; a
  /// custom action does if its category, as registered with the center (in this run or an
  /// earlier one: iOS keeps them), gives it `.foreground`.
  private func opensApp(
    _ notification: UNNotification, _ action: NotificationAction
  ) async -> Bool {
    if case .default = action { return true }
    let categoryIdentifier = notification.request.content.categoryIdentifier
    let categories = await userNotificationCenter.notificationCategories()
    let category = categories.first { $0.identifier == categoryIdentifier }
    if let registered = category?.actions.first(where: { $0.identifier == action.identifier }) {
      return registered.options.contains(.foreground)
    }
    let name = "\"\(action.identifier)\""
    let categoryName = "\"\(categoryIdentifier)\""
    if categories.isEmpty && launches == 0 {
      report(
        "\(name) is an action of the category \(categoryName), and no category is registered "
          + "yet: the app has not run in this driver, and iOS knows a notification's actions "
          + "only from the categories an earlier run of the app registered "
          + "(setNotificationCategories). Launch the app once first (launch(), then "
          + "terminate()), or register the categories on driver.userNotificationCenter. It runs "
          + "as a background action.")
    } else if let category {
      let known = category.actions.map { "\"\($0.identifier)\"" }.joined(separator: ", ")
      report(
        "\(name) is not an action of the category \(categoryName) the app registered, whose "
          + "actions are \(known.isEmpty ? "none" : known); iOS shows only registered "
          + "actions. It runs as a background action.")
    } else {
      let known = categories.map { "\"\($0.identifier)\"" }.sorted().joined(separator: ", ")
      report(
        "the notification's category \(categoryName) is not one the app registered "
          + "(setNotificationCategories registered \(known)), so iOS shows no \(name) action "
          + "on it. It runs as a background action.")
    }
    return false
  }
}
