import FacsimileTesting
import Foundation
import XCTest

/// Seed 001's XCTest tests as written in the article, on Linux: `addTeardownBlock` checks the
/// spy after the view controller is released.
final class WeatherViewControllerXCTests: XCTestCase {
  @MainActor
  func test_viewDidLoad_addObserverForWeatherUpdate() async {
    let sut = WeatherViewController()
    let spyNotificationCenter = NotificationCenterSpy()

    sut.notificationCenter = spyNotificationCenter

    _ = sut.view

    XCTAssertEqual(Notification.Name("WeatherUpdate"), spyNotificationCenter.didAddObserverWithName)
  }

  @MainActor
  func test_deinit_removeObserver() async {
    let sut = WeatherViewController()
    let spyNotificationCenter = NotificationCenterSpy()

    sut.notificationCenter = spyNotificationCenter

    _ = sut.view

    addTeardownBlock {
      XCTAssertTrue(spyNotificationCenter.didCallRemoveObserver)
    }
  }

  @MainActor
  func test_updateWeatherForcast_updatesWeatherForcast() async {
    let sut = WeatherViewController()

    let notification = Notification(
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil,
      userInfo: ["weatherForcast": "someForcast"])

    sut.updateWeatherForcast(notification: notification)

    XCTAssertEqual("someForcast", sut.weatherForcast)
  }
}
