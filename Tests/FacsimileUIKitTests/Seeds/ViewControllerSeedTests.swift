import FacsimileUIKit
import Foundation
import XCTest

// The view-controller tests of the article "Unit Test NotificationCenter" (seeds/001), compiled
// against the real models: `_ = sut.view` triggers `viewDidLoad()`. Swift on Linux has no
// `#selector` or `@objc`, so the observer protocol takes a name instead of a selector; the
// shape of the test is the article's. The tests are `async` because XCTest on Linux cannot run
// synchronous `@MainActor` test methods (see SceneDelegateSeedTests).

protocol NotificationCenterObserverProtocol {
  func addObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?)
  func removeObserver(_ observer: Any)
}

class WeatherViewController: UIViewController {
  var notificationCenter: (any NotificationCenterObserverProtocol)?
  var weatherForcast = ""
  var viewDidLoadCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    viewDidLoadCount += 1
    notificationCenter?.addObserver(
      self, name: Notification.Name(rawValue: "WeatherUpdate"), object: nil)
  }

  func updateWeatherForcast(notification: Notification) {
    guard notification.name == Notification.Name(rawValue: "WeatherUpdate") else { return }
    guard let userInfo = notification.userInfo else { return }
    guard let weatherForcast = userInfo["weatherForcast"] as? String else { return }
    self.weatherForcast = weatherForcast
  }
}

@MainActor
final class ViewControllerSeedTests: XCTestCase {
  final class SpyNotificationCenterObserver: NotificationCenterObserverProtocol {
    var didAddObserverWithName: Notification.Name?
    var didCallRemoveObserver = false

    func addObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?) {
      didAddObserverWithName = aName
    }

    func removeObserver(_ observer: Any) {
      didCallRemoveObserver = true
    }
  }

  func test_viewDidLoad_addObserverForWeatherUpdate() async {
    let sut = WeatherViewController()
    let spyNotificationCenter = SpyNotificationCenterObserver()

    sut.notificationCenter = spyNotificationCenter

    _ = sut.view

    XCTAssertEqual(Notification.Name("WeatherUpdate"), spyNotificationCenter.didAddObserverWithName)
  }

  func test_viewDidLoad_runs_once_however_often_the_view_is_read() async {
    let sut = WeatherViewController()
    XCTAssertEqual(sut.viewDidLoadCount, 0)

    _ = sut.view
    _ = sut.view

    XCTAssertEqual(sut.viewDidLoadCount, 1)
    XCTAssertTrue(sut.isViewLoaded)
  }

  func test_updateWeatherForcast_updatesWeatherForcast() async {
    let sut = WeatherViewController()
    let notification = Notification(
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil,
      userInfo: ["weatherForcast": "someForcast"])

    sut.updateWeatherForcast(notification: notification)

    XCTAssertEqual("someForcast", sut.weatherForcast)
  }
}
