import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The most common iOS observation pattern, tested as iOS tests write it: a @MainActor test posts,
// and the view model's queue: .main block runs at once. Through Foundation's own center this
// test hangs on Linux; through a NotificationCenterRecorder it passes. CI runs this suite under a
// watchdog (.ci/run), so a hang fails CI instead of stalling it.

@Suite struct NoHangTests {
  @Test @MainActor func mainQueueObserverUpdatesAtOnce() {
    let center = NotificationCenterRecorder()
    let viewModel = WeatherViewModel(notificationCenter: center)
    viewModel.start()

    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])

    #expect(viewModel.forecast == "Sunny")
  }

  @Test func postedFromAnotherThreadTheBlockStillRunsOnTheMainActor() async {
    let center = NotificationCenterRecorder()
    let viewModel = await WeatherViewModel(notificationCenter: center)
    await viewModel.start()

    await Task.detached {
      center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Rain"])
    }.value

    #expect(await viewModel.forecast == "Rain")
  }

  // A center delegate that routes a tap only once the app is active (WindowReadyRouter): it
  // calls didReceive's completion handler after didBecomeActiveNotification, which iOS posts
  // whatever the delegate does with the handler. A driver that waited for the handler first would
  // hang here; the time limit and CI's watchdog turn such a hang into a failure.
  @Test(.timeLimit(.minutes(1)), arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aTapRoutedOnceTheAppIsActiveLaunchesTheApp(_ lifecycle: LifecycleDriver.Lifecycle)
    async throws
  {
    let notifications = NotificationCenterRecorder()  // where the driver posts didBecomeActive
    let driver = LifecycleDriver(
      appDelegate: WindowFirstAppDelegate(notificationCenter: notifications),
      lifecycle: lifecycle, notificationCenter: notifications,
      makeSceneDelegate: { _ in SceneDelegate() })
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await driver.tap(try payload.notification())  // returns once the handler was called
    let router = try #require((driver.appDelegate as? any AppRouting)?.router)
    #expect(router.routes == [.article(id: "2025-comet")])
    #expect(driver.isActive)
  }

  @Test(.timeLimit(.minutes(1)), arguments: LifecycleDriver.Lifecycle.allCases) @MainActor
  func aTapRoutedOnceTheAppIsActiveBringsItBackFromTheBackground(
    _ lifecycle: LifecycleDriver.Lifecycle
  ) async throws {
    let notifications = NotificationCenterRecorder()
    let driver = LifecycleDriver(
      appDelegate: WindowFirstAppDelegate(notificationCenter: notifications),
      lifecycle: lifecycle, notificationCenter: notifications,
      makeSceneDelegate: { _ in SceneDelegate() })
    await driver.launch()
    await driver.moveToBackground()
    let payload = try PushPayload(resource: "alert", in: .module, subdirectory: "Fixtures")
    await driver.tap(try payload.notification())
    let router = try #require((driver.appDelegate as? any AppRouting)?.router)
    #expect(router.routes == [.article(id: "2025-comet")])
  }
}
