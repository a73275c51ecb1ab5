import FacsimileTesting
import Foundation
import Testing

/// The completion handlers an app kept, for the test to call later, or never.
final class KeptHandlers: @unchecked Sendable {
  private let lock = NSLock()
  private var presentations: [(UNNotificationPresentationOptions) -> Void] = []
  private var responses: [() -> Void] = []
  private var quickActions: [(Bool) -> Void] = []
  private var fetches: [(UIBackgroundFetchResult) -> Void] = []

  /// How many handlers are kept.
  var count: Int {
    lock.withLock { presentations.count + responses.count + quickActions.count + fetches.count }
  }

  func keep(presentation: @escaping (UNNotificationPresentationOptions) -> Void) {
    lock.withLock { presentations.append(presentation) }
  }

  func keep(response: @escaping () -> Void) {
    lock.withLock { responses.append(response) }
  }

  func keep(quickAction: @escaping (Bool) -> Void) {
    lock.withLock { quickActions.append(quickAction) }
  }

  func keep(fetch: @escaping (UIBackgroundFetchResult) -> Void) {
    lock.withLock { fetches.append(fetch) }
  }

  /// Calls every kept handler with an answer other than its fallback, and forgets it.
  func answerAll() {
    let (presentations, responses, quickActions, fetches) = lock.withLock {
      defer {
        self.presentations = []
        self.responses = []
        self.quickActions = []
        self.fetches = []
      }
      return (self.presentations, self.responses, self.quickActions, self.fetches)
    }
    for handler in presentations { handler([.banner, .list]) }
    for handler in responses { handler() }
    for handler in quickActions { handler(true) }
    for handler in fetches { handler(.newData) }
  }
}

/// How the app answers its completion handlers.
enum Answering: Sendable {
  /// Keeps them, and calls none: the test may call them (`KeptHandlers.answerAll()`).
  case never
  /// Calls each from a `Task`, after a while.
  case after(Duration)
  /// Calls each once the app is active: at once if it is, or when `didBecomeActiveNotification`
  /// is posted (a common pattern: route once the window is up).
  case whenActive
}

/// An app delegate that is its own center delegate and answers every completion handler as
/// `answering` says.
final class KeepingAppDelegate: UIResponder, UIApplicationDelegate,
  UNUserNotificationCenterDelegate
{
  nonisolated let kept: KeptHandlers
  nonisolated let answering: Answering
  let notifications: any NotificationCenterProtocol
  private var observers: [any NSObjectProtocol] = []

  init(
    kept: KeptHandlers, answering: Answering, notifications: any NotificationCenterProtocol
  ) {
    self.kept = kept
    self.answering = answering
    self.notifications = notifications
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
    configuration.delegateClass = KeepingSceneDelegate.self
    return configuration
  }

  /// Keeps a handler, and answers it as `answering` says.
  nonisolated func handle(_ keep: @escaping @Sendable () -> Void) {
    keep()
    switch answering {
    case .never:
      break
    case .after(let delay):
      let kept = kept
      Task.detached {
        try? await Task.sleep(for: delay)
        kept.answerAll()
      }
    case .whenActive:
      MainActor.assumeIsolated { whenActive() }
    }
  }

  private func whenActive() {
    let kept = kept
    if UIApplication.shared.applicationState == .active {
      kept.answerAll()
      return
    }
    observers.append(
      notifications.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { _ in kept.answerAll() })
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let handler = Kept(completionHandler)
    handle { [kept] in kept.keep(presentation: handler.call) }
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let handler = Kept(completionHandler)
    handle { [kept] in kept.keep(response: { handler.call(()) }) }
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    let handler = Kept(completionHandler)
    handle { [kept] in kept.keep(quickAction: handler.call) }
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    let handler = Kept(completionHandler)
    handle { [kept] in kept.keep(fetch: handler.call) }
  }
}

/// A scene delegate whose quick actions answer as the app delegate's handlers do.
final class KeepingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    guard let appDelegate = UIApplication.shared.delegate as? KeepingAppDelegate else {
      return completionHandler(false)
    }
    let handler = Kept(completionHandler)
    appDelegate.handle { [kept = appDelegate.kept] in kept.keep(quickAction: handler.call) }
  }
}

