import FacsimileTesting
import Foundation
import Testing

/// Seed 001's tests ("Unit Test NotificationCenter"), rewritten for Swift Testing on Linux with
/// ``NotificationCenterSpy``, ``NotificationCenterRecorder`` and the `UIViewController` model.
@Suite @MainActor struct WeatherViewControllerTests {
  @Test func viewDidLoad_addObserverForWeatherUpdate() {
    let sut = WeatherViewController()
    let spyNotificationCenter = NotificationCenterSpy()

    sut.notificationCenter = spyNotificationCenter

    _ = sut.view

    #expect(Notification.Name("WeatherUpdate") == spyNotificationCenter.didAddObserverWithName)
    #expect(spyNotificationCenter.addedObservations.map(\.handlerName) == ["updateWeatherForcast"])
  }

  @Test func deinit_removeObserver() {
    let spyNotificationCenter = NotificationCenterSpy()
    do {
      let sut = WeatherViewController()
      sut.notificationCenter = spyNotificationCenter
      _ = sut.view
      #expect(!spyNotificationCenter.didCallRemoveObserver)
    }
    // Swift Testing has no addTeardownBlock: the view controller is released at the end of the
    // scope above.
    #expect(spyNotificationCenter.didCallRemoveObserver)
    #expect(spyNotificationCenter.removals.map(\.observerDescription) == ["WeatherViewController"])
  }

  @Test func updateWeatherForcast_updatesWeatherForcast() {
    let sut = WeatherViewController()

    let notification = Notification(
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil,
      userInfo: ["weatherForcast": "someForcast"])

    sut.updateWeatherForcast(notification: notification)

    #expect("someForcast" == sut.weatherForcast)
  }

  @Test
  func updateWeatherForcast_doesNotUpdateWeatherForcast_whenNotificationIsNotNamedWeatherUpdate() {
    let sut = WeatherViewController()

    let notification = Notification(
      name: Notification.Name(rawValue: "aNotifcation"), object: nil, userInfo: nil)

    sut.updateWeatherForcast(notification: notification)

    #expect("" == sut.weatherForcast)
  }

  @Test func updateWeatherForcast_doesNotUpdateWeatherForcast_whenUserInfoIsNil() {
    let sut = WeatherViewController()

    let notification = Notification(
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil, userInfo: nil)

    sut.updateWeatherForcast(notification: notification)

    #expect("" == sut.weatherForcast)
  }

  @Test
  func updateWeatherForcast_doesNotUpdateWeatherForcast_whenUserInfoDoesNotContainWeatherForcast() {
    let sut = WeatherViewController()

    let notification = Notification(
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil,
      userInfo: ["someKey": "someInfo"])

    sut.updateWeatherForcast(notification: notification)

    #expect("" == sut.weatherForcast)
  }

  // Beyond the seed: the recorder delivers, so the observation can be tested end to end.

  @Test func postedWeatherUpdateReachesTheHandler() {
    let center = NotificationCenterRecorder()
    let sut = WeatherViewController()
    sut.notificationCenter = center

    sut.loadViewIfNeeded()
    center.expectObserving(sut, .weatherUpdate, handler: "updateWeatherForcast")
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Sunny"])

    #expect(sut.weatherForcast == "Sunny")
    center.expectPosted(.weatherUpdate)
  }

  @Test func releasedViewControllerLeavesTheIndex() {
    let center = NotificationCenterRecorder()
    do {
      let sut = WeatherViewController()
      sut.notificationCenter = center
      sut.loadViewIfNeeded()
      #expect(center.observations(named: .weatherUpdate).count == 1)
    }
    #expect(center.observations.isEmpty)
    // Posting after the release reaches no one and does not crash.
    center.post(name: .weatherUpdate, object: nil, userInfo: ["weatherForcast": "Rain"])
  }
}
