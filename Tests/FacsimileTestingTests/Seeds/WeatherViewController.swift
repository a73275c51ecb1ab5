import FacsimileTesting
import Foundation

// Seed 001 ("Unit Test NotificationCenter"), as its view controller compiles on Linux: the
// notification center is a property typed by the protocol, and `#selector` becomes a named
// handler.

extension Notification.Name {
  static let weatherUpdate = Notification.Name(rawValue: "WeatherUpdate")
}

final class WeatherViewController: UIViewController {
  // The object which creates the view controller should set NotificationCenter.default.
  var notificationCenter: (any NotificationCenterProtocol)? = NotificationCenter.default

  var weatherForcast = ""

  override func viewDidLoad() {
    super.viewDidLoad()

    notificationCenter?.addObserver(
      self,
      handler: .onMainActor("updateWeatherForcast", WeatherViewController.updateWeatherForcast),
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil)
  }

  deinit {
    notificationCenter?.removeObserver(self)
  }

  func updateWeatherForcast(notification: Notification) {
    guard notification.name == Notification.Name(rawValue: "WeatherUpdate") else {
      return
    }
    guard let userInfo = notification.userInfo else {
      return
    }
    guard let weatherForcast = userInfo["weatherForcast"] as? String else {
      return
    }
    self.weatherForcast = weatherForcast
  }
}
