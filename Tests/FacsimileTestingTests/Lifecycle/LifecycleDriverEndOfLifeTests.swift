import FacsimileTesting
import Foundation
import Testing

/// The end of a life and what follows: suspension, interruptions, termination by the system, a
/// force-quit from the app switcher, a relaunch that keeps what the system keeps, discarded
/// sessions, and state restoration (Docs/Fidelity.md, rows 30 to 39).
@MainActor
@Suite struct LifecycleDriverEndOfLifeTests {
  private let url = URL(string: "myapp://article/42") ?? URL(fileURLWithPath: "/")

  private func activity(_ id: String) -> NSUserActivity {
    let activity = NSUserActivity(activityType: "com.example.article")
    activity.userInfo = ["id": id]
    return activity
  }

  // MARK: Suspension and interruptions

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aSuspendedAppIsToldNothingAndAnEventWakesIt(_ lifecycle: LifecycleDriver.Lifecycle)
    async
  {
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    await driver.moveToBackground()
    log.calls = []
    await driver.suspend()
    #expect(driver.isSuspended)
    #expect(log.calls.isEmpty)
    #expect(driver.application.applicationState == .background)
    await driver.open(url)
    #expect(!driver.isSuspended)
    #expect(driver.isActive)
  }

  @Test func suspendingFromTheForegroundMovesTheAppToTheBackgroundFirst() async {
    let (driver, log) = recordingDriver(.legacy)
    await driver.launch()
    log.calls = []
    await driver.suspend()
    #expect(log.calls == ["willResignActive active", "didEnterBackground background"])
    #expect(driver.isSuspended)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func anInterruptionResignsActiveAndEndsActiveWithoutATripToTheBackground(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    log.calls = []
    await driver.beginInterruption()
    #expect(driver.isInterrupted)
    #expect(driver.application.applicationState == .inactive)
    // Inactive is still the foreground: a notification goes to willPresent.
    #expect(await driver.receive(try pushNotification("call")) == [.banner])
    await driver.endInterruption()
    #expect(
      log.calls == ["willResignActive active", "willPresent inactive", "didBecomeActive active"])
    #expect(driver.isActive && !driver.isInterrupted)
    let resign: LifecycleDriver.Method =
      lifecycle == .legacy ? .applicationWillResignActive : .sceneWillResignActive
    #expect(driver.steps.contains(.call(resign)))
    #expect(!driver.steps.contains(.call(.applicationDidEnterBackground)))
    #expect(!driver.steps.contains(.call(.sceneDidEnterBackground)))
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func anInterruptionThatEndsInTheBackgroundResignsActiveOnce(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async {
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    log.calls = []
    await driver.beginInterruption()
    await driver.beginInterruption()  // a second call while inactive does nothing
    await driver.moveToBackground()
    await driver.endInterruption()  // over already
    #expect(log.calls.filter { $0.hasPrefix("willResignActive") }.count == 1)
    #expect(log.calls.contains("didEnterBackground background"))
    #expect(!log.calls.contains { $0.hasPrefix("didBecomeActive") })
    #expect(driver.application.applicationState == .background)
  }

  @Test func anInterruptionOfAnAppThatIsNotActiveDoesNothing() async {
    let (driver, log) = recordingDriver(.scenes)
    await driver.beginInterruption()
    await driver.endInterruption()
    #expect(log.calls.isEmpty && !driver.isRunning && !driver.isInterrupted)
  }

  // MARK: Termination

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func theSystemTerminatingARunningBackgroundAppTellsIt(_ lifecycle: LifecycleDriver.Lifecycle)
    async
  {
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    await driver.moveToBackground()
    log.calls = []
    await driver.terminate()
    #expect(log.calls == ["willTerminate background"])
    #expect(
      driver.steps.suffix(2) == [
        .call(.applicationWillTerminate), .post(UIApplication.willTerminateNotification),
      ])
    #expect(!driver.isRunning)
    #expect(driver.scene == nil)
    #expect(driver.application.connectedScenes.isEmpty)
    #expect(driver.userNotificationCenter.delegate == nil)  // it lived in the process
    #expect(driver.application.openSessions.count == (lifecycle == .scenes ? 1 : 0))
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func theSystemTerminatingASuspendedAppTellsItNothing(_ lifecycle: LifecycleDriver.Lifecycle)
    async
  {
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    await driver.suspend()
    log.calls = []
    await driver.terminate()
    #expect(log.calls.isEmpty)
    #expect(!driver.isRunning)
  }

  @Test func terminatingAnAppInTheForegroundMovesItToTheBackgroundFirst() async {
    let (driver, log) = recordingDriver(.legacy)
    await driver.launch()
    log.calls = []
    await driver.terminate()
    #expect(
      log.calls == [
        "willResignActive active", "didEnterBackground background", "willTerminate background",
      ])
  }

