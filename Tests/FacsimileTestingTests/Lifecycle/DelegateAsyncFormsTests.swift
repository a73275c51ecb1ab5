import FacsimileTesting
import Foundation
import Testing

/// A scene delegate as Mastodon's and Olvid's are written: only the `async` quick action.
private final class AsyncQuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var performed: [String] = []

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    performed.append(shortcutItem.type)
    return shortcutItem.type == "compose"
  }
}

/// An app delegate (no scenes) with only the `async` quick action, and the center's delegate
/// with only the `async` forms, as iOS code written since Swift concurrency is.
private final class AsyncAppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  var performed: [String] = []
  var received: [String] = []
  var presented: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    performed.append(shortcutItem.type)
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    received.append(response.notification.request.identifier)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    presented.append(notification.request.identifier)
    return [.banner, .list]
  }
}

/// An app delegate that implements both forms of each method, which iOS's compiler refuses
/// (two methods for one Objective-C selector) and Swift on Linux allows: the completion-handler
/// form, the selector UIKit calls, is the one called.
private final class BothFormsAppDelegate: UIResponder, UIApplicationDelegate {
  var calls: [String] = []

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    calls.append("completion handler")
    completionHandler(true)
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    calls.append("async")
    return false
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    calls.append("silent push, completion handler")
    completionHandler(.newData)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
  ) async -> UIBackgroundFetchResult {
    calls.append("silent push, async")
    return .failed
  }
}

/// A scene delegate whose quick action re-enters the app: it schedules a notification through
/// `UNUserNotificationCenter.current()` and awaits the center before answering.
private final class ReenteringSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = shortcutItem.localizedTitle
    try? await center.add(
      UNNotificationRequest(identifier: shortcutItem.type, content: content, trigger: nil))
    return await center.pendingNotificationRequests().contains { $0.identifier == "remind" }
  }
}

/// A scene delegate that records the order of activation and of its `async` quick action.
private final class OrderRecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var log: [String] = []

  func sceneDidBecomeActive(_ scene: UIScene) {
    log.append("active")
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    log.append("perform")
    return true
  }
}

/// Each delegate method that UIKit and UserNotifications declare with a completion handler, as
/// an app that writes only its `async` form has it called: Swift imports both forms from the
/// header, and the system reaches whichever one the app implements.
@MainActor
@Suite struct DelegateAsyncFormsTests {
  private let compose = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Post")

  /// The Info.plist's scene configuration, naming the scene delegate's class.
  private func configuration(_ delegateClass: AnyClass) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = delegateClass
    return configuration
  }

  @Test func aSceneDelegateWithOnlyTheAsyncQuickActionPerformsIt() async {
    let sceneDelegate = AsyncQuickActionSceneDelegate()
    let driver = LifecycleDriver(
      appDelegate: AsyncAppDelegate(), lifecycle: .scenes,
      sceneConfiguration: configuration(AsyncQuickActionSceneDelegate.self),
      makeSceneDelegate: { _ in sceneDelegate })
    await driver.launch()
    let performed = await driver.performQuickAction(compose)
    #expect(performed == true)
    #expect(sceneDelegate.performed == ["compose"])
  }

  @Test func anAppDelegateWithOnlyTheAsyncQuickActionPerformsIt() async {
    let appDelegate = AsyncAppDelegate()
    let driver = LifecycleDriver(appDelegate: appDelegate, lifecycle: .legacy)
    await driver.launch()
    await driver.moveToBackground()
    #expect(await driver.performQuickAction(compose) == true)
    #expect(appDelegate.performed == ["compose"])
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aCenterDelegateWithOnlyTheAsyncFormsGetsTapsAndForegroundNotifications(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let appDelegate = AsyncAppDelegate()
    let driver = LifecycleDriver(
      appDelegate: appDelegate, lifecycle: lifecycle,
      sceneConfiguration: configuration(AsyncQuickActionSceneDelegate.self),
      makeSceneDelegate: { _ in AsyncQuickActionSceneDelegate() })
    await driver.launch()
    let notification = try UNNotification.fabricate(
      content: UNMutableNotificationContent(), identifier: "comet")
    let options = await driver.receive(notification)
    #expect(options == [.banner, .list])
    #expect(appDelegate.presented == ["comet"])
    await driver.tap(notification)
    #expect(appDelegate.received == ["comet"])
  }

  @Test func theClockPresentsThroughTheAsyncWillPresent() async throws {
    let appDelegate = AsyncAppDelegate()
    let driver = LifecycleDriver(appDelegate: appDelegate, lifecycle: .legacy)
    await driver.launch()
    try await driver.userNotificationCenter.add(
      UNNotificationRequest(
        identifier: "tea", content: UNMutableNotificationContent(),
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
    await driver.clock.advance(by: 60)
    #expect(appDelegate.presented == ["tea"])
    #expect(await driver.userNotificationCenter.deliveredNotifications().count == 1)
  }

  @Test func aDelegateWithBothFormsHasTheCompletionHandlerFormCalled() async {
    let appDelegate = BothFormsAppDelegate()
    let driver = LifecycleDriver(appDelegate: appDelegate, lifecycle: .legacy)
    await driver.launch()
    #expect(await driver.performQuickAction(compose) == true)
    #expect(await driver.receiveSilentPush(["aps": ["content-available": 1]]) == .newData)
    #expect(appDelegate.calls == ["completion handler", "silent push, completion handler"])
  }

  @Test func anAsyncQuickActionFromTheBackgroundRunsAfterTheSceneBecomesActive() async {
    let sceneDelegate = OrderRecordingSceneDelegate()
    let driver = LifecycleDriver(
      appDelegate: AsyncAppDelegate(), lifecycle: .scenes,
      sceneConfiguration: configuration(OrderRecordingSceneDelegate.self),
      makeSceneDelegate: { _ in sceneDelegate })
    await driver.launch()
    await driver.moveToBackground()
    sceneDelegate.log = []
    #expect(await driver.performQuickAction(compose) == true)
    // The async body runs in a task after the selector's call returns: the scene is active by
    // then (a completion-handler implementation runs before it becomes active).
    #expect(sceneDelegate.log == ["active", "perform"])
  }

  @Test func aQuickActionThatReentersTheCenterAnswersAfterItsOwnWork() async {
    let driver = LifecycleDriver(
      appDelegate: AsyncAppDelegate(), lifecycle: .scenes,
      sceneConfiguration: configuration(ReenteringSceneDelegate.self),
      makeSceneDelegate: { _ in ReenteringSceneDelegate() })
    await driver.launch()
    let remind = UIApplicationShortcutItem(type: "remind", localizedTitle: "Remind me")
    #expect(await driver.performQuickAction(remind) == true)
    #expect(await driver.userNotificationCenter.pendingNotificationRequests().count == 1)
  }
}
