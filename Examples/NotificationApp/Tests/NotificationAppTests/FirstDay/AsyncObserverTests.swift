import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// A view model that observes through notifications(named:): the test waits for its loop to start
// before it posts, then for the loop to take the notification.

@MainActor @Suite struct AsyncObserverTests {
  @Test func followsUpdatesWhileStarted() async throws {
    let center = NotificationCenterRecorder()
    let viewModel = LiveForecastViewModel(notificationCenter: center)

    viewModel.start()
    try await center.requireObserving(.weatherUpdate)  // the loop has started
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
    for _ in 0..<100 where viewModel.forecast.isEmpty { await Task.yield() }

    #expect(viewModel.forecast == "Sunny")
    viewModel.stop()
  }

  @Test func stopsObservingWhenStopped() async throws {
    let center = NotificationCenterRecorder()
    let viewModel = LiveForecastViewModel(notificationCenter: center)
    viewModel.start()
    try await center.requireObserving(.weatherUpdate)

    viewModel.stop()
    for _ in 0..<100 where !center.observations.isEmpty { await Task.yield() }

    #expect(center.observations(named: .weatherUpdate).isEmpty)
  }
}