  @Test func terminatingAnAppThatIsNotRunningDoesNothing() async {
    let (driver, log) = recordingDriver(.scenes)
    await driver.terminate()
    await driver.terminate()
    #expect(log.calls.isEmpty && driver.steps.isEmpty)
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aRelaunchIsANewProcessWithWhatTheSystemKept(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let (driver, _) = recordingDriver(lifecycle)
    await driver.launch()
    let first = driver.appDelegate
    let center = driver.userNotificationCenter
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "CHAT", actions: [], intentIdentifiers: [])
    ])
    try await center.add(
      UNNotificationRequest(
        identifier: "later", content: UNNotificationContent(),
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)))
    center.deliver(try pushNotification("shown"))
    try await center.setBadgeCount(3)
    driver.application.applicationIconBadgeNumber = 3
    driver.application.shortcutItems = [
      UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
    ]
    await driver.terminate()
    await driver.launch()
    #expect(driver.appDelegate !== first)
    #expect(driver.application.delegate === driver.appDelegate)
    #expect(center.delegate === driver.appDelegate)  // the new one set itself
    #expect(await center.notificationCategories().map(\.identifier) == ["CHAT"])
    #expect(await center.pendingNotificationRequests().map(\.identifier) == ["later"])
    #expect(await center.deliveredNotifications().map(\.request.identifier) == ["shown"])
    #expect((try center.value(forKey: "badgeCount") as? Int) == 3)
    #expect(driver.application.applicationIconBadgeNumber == 3)
    #expect(driver.application.shortcutItems?.map(\.type) == ["inbox"])
  }

  @Test func aRelaunchWithTheSameAppDelegateObjectIsReported() async {
    let appDelegate = RecordingAppDelegate()
    let driver = LifecycleDriver(appDelegate: appDelegate, lifecycle: .legacy)
    await driver.launch()
    await driver.terminate()
    await withKnownIssue {
      await driver.launch()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("the appDelegate: expression gave the same RecordingAppDelegate back")
      }
    }
  }

  // MARK: Sessions and state restoration

  @Test func aRelaunchedSceneReconnectsWithItsSessionAndItsStateRestorationActivity() async throws {
    let (driver, log) = recordingDriver(.scenes)
    log.stateToSave = activity("42")
    await driver.open(url)
    let session = try #require(driver.scene?.session)
    await driver.moveToBackground()  // stateRestorationActivity(for:) is asked
    let saved = try #require(session.stateRestorationActivity)
    #expect(saved !== log.stateToSave)  // a copy, as the system keeps
    #expect(saved.userInfo?["id"] as? String == "42")
    await driver.suspend()
    await driver.terminate()
    log.calls = []
    await driver.launch()
    #expect(
      log.calls == [
        "willFinishLaunching background", "didFinishLaunching background",
        "willConnectTo unattached", "restoreInteractionState unattached",
        "willEnterForeground unattached", "didBecomeActive active",
      ])  // no configurationForConnecting: the session is not new
    #expect(driver.scene?.session === session)
    #expect(log.restorationAtConnection.last??.userInfo?["id"] as? String == "42")
    #expect(log.restored.last?.userInfo?["id"] as? String == "42")
  }

  @Test func aDisconnectedSceneReconnectsWithTheActivityItSaved() async throws {
    let (driver, log) = recordingDriver(.scenes)
    log.stateToSave = activity("7")
    await driver.launch()
    await driver.disconnectScene()
    await driver.reconnectScene()
    #expect(log.restored.map { $0.userInfo?["id"] as? String } == ["7"])
  }

  @Test(arguments: [false, true])
  func aForceQuitDiscardsTheSessionWhichTheNextLaunchReports(_ suspendedFirst: Bool)
    async throws
  {
    let (driver, log) = recordingDriver(.scenes)
    log.stateToSave = activity("42")
    await driver.launch()
    let discarded = try #require(driver.scene?.session)
    await driver.moveToBackground()
    if suspendedFirst { await driver.suspend() }
    log.calls = []
    await driver.forceQuit()
    #expect(log.calls == (suspendedFirst ? [] : ["willTerminate background"]))
    #expect(driver.application.openSessions.isEmpty)
    log.calls = []
    await driver.launch()
    #expect(
      log.calls == [
        "willFinishLaunching background", "didFinishLaunching background",
        "didDiscardSceneSessions background", "configurationForConnecting background",
        "willConnectTo unattached", "willEnterForeground unattached", "didBecomeActive active",
      ])
    #expect(log.discardedSessions == [[discarded]])
    let session = try #require(driver.scene?.session)
    #expect(session !== discarded)
    #expect(log.restorationAtConnection.last == .some(nil))  // gone with its session
    #expect(driver.application.openSessions == [session])
  }

  @Test func aForceQuitFromTheForegroundResignsAsTheSwitcherOpensThenEnds() async {
    let (driver, log) = recordingDriver(.scenes)
    await driver.launch()
    log.calls = []
    await driver.forceQuit()
    #expect(
      log.calls == [
        "willResignActive active", "didEnterBackground background",
        "stateRestorationActivity background", "willTerminate background",
      ])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aForceQuitAppGetsNoSilentPushUntilTheUserOpensIt(_ lifecycle: LifecycleDriver.Lifecycle)
    async
  {
    let push: [AnyHashable: Any] = ["aps": ["content-available": 1]]
    let (driver, log) = recordingDriver(lifecycle)
    await driver.launch()
    await driver.forceQuit()
    log.calls = []
    #expect(await driver.receiveSilentPush(push) == .noData)
    #expect(log.calls.isEmpty && !driver.isRunning)
    await driver.launch()  // the user opens it
    await driver.terminate()
    #expect(await driver.receiveSilentPush(push) == .newData)  // launched in the background
    #expect(log.calls.last == "didReceiveRemoteNotification background")
  }

  @Test func theSessionOfAnAppThatIsNotRunningCanBeRemovedFromTheSwitcher() async {
    let (driver, log) = recordingDriver(.scenes)
    await driver.launch()
    await driver.suspend()
    await driver.terminate()
    await driver.forceQuit()
    #expect(driver.application.openSessions.isEmpty)
    await driver.launch()
    #expect(log.discardedSessions.count == 1)
  }
}
