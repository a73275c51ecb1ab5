import FacsimileTesting
import Foundation
import Testing

/// The hostile table of the driver's round-2 surface (`terminate()`, `forceQuit()`,
/// `suspend()`, interruptions, relaunches, `serviceExtension:`, typed steps, the host
/// application, `expectSameOutcome`), one test per class that applies (/work/shared/HOSTILE.md):
///
/// | class | what a user expects | test |
/// |---|---|---|
/// | order and re-entrancy | any sequence of events keeps the app in a state iOS can be in, never hangs or traps | `anyOrderOfEventsKeepsTheAppInAStateIOSCanBeIn` |
/// | order and re-entrancy | a delegate that ends the app from inside an event (through the host) neither hangs nor leaves a half-launched app | `aDelegateThatTerminatesTheAppFromInsideATapLeavesItEnded` |
/// | order and re-entrancy | a completion handler called twice, late, from another thread, or dropped: the first answer counts, a dropped one answers `false` | `completionHandlersCalledTwiceLateElsewhereOrDroppedAnswerOnce` |
/// | order and re-entrancy | a service extension calling its handler twice or from another thread: the first content shows | `anExtensionThatAnswersTwiceFromAnotherThreadShowsItsFirstContent` |
/// | time | a zero, negative or huge extension time limit: no trap; zero and negative expire at once | `anyExtensionTimeLimitWorks` |
/// | size | a thousand relaunches and pushes through the extension: no growth a test can see beyond the steps (linear; figures in the report) | `LifecycleDriverVolumeTests.aThousandRelaunchesAndPushes` (a suite with a longer time limit) |
/// | sharing | one extension object returned for every push is still run for each | `oneExtensionObjectForEveryPushRunsForEach` |
/// | users' subclasses | a scene delegate that is not a window scene delegate gets no quick action, and the answer is `false`-like (`nil`) | `aPlainSceneDelegateGetsNoQuickAction` |
/// | messages | every report names what went wrong once, at the event's line (the misuse suite) | `LifecycleDriverMisuseTests` |
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LifecycleDriverHostileTests {
  /// A deterministic generator, so a failing walk can be replayed.
  private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func anyOrderOfEventsKeepsTheAppInAStateIOSCanBeIn(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let (driver, _) = recordingDriver(lifecycle)
    let push = try pushNotification("n1")
    let url = URL(string: "myapp://article/1") ?? URL(fileURLWithPath: "/")
    var random = SplitMix(state: lifecycle == .legacy ? 1 : 2)
    for step in 0..<600 {
      switch Int.random(in: 0..<13, using: &random) {
      case 0: await driver.launch()
      case 1: await driver.open(url)
      case 2: await driver.tap(push)
      case 3: await driver.receiveSilentPush(["aps": ["content-available": 1]])
      case 4: await driver.receive(push)
      case 5: await driver.moveToBackground()
      case 6: await driver.suspend()
      case 7: await driver.beginInterruption()
      case 8: await driver.endInterruption()
      case 9: await driver.disconnectScene()
      case 10: await driver.terminate()
      case 11: await driver.forceQuit()
      default: await driver.reconnectScene()
      }
      let state = driver.application.applicationState
      let context = "step \(step), \(lifecycle)"
      if !driver.isRunning {
        #expect(driver.scene == nil, "\(context)")
        #expect(driver.application.connectedScenes.isEmpty, "\(context)")
        #expect(state == .background, "\(context)")
      }
      if driver.isSuspended { #expect(driver.isRunning && state == .background, "\(context)") }
      if driver.isInterrupted { #expect(state == .inactive, "\(context)") }
      if let scene = driver.scene {
        #expect(lifecycle == .scenes, "\(context)")
        #expect(driver.application.connectedScenes == [scene], "\(context)")
        #expect(driver.application.openSessions.contains(scene.session), "\(context)")
        let expected: UIApplication.State =
          switch scene.activationState {
          case .foregroundActive: .active
          case .foregroundInactive: .inactive
          case .background, .unattached: .background
          }
        #expect(state == expected, "\(context)")
      }
      #expect(driver.application.openSessions.count <= 1, "\(context)")
    }
  }

  @Test(arguments: LifecycleDriver.Lifecycle.allCases)
  func aDelegateThatTerminatesTheAppFromInsideATapLeavesItEnded(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    final class Quitter: NSObject, UNUserNotificationCenterDelegate {
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
      ) {
        let handler = Handler(completionHandler)
        Task { @MainActor in
          await LifecycleDriver.host?.terminate()  // re-enters the driver mid-event
          handler.call(())
        }
      }
    }
    let quitter = Quitter()
    let notification = try pushNotification("n1")
    await withHostApplication {
      recordingDriver(lifecycle).0
    } _: { driver in
      driver.userNotificationCenter.delegate = quitter
      #expect(await finishes(within: 10) { await driver.tap(notification) })
      #expect(!driver.isRunning)
      #expect(driver.scene == nil)
    }
  }

  @Test func completionHandlersCalledTwiceLateElsewhereOrDroppedAnswerOnce() async {
    final class Answering: UIResponder, UIApplicationDelegate {
      var mode = 0
      func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        let handler = Handler(completionHandler)
        switch mode {
        case 0:
          handler.call(true)
          handler.call(false)  // twice: the first counts
        case 1: Task { handler.call(true) }  // late
        case 2: DispatchQueue.global().async { handler.call(true) }  // another thread
        default: break  // dropped: released uncalled
        }
      }
    }
    let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
    for mode in 0..<4 {
      let driver = LifecycleDriver(
        appDelegate: {
          let appDelegate = Answering()
          appDelegate.mode = mode
          return appDelegate
        }(), lifecycle: .legacy)
      await driver.launch()
      let answer = await driver.performQuickAction(item)
      #expect(answer == (mode == 3 ? false : true), "mode \(mode)")
    }
  }

  @Test func anExtensionThatAnswersTwiceFromAnotherThreadShowsItsFirstContent() async throws {
    final class Twice: UNNotificationServiceExtension {
      override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
      ) {
        let first = UNMutableNotificationContent()
        first.title = "first"
        let second = UNMutableNotificationContent()
        second.title = "second"
        let handOver = ContentHandOver(handler: contentHandler, first: first, second: second)
        DispatchQueue.global().async { handOver.callTwice() }
      }
    }
    let (driver, _) = recordingDriver(.legacy, serviceExtension: { Twice() })
    await driver.receive(try pushNotification("n1", mutable: true))
    let delivered = await driver.userNotificationCenter.deliveredNotifications()
    #expect(delivered.map(\.request.content.title) == ["first"])
  }

  @Test(arguments: [
    Duration.zero, .seconds(-5), .nanoseconds(1), .seconds(Int64.max), .seconds(1),
  ])
  func anyExtensionTimeLimitWorks(_ limit: Duration) async throws {
    final class Quick: UNNotificationServiceExtension {
      override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
      ) {
        let content = UNMutableNotificationContent()
        content.title = "quick"
        contentHandler(content)  // at once, inside didReceive
      }
    }
    let (driver, _) = recordingDriver(
      .legacy, serviceExtension: { Quick() }, serviceExtensionTimeLimit: limit)
    await driver.receive(try pushNotification("n1", mutable: true))
    let titles = await driver.userNotificationCenter.deliveredNotifications()
      .map(\.request.content.title)
    // Handed over inside didReceive: it counts whatever the limit, as the deadline starts after.
    #expect(titles == ["quick"])
  }

  @Test func oneExtensionObjectForEveryPushRunsForEach() async throws {
    final class Counting: UNNotificationServiceExtension {
      var runs = 0
      override func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
      ) {
        runs += 1
        contentHandler(request.content)
      }
    }
    let shared = Counting()
    let (driver, _) = recordingDriver(.legacy, serviceExtension: { shared })
    await driver.receive(try pushNotification("a", mutable: true))
    await driver.receive(try pushNotification("b", mutable: true))
    #expect(shared.runs == 2)
  }

  @Test func aPlainSceneDelegateGetsNoQuickAction() async {
    final class Plain: UIResponder, UISceneDelegate {}
    final class Naming: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
      ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Plain", sessionRole: .windowApplication)
        configuration.delegateClass = Plain.self
        return configuration
      }
    }
    let driver = LifecycleDriver(
      appDelegate: Naming(), lifecycle: .scenes, makeSceneDelegate: { _ in Plain() })
    await driver.launch()
    let item = UIApplicationShortcutItem(type: "inbox", localizedTitle: "Inbox")
    #expect(await driver.performQuickAction(item) == nil)
    #expect(!driver.steps.contains(.call(.windowScenePerformActionForShortcutItem)))
  }
}

