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
}