// `@unchecked Sendable`: the system calls a completion handler from whichever thread it likes,
// and the handlers here are called once, by `KeptHandlers.answerAll()`.
/// A completion handler the app keeps.
private struct Kept<Value>: @unchecked Sendable {
  let call: (Value) -> Void

  init(_ call: @escaping (Value) -> Void) {
    self.call = call
  }
}

/// What an event answered, kept on the main actor.
@MainActor
private final class Answered<Value> {
  var value: Value?
}

extension NoHangTests {
  /// Nothing the test harness does waits for an app's completion handler for ever, where iOS
  /// would (HOSTILE.md: "A crash or a hang is never a known issue"). Each wait of the driver and
  /// the clock meets a handler never called, one called after the patience, and one called only
  /// after something the test does later; each ends with an issue at the event's line, naming
  /// the method and what iOS would do, and the event carries on with the answer of a handler
  /// released uncalled. Every event must finish in 10 seconds (the patience here is 0.2 s).
  ///
  /// The hostile table (time, order and re-entrancy):
  ///
  /// | class | what a user expects | test |
  /// |---|---|---|
  /// | order | a handler never called: an issue at the event's line, the fallback, no hang | `aTapWhoseHandlerIsNeverCalledEndsWithAnIssueAtItsLine`, `aQuickActionWhoseHandlerIsNeverCalledAnswersFalse`, `aSilentPushWhoseHandlerIsNeverCalledAnswersNoData`, `aForegroundNotificationWhoseHandlerIsNeverCalledIsNotShown` |
  /// | order | a handler called after the patience (from a `Task`, or by the test): ignored, one issue | `aHandlerCalledAfterThePatienceIsIgnored`, `aTapAnsweredAfterThePatienceIsIgnored`, `aHandlerCalledLaterFromATaskEndsWithAnIssue`, `anAsyncFormThatOutlastsThePatienceEndsWithAnIssue` |
  /// | order | a handler called only after something the test does later (`endInterruption()`, a launch): an issue, not a hang | `willPresentAnsweredOnlyOnceAnInterruptionEndsEndsWithAnIssue`, `aQuickActionAnsweredOnlyOnceAnInterruptionEndsEndsWithAnIssue`, `aSilentPushAnsweredOnlyOnceTheAppIsActiveEndsWithAnIssue` |
  /// | order | the clock's deliveries: the same, at the advance's line | `aClockDeliveryWhoseWillPresentIsNeverAnsweredEndsWithAnIssue`, `aDriversClockHasTheDriversPatience` |
  /// | time | a handler called within the patience is answered, with no issue | `aHandlerCalledWithinThePatienceIsAnswered` |
  /// | time | zero, negative and huge patience: no trap; zero and negative give up on what is not answered yet | `zeroAndNegativePatienceGiveUpOnWhatIsNotAnswered`, `aPatienceTooLongForTheClockWaitsForTheAnswer` |
  /// | time | an extension that never hands content over with a time limit of `Int64.max` seconds ends by 33 s | `PresentedContentTests.anExtensionThatNeverAnswersEndsByThirtySecondsWhateverItsLimit` (a volume test) |
  @MainActor
  @Suite(.timeLimit(.minutes(1))) struct Patience {
    private let notifications = NotificationCenterRecorder()
    private let kept = KeptHandlers()

    private func driver(
      _ lifecycle: LifecycleDriver.Lifecycle, answering: Answering = .never,
      patience: Duration = .milliseconds(200)
    ) -> LifecycleDriver {
      let driver = LifecycleDriver(
        appDelegate: KeepingAppDelegate(
          kept: kept, answering: answering, notifications: notifications),
        lifecycle: lifecycle, notificationCenter: notifications,
        makeSceneDelegate: { _ in KeepingSceneDelegate() })
      driver.patience = patience
      return driver
    }

    // MARK: Never called

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aTapWhoseHandlerIsNeverCalledEndsWithAnIssueAtItsLine(
      _ lifecycle: LifecycleDriver.Lifecycle
    ) async throws {
      let driver = driver(lifecycle)
      let notification = try pushNotification("n1")
      await withKnownIssue {
        #expect(await finishes(within: 10) { await driver.tap(notification) })
      } matching: { issue in
        isIssue(
          issue, atLine: #line - 3,
          containing: "userNotificationCenter(_:didReceive:withCompletionHandler:) did not call "
            + "its completion handler within 0.2 seconds (driver.patience)",
          "but the completion handler was never called", "the tap handled")
      }
      #expect(driver.isActive)  // iOS made it active whatever the delegate did
      #expect(kept.count == 1)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aQuickActionWhoseHandlerIsNeverCalledAnswersFalse(_ lifecycle: LifecycleDriver.Lifecycle)
      async
    {
      let driver = driver(lifecycle)
      await driver.launch()
      await driver.moveToBackground()
      let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
      let answer = Answered<Bool?>()
      let method: LifecycleDriver.Method =
        lifecycle == .legacy
        ? .applicationPerformActionForShortcutItem : .windowScenePerformActionForShortcutItem
      await withKnownIssue {
        #expect(await finishes(within: 10) { answer.value = await driver.performQuickAction(item) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "\(method) did not call", "false")
      }
      #expect(answer.value == false)
      #expect(driver.isActive)
    }

    @Test func aSilentPushWhoseHandlerIsNeverCalledAnswersNoData() async {
      let driver = driver(.legacy)
      let answer = Answered<UIBackgroundFetchResult>()
      await withKnownIssue {
        #expect(
          await finishes(within: 10) {
            answer.value = await driver.receiveSilentPush(["aps": ["content-available": 1]])
          })
      } matching: { issue in
        isIssue(
          issue, atLine: #line - 6,
          containing: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
          "or your app will be terminated", ".noData")
      }
      #expect(answer.value == .noData)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aForegroundNotificationWhoseHandlerIsNeverCalledIsNotShown(
      _ lifecycle: LifecycleDriver.Lifecycle
    ) async throws {
      let driver = driver(lifecycle)
      await driver.launch()
      let notification = try pushNotification("n1")
      let answer = Answered<UNNotificationPresentationOptions?>()
      await withKnownIssue {
        #expect(await finishes(within: 10) { answer.value = await driver.receive(notification) })
      } matching: { issue in
        isIssue(
          issue, atLine: #line - 3,
          containing: "userNotificationCenter(_:willPresent:withCompletionHandler:)",
          "Always execute this block", "[] (not shown, not listed)")
      }
      #expect(answer.value == .some([]))
      #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
    }

    // MARK: Called after the patience

    @Test func aHandlerCalledAfterThePatienceIsIgnored() async throws {
      let driver = driver(.scenes)
      await driver.launch()
      let notification = try pushNotification("n1")
      await withKnownIssue {
        #expect(await driver.receive(notification) == [])
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "willPresent")
      }
      kept.answerAll()  // too late: [.banner, .list] is ignored, as a second call is
      #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
      await driver.moveToBackground()  // the next events are not disturbed
      await driver.launch()
      #expect(driver.isActive)
    }

