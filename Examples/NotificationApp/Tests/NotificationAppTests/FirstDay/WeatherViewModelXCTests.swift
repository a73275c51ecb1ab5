import FacsimileTesting
import XCTest

@testable import NotificationApp

// README, "Running on Linux": a @MainActor XCTest method is async, because a synchronous one
// traps at test discovery on Linux.

final class WeatherViewModelXCTests: XCTestCase {
  @MainActor func testShowsTheForecast() async {  // async: synchronous @MainActor methods trap
    let center = NotificationCenterRecorder()
    let viewModel = WeatherViewModel(notificationCenter: center)
    viewModel.start()
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])
    XCTAssertEqual(viewModel.forecast, "Sunny")
  }
}