// `@unchecked Sendable`: a completion handler, called from whichever thread the test picks, as
// UIKit's may be.
/// A completion handler carried to another thread or task.
private struct Handler<Value>: @unchecked Sendable {
  let call: (Value) -> Void

  init(_ call: @escaping (Value) -> Void) {
    self.call = call
  }
}

// `@unchecked Sendable`: handed to one other thread, which alone uses it.
/// A content handler and two contents, handed over twice from another thread.
private struct ContentHandOver: @unchecked Sendable {
  let handler: (UNNotificationContent) -> Void
  let first: UNNotificationContent
  let second: UNNotificationContent

  func callTwice() {
    handler(first)
    handler(second)
  }
}

/// A thousand lives of one app: 11 s in a plain run on 2 busy cores, over a minute under the
/// thread sanitizer, hence a suite of its own with a longer limit than the hostile table's.
@MainActor @Suite(.timeLimit(.minutes(5))) struct LifecycleDriverVolumeTests {
  @Test func aThousandRelaunchesAndPushes() async throws {
    let (driver, log) = recordingDriver(
      .scenes, serviceExtension: { UNNotificationServiceExtension() })
    for index in 0..<1_000 {
      await driver.launch()
      await driver.suspend()
      await driver.receive(try pushNotification("n\(index % 10)", mutable: true))
      await driver.terminate()
    }
    #expect(!driver.isRunning)
    #expect(driver.application.openSessions.count == 1)
    #expect(await driver.userNotificationCenter.deliveredNotifications().count == 10)
    #expect(log.calls.filter { $0.hasPrefix("willFinishLaunching") }.count == 1_000)
  }
}
