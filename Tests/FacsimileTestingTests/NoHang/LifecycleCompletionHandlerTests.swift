import FacsimileTesting
import Foundation
import Testing

/// An app delegate whose center delegate finishes handling a tap only once the app is active:
/// it observes `didBecomeActiveNotification`, then calls `didReceive`'s completion handler (a
/// common pattern: route once the window is up). Its quick actions answer the same way. On iOS
/// the app becomes active whatever a delegate does with its handler.
private final class ActiveWaitingAppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  let notificationCenter: any NotificationCenterProtocol
  private(set) var handled: [String] = []
  private var observers: [any NSObjectProtocol] = []

  init(notificationCenter: any NotificationCenterProtocol) {
    self.notificationCenter = notificationCenter
    super.init()
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Main", sessionRole: .windowApplication)
    configuration.delegateClass = QuietSceneDelegate.self
    return configuration
  }

  /// Runs `work` now if the app is active, or once it becomes active.
  func whenActive(_ work: @escaping @MainActor () -> Void) {
    if UIApplication.shared.applicationState == .active {
      work()
      return
    }
    observers.append(
      notificationCenter.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { _ in MainActor.assumeIsolated { work() } })
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let identifier = response.notification.request.identifier
    let handler = Handler(completionHandler)
    MainActor.assumeIsolated {
      whenActive {
        self.handled.append(identifier)
        handler.call(())
      }
    }
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    let handler = Handler(completionHandler)
    whenActive {
      self.handled.append(shortcutItem.type)
      handler.call(true)
    }
  }
}

/// A scene delegate whose quick actions answer only once the app is active.
private final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    guard let appDelegate = UIApplication.shared.delegate as? ActiveWaitingAppDelegate else {
      return completionHandler(false)
    }
    let handler = Handler(completionHandler)
    appDelegate.whenActive { handler.call(true) }
  }
}

// `@unchecked Sendable`: the system calls a completion handler from whichever thread it likes;
// this one is called once, on the main actor.
/// A completion handler kept until the app is active.
private struct Handler<Value>: @unchecked Sendable {
  let call: (Value) -> Void

  init(_ call: @escaping (Value) -> Void) {
    self.call = call
  }
}

extension NoHangTests {
  /// The driver never waits for an app's completion handler before doing what iOS does next, so
  /// a handler called only after a notification the driver posts later in the same event is
  /// answered. Each test fails (does not hang) if the event does not finish in 10 seconds.
  @MainActor
  @Suite(.timeLimit(.minutes(1))) struct LifecycleCompletionHandlers {
    private func driver(_ lifecycle: LifecycleDriver.Lifecycle) -> LifecycleDriver {
      let center = NotificationCenterRecorder()
      return LifecycleDriver(
        appDelegate: ActiveWaitingAppDelegate(notificationCenter: center), lifecycle: lifecycle,
        notificationCenter: center, makeSceneDelegate: { _ in QuietSceneDelegate() })
    }

    private func handled(_ driver: LifecycleDriver) -> [String] {
      (driver.appDelegate as? ActiveWaitingAppDelegate)?.handled ?? []
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aTapThatLaunchesTheAppIsHandledOnceItIsActive(_ lifecycle: LifecycleDriver.Lifecycle)
      async throws
    {
      let driver = driver(lifecycle)
      let notification = try pushNotification("n1")
      #expect(await finishes(within: 10) { await driver.tap(notification) })
      #expect(handled(driver) == ["n1"])
      #expect(driver.isActive)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aTapThatBringsTheAppToTheForegroundIsHandledOnceItIsActive(
      _ lifecycle: LifecycleDriver.Lifecycle
    ) async throws {
      let driver = driver(lifecycle)
      await driver.launch()
      await driver.moveToBackground()
      let notification = try pushNotification("n2")
      #expect(await finishes(within: 10) { await driver.tap(notification) })
      #expect(handled(driver) == ["n2"])
      #expect(driver.isActive)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aQuickActionAnsweredOnceTheAppIsActiveIsAnswered(_ lifecycle: LifecycleDriver.Lifecycle)
      async
    {
      let driver = driver(lifecycle)
      await driver.launch()
      await driver.moveToBackground()
      let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
      let answer = Answer()
      #expect(
        await finishes(within: 10) { answer.value = await driver.performQuickAction(item) })
      #expect(answer.value == true)
    }

    @Test func aLegacyColdLaunchQuickActionAnsweredOnceTheAppIsActiveIsAnswered() async {
      let driver = driver(.legacy)
      let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
      #expect(await finishes(within: 10) { await driver.performQuickAction(item) })
      #expect(handled(driver) == ["inbox"])
    }
  }
}

/// What an event answered, kept on the main actor.
@MainActor
private final class Answer {
  var value: Bool??
}