    @Test func aHandlerCalledLaterFromATaskEndsWithAnIssue() async throws {
      let driver = driver(.legacy, answering: .after(.seconds(1)))
      await driver.launch()
      let notification = try pushNotification("n1")
      let answer = Answered<UNNotificationPresentationOptions?>()
      await withKnownIssue {
        #expect(await finishes(within: 10) { answer.value = await driver.receive(notification) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "within 0.2 seconds")
      }
      #expect(answer.value == .some([]))
      try await Task.sleep(for: .seconds(1.5))  // the handler is called meanwhile, and ignored
      #expect(kept.count == 0)
      #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aTapAnsweredAfterThePatienceIsIgnored(_ lifecycle: LifecycleDriver.Lifecycle) async throws
    {
      let driver = driver(lifecycle)
      let notification = try pushNotification("n1")
      await withKnownIssue {
        await driver.tap(notification)
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "didReceive")
      }
      kept.answerAll()  // too late: ignored
      await driver.moveToBackground()
      await driver.launch()
      #expect(driver.isActive)
    }

    /// A delegate that implements only the `async` form, which takes longer than the patience:
    /// the completion-handler default awaits it in a task, and the driver does not wait past the
    /// patience for that task's answer.
    @Test func anAsyncFormThatOutlastsThePatienceEndsWithAnIssue() async throws {
      final class SlowPresenter: NSObject, UNUserNotificationCenterDelegate, Sendable {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: sending UNNotification
        ) async -> UNNotificationPresentationOptions {
          try? await Task.sleep(for: .seconds(2))
          return [.banner, .list]
        }
      }
      let driver = driver(.scenes)
      await driver.launch()
      let presenter = SlowPresenter()
      driver.userNotificationCenter.delegate = presenter
      let notification = try pushNotification("n1")
      let answer = Answered<UNNotificationPresentationOptions?>()
      await withKnownIssue {
        #expect(await finishes(within: 10) { answer.value = await driver.receive(notification) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "willPresent", "[] (not shown, not listed)")
      }
      #expect(answer.value == .some([]))
    }

    // MARK: Called after something the test does later

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func aQuickActionAnsweredOnlyOnceAnInterruptionEndsEndsWithAnIssue(
      _ lifecycle: LifecycleDriver.Lifecycle
    ) async {
      let driver = driver(lifecycle, answering: .whenActive)
      await driver.launch()
      await driver.beginInterruption()
      let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
      let answer = Answered<Bool?>()
      await withKnownIssue {
        #expect(await finishes(within: 10) { answer.value = await driver.performQuickAction(item) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "performActionFor")
      }
      #expect(answer.value == false)
      await driver.endInterruption()  // the delegate answers now: too late, ignored
      #expect(kept.count == 0)
    }

    @Test(arguments: LifecycleDriver.Lifecycle.allCases)
    func willPresentAnsweredOnlyOnceAnInterruptionEndsEndsWithAnIssue(
      _ lifecycle: LifecycleDriver.Lifecycle
    ) async throws {
      let driver = driver(lifecycle, answering: .whenActive)
      await driver.launch()
      await driver.beginInterruption()
      let notification = try pushNotification("n1")
      await withKnownIssue {
        #expect(await finishes(within: 10) { await driver.receive(notification) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "willPresent", "endInterruption()")
      }
      await driver.endInterruption()  // the delegate answers now: too late, ignored
      #expect(kept.count == 0)
      #expect(driver.isActive)
      #expect(await driver.userNotificationCenter.deliveredNotifications().isEmpty)
    }

    @Test func aSilentPushAnsweredOnlyOnceTheAppIsActiveEndsWithAnIssue() async {
      let driver = driver(.legacy, answering: .whenActive)
      await driver.launch()
      await driver.moveToBackground()
      await withKnownIssue {
        #expect(
          await finishes(within: 10) {
            await driver.receiveSilentPush(["aps": ["content-available": 1]])
          })
      } matching: { issue in
        isIssue(issue, atLine: #line - 5, containing: "fetchCompletionHandler")
      }
      await driver.launch()  // back to the foreground: the delegate answers, ignored
      #expect(kept.count == 0)
    }

    // MARK: The clock

    @Test func aClockDeliveryWhoseWillPresentIsNeverAnsweredEndsWithAnIssue() async throws {
      let center = UNUserNotificationCenter.fabricated()
      let delegate = KeepingAppDelegate(
        kept: kept, answering: .never, notifications: notifications)
      center.delegate = delegate
      let application = UIApplication.fabricate(applicationState: .active)
      let clock = NotificationClock(center: center, application: application)
      #expect(
        clock.patience
          == FacsimileTesting.Patience.duration(
            fromEnvironmentValue: ProcessInfo.processInfo.environment["FACSIMILE_PATIENCE"]))
      clock.patience = .milliseconds(200)
      let content = UNMutableNotificationContent()
      content.title = "Tea"
      try await center.add(UNNotificationRequest(identifier: "tea", content: content, trigger: nil))
      await withKnownIssue {
        #expect(await finishes(within: 10) { await clock.advance(by: 0) })
      } matching: { issue in
        isIssue(
          issue, atLine: #line - 3, containing: "NotificationClock: ", "willPresent",
          "clock.patience")
      }
      #expect(clock.deliveries.count == 1)
      #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test func aDriversClockHasTheDriversPatience() async throws {
      let driver = driver(.scenes)
      #expect(driver.clock.patience == .milliseconds(200))
      await driver.launch()
      let content = UNMutableNotificationContent()
      content.title = "Tea"
      try await driver.userNotificationCenter.add(
        UNNotificationRequest(identifier: "tea", content: content, trigger: nil))
      await withKnownIssue {
        #expect(await finishes(within: 10) { await driver.clock.advance(by: 0) })
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "willPresent")
      }
      #expect(driver.steps.contains(.call(.userNotificationCenterWillPresent)))
    }

    // MARK: Time

    @Test func aHandlerCalledWithinThePatienceIsAnswered() async throws {
      let driver = driver(.scenes, answering: .after(.milliseconds(50)), patience: .seconds(5))
      #expect(
        LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy).patience
          == FacsimileTesting.Patience.duration(
            fromEnvironmentValue: ProcessInfo.processInfo.environment["FACSIMILE_PATIENCE"]))
      await driver.launch()
      #expect(await driver.receive(try pushNotification("n1")) == [.banner, .list])
      await driver.tap(try pushNotification("n2"))
      #expect(kept.count == 0)
      #expect(driver.isActive)
    }

    @Test(arguments: [Duration.zero, .nanoseconds(-1), .seconds(Int64.min)])
    func zeroAndNegativePatienceGiveUpOnWhatIsNotAnswered(_ patience: Duration) async throws {
      let later = driver(.legacy, answering: .after(.milliseconds(50)), patience: patience)
      await later.launch()
      let notification = try pushNotification("n1")
      await withKnownIssue {
        #expect(await later.receive(notification) == [])
      } matching: { issue in
        isIssue(issue, atLine: #line - 2, containing: "willPresent")
      }
      // A delegate that answers inside the call has answered before the driver waits.
      let (atOnce, log) = recordingDriver(.legacy)
      atOnce.patience = patience
      await atOnce.launch()
      #expect(await atOnce.receive(try pushNotification("n2")) == log.presentation)
    }

    @Test(arguments: [Duration.seconds(Int64.max), .nanoseconds(Int64.max)])
    func aPatienceTooLongForTheClockWaitsForTheAnswer(_ patience: Duration) async throws {
      let driver = driver(.legacy, answering: .after(.milliseconds(50)), patience: patience)
      await driver.launch()
      let answer = Answered<UNNotificationPresentationOptions?>()
      let notification = try pushNotification("n1")
      #expect(await finishes(within: 10) { answer.value = await driver.receive(notification) })
      #expect(answer.value == [.banner, .list])
    }
  }
}

