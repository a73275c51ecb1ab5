import FacsimileTesting
import Foundation
import Testing

/// The rules the driver plays (Docs/Fidelity.md, "The app's life"), one per test: the delegate
/// methods, in order, with the application's (or the scene's) state during each call, the
/// arguments, and the notifications posted.
@MainActor
@Suite struct LifecycleDriverTests {
  private let url = URL(string: "myapp://article/42") ?? URL(fileURLWithPath: "/")

  private func driver(
    _ lifecycle: LifecycleDriver.Lifecycle,
    _ configure: @escaping (RecordingAppDelegate) -> Void = { _ in }
  ) -> (LifecycleDriver, CallLog) {
    recordingDriver(lifecycle, configure)
  }

  private func notification(_ identifier: String, category: String = "") throws -> UNNotification {
    try pushNotification(identifier, category: category)
  }

  // MARK: Launch

  @Test func aLegacyLaunchFromTheIconIsInactiveUntilItBecomesActive() async throws {
    let (driver, log) = driver(.legacy)
    await driver.launch()
    #expect(
      log.calls == [
        "willFinishLaunching inactive", "didFinishLaunching inactive", "didBecomeActive active",
      ])
    #expect(log.launchOptions.count == 1 && log.launchOptions[0] == nil)
    #expect(
      driver.steps == [
        .call(.applicationWillFinishLaunching),
        .call(.applicationDidFinishLaunching),
        .post(UIApplication.didFinishLaunchingNotification),
        .call(.applicationDidBecomeActive), .post(UIApplication.didBecomeActiveNotification),
      ])
    #expect(driver.isActive)
  }

  @Test func aSceneLaunchFromTheIconConnectsAScene() async throws {
    let (driver, log) = driver(.scenes)
    await driver.launch()
    #expect(
      log.calls == [
        "willFinishLaunching background", "didFinishLaunching background",
        "configurationForConnecting background", "willConnectTo unattached",
        "willEnterForeground unattached", "didBecomeActive active",
      ])
    #expect(log.launchOptions.count == 1 && log.launchOptions[0] == nil)
    #expect(
      driver.steps == [
        .call(.applicationWillFinishLaunching),
        .call(.applicationDidFinishLaunching),
        .post(UIApplication.didFinishLaunchingNotification),
        .call(.applicationConfigurationForConnecting),
        .call(.sceneWillConnect), .post(UIScene.willConnectNotification),
        .call(.sceneWillEnterForeground), .post(UIScene.willEnterForegroundNotification),
        .post(UIApplication.willEnterForegroundNotification),
        .call(.sceneDidBecomeActive), .post(UIScene.didActivateNotification),
        .post(UIApplication.didBecomeActiveNotification),
      ])
    let scene = try #require(driver.scene)
    #expect(scene.activationState == .foregroundActive)
    #expect(driver.application.applicationState == .active)
    #expect(driver.application.connectedScenes == [scene])
    #expect(driver.application.openSessions == [scene.session])
    #expect(scene.session.configuration.name == "Main")
    #expect(driver.sceneDelegate is RecordingSceneDelegate)
  }

  @Test func theNotificationsGoToTheDriversCenterWithTheirSenders() async throws {
    let recorder = NotificationCenterRecorder()
    let driver = LifecycleDriver(
      appDelegate: RecordingAppDelegate(), lifecycle: .scenes, notificationCenter: recorder,
      makeSceneDelegate: { _ in RecordingSceneDelegate() })
    await driver.launch()
    let posted = recorder.postedNotifications
    #expect(
      posted.map(\.name)
        == driver.steps.compactMap { step in
          if case .post(let name) = step { name } else { nil }
        })
    #expect(posted.first?.object as? UIApplication === driver.application)
    #expect(
      recorder.postedNotifications(named: UIScene.didActivateNotification).first?.object
        as? UIScene === driver.scene)
  }

  // MARK: URLs

  @Test func aLegacyColdLaunchFromAURLHasItInTheLaunchOptionsThenOpensIt() async throws {
    let (driver, log) = driver(.legacy)
    await driver.open(url, sourceApplication: "com.apple.mobilesafari", annotation: "note")
    let options = try #require(log.launchOptions.first ?? nil)
    #expect(options[.url] as? URL == url)
    #expect(options[.sourceApplication] as? String == "com.apple.mobilesafari")
    #expect(options[.annotation] as? String == "note")
    #expect(
      log.calls == [
        "willFinishLaunching inactive", "didFinishLaunching inactive", "open inactive",
        "didBecomeActive active",
      ])
    #expect(log.openedURLs.first?.1[.sourceApplication] as? String == "com.apple.mobilesafari")
    let userInfo = (driver.notificationCenter as? NotificationCenterRecorder)?
      .postedNotifications(named: UIApplication.didFinishLaunchingNotification).first?.userInfo
    #expect(userInfo?["UIApplicationLaunchOptionsURLKey"] as? URL == url)
  }

  @Test func aLaunchMethodThatAnswersFalseKeepsTheURLFromBeingOpened() async throws {
    let (driver, log) = driver(.legacy) { $0.finishLaunching = false }
    await driver.open(url)
    #expect(log.openedURLs.isEmpty)
    #expect(log.calls.last == "didBecomeActive active")
  }

  @Test func aSceneColdLaunchFromAURLHasItInTheConnectionOptionsOnly() async throws {
    let (driver, log) = driver(.scenes)
    await driver.open(url, sourceApplication: "com.apple.mobilesafari", annotation: "note")
    let options = try #require(log.connectionOptions.first)
    let context = try #require(options.urlContexts.first)
    #expect(context.url == url)
    #expect(context.options.sourceApplication == "com.apple.mobilesafari")
    #expect(context.options.annotation as? String == "note")
    #expect(options.sourceApplication == "com.apple.mobilesafari")
    #expect(log.urlContexts.isEmpty)  // not scene(_:openURLContexts:)
    #expect(!log.calls.contains { $0.hasPrefix("openURLContexts") })
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aURLInTheBackgroundArrivesWhileInactive(_ lifecycle: LifecycleDriver.Lifecycle) async {
    let (driver, log) = driver(lifecycle)
    await driver.launch()
    await driver.moveToBackground()
    log.calls = []
    await driver.open(url)
    let opened = lifecycle == .legacy ? "open inactive" : "openURLContexts inactive"
    let foreground =
      lifecycle == .legacy ? "willEnterForeground background" : "willEnterForeground background"
    #expect(log.calls == [foreground, opened, "didBecomeActive active"])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aURLWhileActiveArrivesAtOnce(_ lifecycle: LifecycleDriver.Lifecycle) async {
    let (driver, log) = driver(lifecycle)
    await driver.launch()
    log.calls = []
    await driver.open(url)
    #expect(log.calls == [lifecycle == .legacy ? "open active" : "openURLContexts active"])
  }

  // MARK: Activities and quick actions

  @Test func aLegacyUniversalLinkIsInTheLaunchOptionsThenContinuedAndRestored() async throws {
    let restorer = RestoringResponder()
    let (driver, log) = driver(.legacy) { $0.restorer = restorer }
    let link = try #require(URL(string: "https://example.com/articles/7"))
    await driver.openUniversalLink(link)
    let options = try #require(log.launchOptions.first ?? nil)
    let dictionary = try #require(options[.userActivityDictionary] as? [String: Any])
    #expect(
      dictionary["UIApplicationLaunchOptionsUserActivityTypeKey"] as? String
        == NSUserActivityTypeBrowsingWeb)
    #expect(
      (dictionary["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity)?
        .webpageURL == link)
    #expect(log.activities.map(\.webpageURL) == [link])
    #expect(restorer.restored.map(\.webpageURL) == [link])
  }

  @Test func aSceneUniversalLinkIsInTheConnectionOptionsThenContinuedWhileRunning() async throws {
    let (driver, log) = driver(.scenes)
    let link = try #require(URL(string: "https://example.com/articles/7"))
    await driver.openUniversalLink(link)
    #expect(log.connectionOptions.first?.userActivities.map(\.webpageURL) == [link])
    #expect(log.activities.isEmpty)
    await driver.openUniversalLink(link)
    #expect(log.activities.map(\.activityType) == [NSUserActivityTypeBrowsingWeb])
  }

  @Test func aQuickActionIsInTheLaunchOptionsAndPerformedUnlessALaunchMethodHandledIt()
    async throws
  {
    let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
    let (legacy, legacyLog) = driver(.legacy)
    #expect(await legacy.performQuickAction(item) == true)  // answered from a task
    #expect(
      (legacyLog.launchOptions.first ?? nil)?[.shortcutItem] as? UIApplicationShortcutItem
        == item)
    let (handled, handledLog) = driver(.legacy) { $0.finishLaunching = false }
    #expect(await handled.performQuickAction(item) == nil)
    #expect(!handledLog.calls.contains { $0.hasPrefix("performActionFor") })

    let (scenes, sceneLog) = driver(.scenes)
    #expect(await scenes.performQuickAction(item) == nil)
    #expect(sceneLog.connectionOptions.first?.shortcutItem == item)
    #expect(await scenes.performQuickAction(item) == false)  // windowScene(_:performActionFor:)
  }

  // MARK: Notifications

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aTapLaunchesTheAppAndReachesTheCenterDelegateWhileInactive(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let (driver, log) = driver(lifecycle)
    let notification = try notification("n1")
    await driver.tap(notification)
    #expect(log.calls.suffix(2) == ["didReceive inactive", "didBecomeActive active"])
    let response = try #require(log.responses.first)
    #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(response.notification === notification)
    switch lifecycle {
    case .legacy:
      let options = try #require(log.launchOptions.first ?? nil)
      #expect(
        (options[.remoteNotification] as? [AnyHashable: Any])?["articleId"] as? String == "n1")
      #expect(response.targetScene == nil)
    case .scenes:
      #expect(log.connectionOptions.first?.notificationResponse === response)
      #expect(response.targetScene === driver.scene)
    }
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aTapIsLostWhenTheCenterDelegateIsSetAfterLaunching(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let (driver, log) = driver(lifecycle) { $0.setsCenterDelegate = false }
    await driver.tap(try notification("n1"))
    #expect(log.responses.isEmpty)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aBackgroundActionStaysInTheBackgroundAndATextReplyIsATextResponse(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let (driver, log) = driver(lifecycle)
    driver.userNotificationCenter.setNotificationCategories([
      UNNotificationCategory(
        identifier: "CHAT",
        actions: [
          UNTextInputNotificationAction(
            identifier: "REPLY", title: "Reply", textInputButtonTitle: "Send",
            textInputPlaceholder: ""),
          UNNotificationAction(identifier: "OPEN", title: "Open", options: .foreground),
        ], intentIdentifiers: [])
    ])
    await driver.launch()
    await driver.moveToBackground()
    log.calls = []
    await driver.tap(
      try notification("n1", category: "CHAT"), action: .textReply("REPLY", text: "Hi"))
    #expect(log.calls == ["didReceive background"])
    #expect((log.responses.last as? UNTextInputNotificationResponse)?.userText == "Hi")
    await driver.tap(try notification("n2", category: "CHAT"), action: .action("OPEN"))
    #expect(log.calls.suffix(2) == ["didReceive inactive", "didBecomeActive active"])
  }

  @Test func anActionTheCategoryDoesNotHaveIsReportedNamingTheActionsItHas() async throws {
    let (driver, _) = driver(.legacy)
    driver.userNotificationCenter.setNotificationCategories([
      UNNotificationCategory(
        identifier: "CHAT",
        actions: [UNNotificationAction(identifier: "OPEN", title: "Open", options: .foreground)],
        intentIdentifiers: [])
    ])
    await driver.launch()
    let notification = try notification("n1", category: "CHAT")
    await withKnownIssue {
      await driver.tap(notification, action: .action("GHOST"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "\"GHOST\" is not an action of the category \"CHAT\" the app registered, whose "
            + "actions are \"OPEN\"")
      }
    }
  }

  @Test func aCategoryTheAppDidNotRegisterIsReportedNamingTheOnesItDid() async throws {
    let (driver, _) = driver(.legacy)
    driver.userNotificationCenter.setNotificationCategories([
      UNNotificationCategory(identifier: "CHAT", actions: [], intentIdentifiers: [])
    ])
    await driver.launch()
    let notification = try notification("n1", category: "NONE")
    await withKnownIssue {
      await driver.tap(notification, action: .action("GHOST"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "the notification's category \"NONE\" is not one the app registered "
            + "(setNotificationCategories registered \"CHAT\")")
      }
    }
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aNotificationIsPresentedOnlyWhileActive(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let (driver, log) = driver(lifecycle)
    await driver.launch()
    #expect(await driver.receive(try notification("shown")) == [.banner])
    #expect(log.calls.last == "willPresent active")
    #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)  // not .list
    await driver.moveToBackground()
    #expect(await driver.receive(try notification("listed")) == nil)
    #expect(
      await driver.userNotificationCenter.deliveredNotifications().map(\.request.identifier)
        == ["listed"])
    await driver.tap(try notification("listed"))
    #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aSilentPushLaunchesTheAppInTheBackgroundWithoutAScene(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async {
    let (driver, log) = driver(lifecycle)
    #expect(await driver.receiveSilentPush(["aps": ["content-available": 1]]) == .newData)
    #expect(
      log.calls == [
        "willFinishLaunching background", "didFinishLaunching background",
        "didReceiveRemoteNotification background",
      ])
    #expect(driver.scene == nil)
    #expect(driver.application.applicationState == .background)
  }

  // MARK: Background, foreground, disconnection

  @Test func legacyBackgroundAndBack() async {
    let (driver, log) = driver(.legacy)
    await driver.launch()
    log.calls = []
    await driver.moveToBackground()
    await driver.moveToForeground()
    #expect(
      log.calls == [
        "willResignActive active", "didEnterBackground background",
        "willEnterForeground background", "didBecomeActive active",
      ])
    #expect(
      driver.steps.suffix(8) == [
        .call(.applicationWillResignActive), .post(UIApplication.willResignActiveNotification),
        .call(.applicationDidEnterBackground),
        .post(UIApplication.didEnterBackgroundNotification),
        .call(.applicationWillEnterForeground),
        .post(UIApplication.willEnterForegroundNotification),
        .call(.applicationDidBecomeActive), .post(UIApplication.didBecomeActiveNotification),
      ])
  }

  @Test func sceneBackgroundAndBackLeaveTheAppDelegateAlone() async {
    let (driver, log) = driver(.scenes)
    await driver.launch()
    log.calls = []
    await driver.moveToBackground()
    #expect(driver.application.applicationState == .background)
    await driver.moveToForeground()
    #expect(
      log.calls == [
        "willResignActive active", "didEnterBackground background",
        "stateRestorationActivity background", "willEnterForeground background",
        "didBecomeActive active",
      ])
    #expect(!driver.steps.contains(.call(.applicationDidBecomeActive)))
    #expect(
      driver.steps.suffix(13).prefix(9) == [
        .call(.sceneWillResignActive), .post(UIScene.willDeactivateNotification),
        .post(UIApplication.willResignActiveNotification),
        .call(.sceneDidEnterBackground), .post(UIScene.didEnterBackgroundNotification),
        .post(UIApplication.didEnterBackgroundNotification),
        .call(.sceneStateRestorationActivity),
        .call(.sceneWillEnterForeground), .post(UIScene.willEnterForegroundNotification),
      ])
  }

  @Test func aDisconnectedSceneReconnectsWithANewDelegateAndTheSameSession() async throws {
    let (driver, log) = driver(.scenes)
    await driver.launch()
    let first = try #require(driver.scene)
    await driver.disconnectScene()
    #expect(driver.scene == nil)
    #expect(first.activationState == .unattached)
    #expect(driver.application.connectedScenes.isEmpty)
    #expect(driver.application.openSessions == [first.session])
    #expect(
      log.calls.suffix(4) == [
        "willResignActive active", "didEnterBackground background",
        "stateRestorationActivity background", "didDisconnect background",
      ])
    await driver.open(url)  // reconnects for the URL
    let second = try #require(driver.scene)
    #expect(second !== first)
    #expect(second.session === first.session)
    #expect(log.sceneDelegates.count == 2 && log.sceneDelegates[0] != log.sceneDelegates[1])
    #expect(log.calls.filter { $0.hasPrefix("configurationForConnecting") }.count == 1)
    #expect(log.connectionOptions.last?.urlContexts.map(\.url) == [url])
  }

  @Test func aLegacyAppHasNoSceneToDisconnectAndJustLeavesAndReturns() async {
    let (driver, log) = driver(.legacy)
    await driver.launch()
    await driver.disconnectScene()
    #expect(driver.application.applicationState == .background)
    await driver.reconnectScene()
    #expect(log.calls.suffix(2) == ["willEnterForeground background", "didBecomeActive active"])
  }

  @Test func theSingletonsAreTheDriversWhileItCallsTheApp() async {
    let (driver, log) = driver(.scenes)
    await driver.launch()
    #expect(log.calls.count == 6)  // the scene delegate found the app delegate through .shared
    #expect(driver.userNotificationCenter.delegate === driver.appDelegate)
  }
}
