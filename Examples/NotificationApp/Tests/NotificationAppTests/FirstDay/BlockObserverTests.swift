import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// expectObserving / expectNotObserving mean what they say for a view model that observes through
// a block: the recorder counts the block as the view model's because the view model keeps its
// token.

@MainActor @Suite struct BlockObserverTests {
  @Test func observesWhileStarted() {
    let center = NotificationCenterRecorder()
    let viewModel = WeatherViewModel(notificationCenter: center)

    viewModel.start()
    center.expectObserving(viewModel, .weatherUpdate)

    viewModel.stop()
    center.expectNotObserving(viewModel, .weatherUpdate)
  }

  @Test func expectNotObservingFailsForAViewModelThatObservesThroughABlock() {
    let center = NotificationCenterRecorder()
    let viewModel = WeatherViewModel(notificationCenter: center)
    viewModel.start()

    withKnownIssue {
      center.expectNotObserving(viewModel, .weatherUpdate)
    } matching: { issue in
      String(describing: issue).contains(
        #"WeatherViewModel observes "WeatherUpdate" with a block"#)
    }
  }

  @Test func expectNotObservingPassesForAViewModelThatDoesNotObserve() {
    let center = NotificationCenterRecorder()
    let settings = SettingsViewModel()

    center.expectNotObserving(settings, .weatherUpdate)
  }
}