/// `FACSIMILE_PATIENCE`, the patience a driver and a clock start with: hostile values.
@Suite struct PatienceFromTheEnvironmentTests {
  @Test(
    arguments: [
      (nil, Duration.seconds(5)), ("", .seconds(5)), ("abc", .seconds(5)), ("-1", .seconds(5)),
      ("0", .seconds(5)), ("nan", .seconds(5)), ("inf", .seconds(5)), ("1e308", .seconds(5)),
      ("3601", .seconds(5)), ("60", .seconds(60)), (" 2.5 ", .milliseconds(2_500)),
      ("3600", .seconds(3_600)),
    ] as [(String?, Duration)])
  func aPatienceIsReadFromTheEnvironmentOnlyWhenItIsASensibleNumberOfSeconds(
    value: String?, expected: Duration
  ) {
    #expect(FacsimileTesting.Patience.duration(fromEnvironmentValue: value) == expected)
  }

  @Test @MainActor func aDriverAndAClockStartWithTheSamePatience() {
    let driver = LifecycleDriver(appDelegate: RecordingAppDelegate(), lifecycle: .legacy)
    let clock = NotificationClock(center: driver.userNotificationCenter)
    #expect(driver.patience == clock.patience)
    #expect(
      driver.patience
        == FacsimileTesting.Patience.duration(
          fromEnvironmentValue: ProcessInfo.processInfo.environment["FACSIMILE_PATIENCE"]))
  }
}
