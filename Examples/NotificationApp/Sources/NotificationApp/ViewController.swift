import FacsimileSeams
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import Facsimile
#endif

// Seed 001 ("Unit Test NotificationCenter"), as its view controller compiles on Linux: the
// notification center is a property typed by the protocol, and `#selector` becomes a named
// handler. Docs/TestDoubles.md shows this class as it is here.

extension Notification.Name {
  static let weatherUpdate = Notification.Name(rawValue: "WeatherUpdate")
}

final class ViewController: UIViewController {
  // The object which creates the view controller should set NotificationCenter.default.
  var notificationCenter: (any NotificationCenterProtocol)? = NotificationCenter.default

  var weatherForcast = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    // iOS: addObserver(self, selector: #selector(updateWeatherForcast), name: ..., object: nil)
    notificationCenter?.addObserver(
      self, handler: .onMainActor("updateWeatherForcast", ViewController.updateWeatherForcast),
      name: Notification.Name(rawValue: "WeatherUpdate"), object: nil)
  }

  deinit {
    notificationCenter?.removeObserver(self)
  }

  func updateWeatherForcast(notification: Notification) {
    guard let weatherForcast = notification.userInfo?["weatherForcast"] as? String else { return }
    self.weatherForcast = weatherForcast
  }
}
